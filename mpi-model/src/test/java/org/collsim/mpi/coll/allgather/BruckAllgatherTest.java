package org.collsim.mpi.coll.allgather;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

class BruckAllgatherTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    private static CollectiveAlgorithm withK(int k) {
        return AlgorithmRegistry.configure(new BruckAllgather(), Map.of("k", (long) k)).algorithm();
    }

    /**
     * k = 3, p = 8: phase delta 1 sends 1 block to rank - 1 and 1 to rank - 2; phase delta 3 is
     * the last, 8 not a power of 3: digit 1 sends min(3, 8 - 3) = 3 blocks to rank - 3, digit 2
     * the 8 - 6 = 2 left to rank - 6. Seven blocks in all, each other rank's once.
     */
    @Test
    void radixThreeCutsTheLastPhase() {
        Schedule s = Schedules.of(withK(3), CollArgs.of(8, 5), 2);
        assertEquals(4, s.countOf(VertexKind.SEND));
        int[] peers = {1, 0, 7, 4};
        long[] counts = {5, 5, 15, 10};
        for (int i = 0, send = 0; i < s.size(); i++) {
            if (s.kind(i) == VertexKind.SEND) {
                assertEquals(peers[send], s.peer(i));
                assertEquals(counts[send++], s.count(i));
            }
        }
        assertEquals(7 * 5, Schedules.elements(s, VertexKind.RECV));
    }

    /**
     * Bruck et al.'s formula for p a power of k: log_k(p) phases of k-1 messages of
     * p^(i) blocks, here p = 9, k = 3, n = 100 B, T(b) = 1000 + 10 b ps: 2 T(100) + 2 T(300)
     * = 2 * 2000 + 2 * 4000 = 12000 ps; and p = 8, k = 3 as above: T(100) + T(100) + T(300)
     * + T(200) = 2000 + 2000 + 4000 + 3000 = 11000 ps.
     */
    @Test
    void radixThreeTakesTheHandDerivedTimes() {
        CollectiveAlgorithm a = withK(3);
        assertEquals(12_000, CollectiveRun.run(new Network(9, MODEL), a, new CollArgs(9, 100, 1, 0), false, 1).timePs());
        assertEquals(11_000, CollectiveRun.run(new Network(8, MODEL), a, new CollArgs(8, 100, 1, 0), false, 1).timePs());
        assertEquals(12_000, a.closedFormPs(new CollArgs(9, 100, 1, 0), MODEL).orElseThrow());
    }

    /** A radix above p is one phase of p-1 single-block messages, like a linear allgather. */
    @Test
    void radixAboveRanksIsOnePhase() {
        Schedule s = Schedules.of(withK(64), CollArgs.of(5, 3), 0);
        assertEquals(4, s.countOf(VertexKind.SEND));
        assertEquals(4 * 3, Schedules.elements(s, VertexKind.SEND));
    }
}
