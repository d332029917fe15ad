package org.collsim.mpi.coll.alltoall;

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

class BruckAlltoallTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    private static CollectiveAlgorithm withK(int k) {
        return AlgorithmRegistry.configure(new BruckAlltoall(), Map.of("k", (long) k)).algorithm();
    }

    /**
     * k = 3, p = 7, indices 1..6 in base 3 are 01 02 10 11 12 20: at delta 1 digit 1 moves
     * {1, 4}, digit 2 {2, 5}; at delta 3 digit 1 moves {3, 4, 5}, digit 2 {6}; to rank + j*delta.
     */
    @Test
    void radixThreePacksBlocksByBaseThreeDigit() {
        Schedule s = Schedules.of(withK(3), CollArgs.of(7, 2), 0);
        int[] peers = {1, 2, 3, 6};
        long[] counts = {4, 4, 6, 2};
        for (int i = 0, send = 0; i < s.size(); i++) {
            if (s.kind(i) == VertexKind.SEND) {
                assertEquals(peers[send], s.peer(i));
                assertEquals(counts[send++], s.count(i));
            }
        }
        assertEquals(16, Schedules.elements(s, VertexKind.RECV)); // as many received as sent
    }

    /**
     * Bruck et al., p = 9 a power of k = 3, n = 10 B a block: 2 phases of k - 1 = 2 messages of
     * p/k = 3 blocks (indices 1..8 are 01 02 10 11 12 20 21 22 in base 3: each digit value
     * appears 3 times at either place), T(30) = 1000 + 300 = 1300 ps each: 5200 ps; k = 2 at p = 9 for comparison: 4 phases moving
     * 4 (bit 1: 1,3,5,7), 4 (2,3,6,7), 4 (4..7), 1 (8) blocks: 3 T(40) + T(10) = 4200 + 1100 = 5300.
     */
    @Test
    void radixThreeAtNineRanksTakesBrucksFormula() {
        CollArgs args = new CollArgs(9, 10, 1, 0);
        assertEquals(5_200, CollectiveRun.run(new Network(9, MODEL), withK(3), args, false, 1).timePs());
        assertEquals(5_300, CollectiveRun.run(new Network(9, MODEL), new BruckAlltoall(), args, false, 1).timePs());
    }
}
