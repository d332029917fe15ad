package org.collsim.mpi.coll.allgather;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.RecursiveExchange;
import org.collsim.mpi.run.CollectiveRun;
import org.junit.jupiter.api.Test;

class RecexchAllgatherTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    private static CollectiveAlgorithm withK(CollectiveAlgorithm a, int k) {
        return AlgorithmRegistry.configure(a, Map.of("k", (long) k)).algorithm();
    }

    /**
     * MPICH's neighbours for p = 10, k = 3: pOfK 9, rem 1, t = 1 * 3 / 2 = 1; rank 0 sends to
     * rank t = 1 in step 1; step-2 rank s is original rank s + 1; rank 5 (step-2 rank 4 = 11 in
     * base 3) has neighbours 4 and 6 by digit 0 (step-2 ranks 3 = 10, 5 = 12) and 2 and 8 by
     * digit 1 (step-2 ranks 1 = 01, 7 = 21).
     */
    @Test
    void neighboursFollowMpichsRankArithmetic() {
        RecursiveExchange rx = new RecursiveExchange(10, 3);
        assertEquals(1, rx.step1Target(0));
        assertArrayEquals(new int[] {0}, rx.step1Sources(1));
        assertEquals(-1, rx.step1Target(5));
        assertArrayEquals(new int[] {4, 6}, rx.neighbours(5, 0));
        assertArrayEquals(new int[] {2, 8}, rx.neighbours(5, 1));
        assertArrayEquals(new int[] {6, 4}, rx.sendOrder(5, 0)); // digit 1: to digit 2, then digit 0
        // the group of 3 around rank 5 at phase 1 is step-2 ranks 3..5 = original 4..6
        assertEquals(4, rx.offset(5, 1));
        assertEquals(3, rx.count(5, 1));
        // rank 1 holds rank 0's block as well: group 0 at phase 0 is original 0..1
        assertEquals(0, rx.offset(1, 0));
        assertEquals(2, rx.count(1, 0));
        // step-2 rank 4 = 11 reversed is 11; step-2 rank 1 = 01 reversed is 10 = 3: original 2 and 4
        assertEquals(5, rx.reversedDigits(5));
        assertEquals(4, rx.reversedDigits(2));
    }

    /**
     * k = 3 at p = 3 (a power of k): one phase, each rank sends its block to digit + 1 then digit
     * + 2 (mod 3), two rounds in which no two ranks send to the same one: 2 T(100) = 4000 ps.
     * k = 2 at p = 3: rank 0 sends its block to 1 in step 1 [0, T(100)]; 2's phase message to 1
     * waits behind it [T(100), 2 T(100)]; 1 sends blocks 0-1 to 2 [2000, 2000 + T(200)] =
     * [2000, 5000] and all three to 0 [5000, 5000 + T(300)] = 9000 ps; no closed form then.
     */
    @Test
    void radixThreeIsContentionFreeAndStepOneDelays() {
        CollArgs args = new CollArgs(3, 100, 1, 0);
        for (CollectiveAlgorithm a : new CollectiveAlgorithm[] {new RecexchDoublingAllgather(), new RecexchHalvingAllgather()}) {
            CollectiveAlgorithm k3 = withK(a, 3);
            assertEquals(4_000, CollectiveRun.run(new Network(3, MODEL), k3, args, false, 1).timePs(), a.name());
            assertEquals(4_000, k3.closedFormPs(args, MODEL).orElseThrow(), a.name());
            assertEquals(9_000, CollectiveRun.run(new Network(3, MODEL), a, args, false, 1).timePs(), a.name());
            assertTrue(a.closedFormPs(args, MODEL).isEmpty());
        }
    }

    /**
     * Radix 2, p = 8, n = 100 B: doubling is T(100) + T(200) + T(400) = 2000 + 3000 + 5000 =
     * 10000 ps (Thakur et al.'s lg p alpha + (p-1) n beta). Halving first swaps a block with the
     * bit-reversed rank (1 with 4, 3 with 6); 0, 2, 5 and 7 read the same reversed and send their
     * first phase (distance 4) at 0, in rank order: 0 to 4 [0, T], so 1's swap to 4 gets [T, 2T];
     * 2 to 6 [0, T], 3's swap to 6 [T, 2T]; 4's swap to 1 [0, T], 5 to 1 [T, 2T]; likewise 6 and
     * 7. The swaps end at 2T, their first phase at 3T, then T(200) and T(400): 6000 + 3000 +
     * 5000 = 14000 ps, where a swap and three perfect phases would take 12000.
     */
    @Test
    void radixTwoOnAPowerOfTwoIsRecursiveDoubling() {
        CollArgs args = new CollArgs(8, 100, 1, 0);
        assertEquals(10_000, CollectiveRun.run(new Network(8, MODEL), new RecexchDoublingAllgather(), args, false, 1).timePs());
        assertEquals(14_000, CollectiveRun.run(new Network(8, MODEL), new RecexchHalvingAllgather(), args, false, 1).timePs());
    }
}
