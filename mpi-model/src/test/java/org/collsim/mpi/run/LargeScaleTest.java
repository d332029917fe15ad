package org.collsim.mpi.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** Large runs checked against closed forms; tagged slow (run with ./mvnw -Pslow test). */
@Tag("slow")
class LargeScaleTest {
    private static CollectiveAlgorithm find(Collective c, String name) {
        return AlgorithmRegistry.builtIn().find(c, name).orElseThrow();
    }

    @Test
    void millionRankBarrierUnderLogGPTakesTwentyRoundsOfTwoOverheadsAndLatency() {
        int p = 1 << 20;
        LogGPModel m = new LogGPModel(1_500_000, 1_000_000, 1_000_000, 100, 0, 65536, 0);
        CollectiveRun.Result r = CollectiveRun.run(new Network(p, m), find(Collective.BARRIER, "dissemination"),
                CollArgs.of(p, 0), false, 1);
        assertEquals(20 * (2 * 1_000_000 + 1_500_000), r.timePs());
        assertEquals(20L * p, r.messages());
    }

    @Test
    void largeAllreduceMatchesItsClosedForm() {
        int p = 1 << 14;
        HockneyModel m = new HockneyModel(2_000_000, 1_000, 500);
        CollectiveAlgorithm rd = find(Collective.ALLREDUCE, "recursive_doubling");
        CollArgs args = new CollArgs(p, 4096, 1, 0);
        assertEquals(rd.closedFormPs(args, m).orElseThrow(),
                CollectiveRun.run(new Network(p, m), rd, args, false, 1).timePs());
    }
}
