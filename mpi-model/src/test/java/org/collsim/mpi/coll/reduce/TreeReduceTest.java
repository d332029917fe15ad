package org.collsim.mpi.coll.reduce;

import static org.collsim.mpi.coll.ReductionCases.configured;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.ReductionCases;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * knomial, pipelined_chain and in_order_binary reduce beyond the registry's defaults: data at
 * every p in 1..33, 64 and 100, counts not divisible by p, roots other than 0, with the
 * non-commutative matrix product where the algorithm accepts it; and their costs under Hockney.
 */
class TreeReduceTest {
    /** (alpha, beta, gamma): combinations cheaper than transfers, and dearer (11 ps/B against 3). */
    private static final long[][] MODELS = {{2_000_000, 1_000, 500}, {7, 3, 11}};

    static Stream<Arguments> dataCases() {
        List<CollectiveAlgorithm> algorithms = List.of(configured(new KnomialReduce(), "k", 3),
                configured(new KnomialReduce(), "k", 4), configured(new PipelinedChainReduce(), "segment", 3),
                configured(new PipelinedChainReduce(), "segment", 40), new InOrderBinaryReduce());
        return ReductionCases.dataCases(algorithms, new long[] {1, 10, 101}, p -> p > 2 ? p / 3 : 0);
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("dataCases")
    void theRootHoldsTheReductionInRankOrder(String label, CollectiveAlgorithm a, CollArgs args) {
        ReductionCases.everyRankHoldsTheReference(label, a, args);
    }

    /** p = k^m, sum: m((k-1) max(t, r) + min(t, r)), t = alpha + n beta, r = n gamma (the class comment). */
    @Test
    void knomialTakesItsClosedFormAtPowersOfK() {
        for (int k : new int[] {3, 4}) {
            CollectiveAlgorithm a = configured(new KnomialReduce(), "k", k);
            for (int p = k, m = 1; p <= 64; p *= k, m++) {
                for (long[] abg : MODELS) {
                    HockneyModel model = new HockneyModel(abg[0], abg[1], abg[2]);
                    long t = abg[0] + 96 * abg[1];
                    long r = 96 * abg[2];
                    long expected = m * ((k - 1) * Math.max(t, r) + Math.min(t, r));
                    CollArgs args = new CollArgs(p, 96, 1, p - 1);
                    assertEquals(expected, a.closedFormPs(args, model).orElseThrow());
                    assertEquals(expected, Schedules.timePs(a, args, model), a.label() + " p=" + p);
                }
            }
        }
    }

    /** 960 B in ten chunks of 96 B: (p-1)(t + r) + 9 max(t, r) with t = alpha + 96 beta, r = 96 gamma. */
    @Test
    void pipelinedChainTakesItsClosedFormWithEqualChunks() {
        CollectiveAlgorithm a = configured(new PipelinedChainReduce(), "segment", 96);
        for (int p : new int[] {2, 3, 5, 17}) {
            for (long[] abg : MODELS) {
                HockneyModel model = new HockneyModel(abg[0], abg[1], abg[2]);
                long t = abg[0] + 96 * abg[1];
                long r = 96 * abg[2];
                long expected = (p - 1) * (t + r) + 9 * Math.max(t, r);
                CollArgs args = new CollArgs(p, 960, 1, p / 2);
                assertEquals(expected, a.closedFormPs(args, model).orElseThrow());
                assertEquals(expected, Schedules.timePs(a, args, model), "p=" + p);
            }
            assertEquals(false, a.closedFormPs(new CollArgs(p, 1000, 1, 0), ReductionCases.MODEL).isPresent());
        }
    }

    /**
     * Complete in-order trees (p = 3, 7, 15): d (2t + 2r), plus t when rank p-1 forwards the
     * result to another root. The tree of 7 ranks is 6 -> {5, 2}, 5 -> {4, 3}, 2 -> {1, 0}.
     */
    @Test
    void inOrderBinaryTakesItsClosedFormOnCompleteTrees() {
        assertArrayEquals(new int[] {-1, 5, 2}, InOrderBinaryReduce.node(6, 7));
        assertArrayEquals(new int[] {6, 4, 3}, InOrderBinaryReduce.node(5, 7));
        assertArrayEquals(new int[] {2, -1, -1}, InOrderBinaryReduce.node(0, 7));
        CollectiveAlgorithm a = new InOrderBinaryReduce();
        for (int[] pd : new int[][] {{3, 1}, {7, 2}, {15, 3}}) {
            for (long[] abg : MODELS) {
                HockneyModel model = new HockneyModel(abg[0], abg[1], abg[2]);
                long t = abg[0] + 96 * abg[1];
                long r = 96 * abg[2];
                for (ReduceOp op : new ReduceOp[] {ReduceOp.SUM, ReduceOp.MATRIX2X2}) {
                    CollArgs atTreeRoot = new CollArgs(pd[0], 96, 1, pd[0] - 1, op);
                    assertEquals(pd[1] * (2 * t + 2 * r), Schedules.timePs(a, atTreeRoot, model));
                    assertEquals(pd[1] * (2 * t + 2 * r), a.closedFormPs(atTreeRoot, model).orElseThrow());
                    CollArgs elsewhere = new CollArgs(pd[0], 96, 1, 0, op);
                    assertEquals(pd[1] * (2 * t + 2 * r) + t, Schedules.timePs(a, elsewhere, model));
                }
            }
        }
    }
}
