package org.collsim.mpi.coll.reducescatter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Test;

/** reduce_scatter recursive_doubling and noncommutative; T(b) = 1000 + 10 b ps, reductions 5 ps/B. */
class RecursiveDoublingAndNoncommutativeTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 5);

    private static long timePs(CollectiveAlgorithm a, int p, long n) {
        return CollectiveRun.run(new Network(p, MODEL), a, new CollArgs(p, n, 1, 0, ReduceOp.MATRIX2X2), false, 1).timePs();
    }

    /**
     * Thakur et al. at p = 4, n = 8 (blocks of 2): step 1 exchanges n - n/p = 6 elements and
     * reduces them, T(6) + 30 = 1090; step 2 n - 2n/p = 4, T(4) + 20 = 1060: 2150 ps.
     */
    @Test
    void recursiveDoublingOnAPowerOfTwo() {
        assertEquals(2_150, timePs(new RecursiveDoublingReduceScatter(), 4, 8));
        assertEquals(2_150, new RecursiveDoublingReduceScatter().closedFormPs(new CollArgs(4, 8, 1, 0), MODEL).orElseThrow());
    }

    /**
     * p = 3, n = 3 (a block each). mask 1: 0 and 1 swap the two blocks outside their own, [0,
     * 1020], and reduce two 1-element pieces: 1030; 2 has no partner. mask 2: 2 sends blocks 0-1
     * to 0 at once, behind 1's message on 0's port: [1020, 2040]; 0 sends block 2 [1030, 2040].
     * 1's partner 3 does not exist: 0 passes what it received from 2 (2 elements) to 1 [2040,
     * 3060]; both then reduce 2 elements: 3070 ps. No closed form is claimed.
     */
    @Test
    void recursiveDoublingPassesDownOffPowersOfTwo() {
        assertEquals(3_070, timePs(new RecursiveDoublingReduceScatter(), 3, 3));
        assertTrue(new RecursiveDoublingReduceScatter().closedFormPs(new CollArgs(3, 3, 1, 0), MODEL).isEmpty());
    }

    /**
     * Träff's butterfly at p = 4, n = 8: halves of 4 then 2 elements, T(4) + 20 + T(2) + 10 =
     * 1060 + 1030 = 2090 ps; it needs a power of two and equal blocks.
     */
    @Test
    void noncommutativeHalvesTheDataEveryStep() {
        NoncommutativeReduceScatter a = new NoncommutativeReduceScatter();
        assertEquals(2_090, timePs(a, 4, 8));
        assertTrue(AlgorithmRegistry.violation(a, CollArgs.of(4, 6)).orElseThrow().contains("equal blocks"));
        assertTrue(AlgorithmRegistry.violation(a, CollArgs.of(6, 12)).orElseThrow().contains("power-of-two"));
        assertEquals(4, NoncommutativeReduceScatter.mirror(1, 3));
        assertEquals(6, NoncommutativeReduceScatter.mirror(3, 3));
    }
}
