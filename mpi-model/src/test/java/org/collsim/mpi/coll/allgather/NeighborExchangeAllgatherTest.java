package org.collsim.mpi.coll.allgather;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

class NeighborExchangeAllgatherTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    /**
     * p = 6, rank 2 (even): swaps its block with 3, then sends the pair {2, 3} to 1 and gets
     * {0, 1}, then sends {0, 1} to 3 and gets {4, 5} (the pair start moving by +2 for neighbour
     * 3, -2 for neighbour 1).
     */
    @Test
    void evenRankAlternatesBetweenItsNeighbours() {
        ScheduleBuilder builder = new ScheduleBuilder(true); // with regions, to read the offsets
        new NeighborExchangeAllgather().build(CollArgs.of(6, 10), 2, builder);
        Schedule s = builder.build();
        int[] peers = {3, 1, 3};
        long[] sendOffsets = {20, 20, 0};
        long[] recvOffsets = {30, 0, 40};
        int send = 0;
        int recv = 0;
        for (int i = 0; i < s.size(); i++) {
            if (s.kind(i) == VertexKind.SEND) {
                assertEquals(peers[send], s.peer(i));
                assertEquals(sendOffsets[send++], s.offA(i));
            } else if (s.kind(i) == VertexKind.RECV) {
                assertEquals(recvOffsets[recv++], s.offA(i));
            }
        }
        assertEquals(3, send);
    }

    /** p = 6, n = 100 B: T(100) + 2 T(200) = 2000 + 2 * 3000 = 8000 ps; odd p is refused. */
    @Test
    void takesOneSingleAndThenDoubleSteps() {
        assertEquals(8_000, CollectiveRun.run(new Network(6, MODEL), new NeighborExchangeAllgather(), new CollArgs(6, 100, 1, 0), false, 1).timePs());
        String why = AlgorithmRegistry.violation(new NeighborExchangeAllgather(), CollArgs.of(7, 4)).orElseThrow();
        assertTrue(why.contains("even number of ranks"), why);
    }
}
