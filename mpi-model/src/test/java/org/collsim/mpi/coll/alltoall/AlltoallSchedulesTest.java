package org.collsim.mpi.coll.alltoall;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AlltoallSchedulesTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 5, 8, 12})
    void pairwiseTakesOneStepPerPeer(int p) {
        Schedule s = Schedules.of(new PairwiseAlltoall(), CollArgs.of(p, 3), p - 1);
        assertEquals(p - 1, s.countOf(VertexKind.SEND));
        assertEquals(p - 1, s.countOf(VertexKind.RECV));
        assertEquals(Math.max(1, p - 1), Schedules.phases(s));
    }

    @ParameterizedTest
    @ValueSource(ints = {2, 5, 8, 12})
    void linearPostsEverythingInOnePhase(int p) {
        Schedule s = Schedules.of(new LinearAlltoall(), CollArgs.of(p, 3), 1);
        assertEquals(p - 1, s.countOf(VertexKind.SEND));
        assertEquals(p - 1, s.countOf(VertexKind.RECV));
        assertEquals(1, Schedules.phases(s));
    }

    /** In-order port reservation without backfilling serializes linear into ceil(p/2) rounds of pairwise's length. */
    @Test
    void linearIsCeilHalfPTimesPairwiseUnderHockney() {
        HockneyModel model = new HockneyModel(1_000_000, 100, 0);
        CollArgs args = CollArgs.of(9, 1000);
        long pairwise = CollectiveRun.run(new Network(9, model), new PairwiseAlltoall(), args, false, 1).timePs();
        long linear = CollectiveRun.run(new Network(9, model), new LinearAlltoall(), args, false, 1).timePs();
        assertEquals(5 * pairwise, linear);
    }

    /** p = 5: bit 1 moves blocks 1 and 3, bit 2 blocks 2 and 3, bit 4 block 4. */
    @Test
    void bruckTakesCeilLgPStepsMovingPopcountBlocks() {
        Schedule s = Schedules.of(new BruckAlltoall(), CollArgs.of(5, 3), 2);
        assertEquals(3, s.countOf(VertexKind.SEND));
        assertEquals((2 + 2 + 1) * 3, Schedules.elements(s, VertexKind.SEND));
        assertEquals(0, Schedules.of(new BruckAlltoall(), CollArgs.of(1, 3), 0).countOf(VertexKind.SEND));
    }
}
