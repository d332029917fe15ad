package org.collsim.mpi.coll.bcast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * kary, pipelined_tree and binary_split at parameter values other than their defaults (the
 * registry's matrices run the defaults): data at every p in 1..33, 64 and 100 with counts not
 * divisible by p, and their costs under Hockney, derived by hand below.
 */
class TreeBcastTest {
    private static final HockneyModel MODEL = new HockneyModel(2_000_000, 1_000, 500);
    private static final long[][] ALPHA_BETA = {{2_000_000, 1_000}, {7, 3}};

    static CollectiveAlgorithm configured(CollectiveAlgorithm a, Map<String, Long> values) {
        AlgorithmRegistry.Configured c = AlgorithmRegistry.configure(a, values);
        assertEquals(List.of(), c.problems());
        return c.algorithm();
    }

    static Stream<Arguments> dataCases() {
        List<CollectiveAlgorithm> algorithms = List.of(
                configured(new KaryBcast(), Map.of("k", 3L)), configured(new KaryBcast(), Map.of("k", 5L)),
                configured(new PipelinedTreeBcast(), Map.of("tree", 1L, "k", 2L, "segment", 7L)),
                configured(new PipelinedTreeBcast(), Map.of("tree", 1L, "k", 4L, "segment", 0L)),
                configured(new PipelinedTreeBcast(), Map.of("k", 3L, "segment", 3L)),
                configured(new BinarySplitBcast(), Map.of("segment", 3L)),
                configured(new BinarySplitBcast(), Map.of("segment", 16L)));
        List<Integer> ranks = new ArrayList<>();
        for (int p = 1; p <= 33; p++) {
            ranks.add(p);
        }
        ranks.addAll(List.of(64, 100));
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : algorithms) {
            for (int p : ranks) {
                for (long n : new long[] {0, 1, 10, 101}) {
                    out.add(Arguments.of(a.label(), a, new CollArgs(p, n, 1, p > 2 ? p / 3 : 0)));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("dataCases")
    void everyRankHoldsTheRootsBuffer(String label, CollectiveAlgorithm a, CollArgs args) {
        long[][] out = CollectiveRun.run(new Network(args.ranks(), MODEL), a, args, true, 1).outputs();
        for (int r = 0; r < args.ranks(); r++) {
            assertArrayEquals(CollectiveData.expectedOutput(Collective.BCAST, args.ranks(), args.count(), r, args.root()),
                    out[r], label + " rank " + r);
        }
    }

    private static long simulated(CollectiveAlgorithm a, CollArgs args, HockneyModel m) {
        return CollectiveRun.run(new Network(args.ranks(), m), a, args, false, 1).timePs();
    }

    /** Complete k-ary trees of depth d (p = 1 + k + .. + k^d): the last child on every level, d*k*(alpha + n*beta). */
    @Test
    void karyTakesDkTransfersOnCompleteTrees() {
        for (int k : new int[] {3, 4}) {
            CollectiveAlgorithm a = configured(new KaryBcast(), Map.of("k", (long) k));
            int p = 1;
            for (int depth = 1, level = k; depth <= 3; depth++, level *= k) {
                p += level;
                for (long[] ab : ALPHA_BETA) {
                    HockneyModel m = new HockneyModel(ab[0], ab[1], 11);
                    CollArgs args = new CollArgs(p, 96, 1, 0);
                    long expected = (long) depth * k * (ab[0] + 96 * ab[1]);
                    assertEquals(expected, a.closedFormPs(args, m).orElseThrow());
                    assertEquals(expected, simulated(a, args, m), a.label() + " p=" + p);
                }
            }
            assertEquals(false, a.closedFormPs(new CollArgs(k + 2, 96, 1, 0), MODEL).isPresent());
        }
    }

    /**
     * 1000 B in segments of 96 B over complete ternary trees: c = 11 chunks, ten full (t = alpha +
     * 96 beta) and a last of 40 B (t' = alpha + 40 beta). The rank that is the third child on all d
     * levels holds full chunk i at (3i + 3d)t and the last chunk at 3((c + d - 2)t + t').
     */
    @Test
    void pipelinedKaryTreeTakesItsClosedFormWithAShortLastChunk() {
        CollectiveAlgorithm a = configured(new PipelinedTreeBcast(), Map.of("k", 3L, "segment", 96L));
        for (int[] pd : new int[][] {{4, 1}, {13, 2}, {40, 3}}) {
            for (long[] ab : ALPHA_BETA) {
                HockneyModel m = new HockneyModel(ab[0], ab[1], 11);
                long t = ab[0] + 96 * ab[1];
                long last = ab[0] + 40 * ab[1];
                long expected = 3 * ((11 + pd[1] - 2) * t + last);
                CollArgs args = new CollArgs(pd[0], 1000, 1, 0);
                assertEquals(expected, a.closedFormPs(args, m).orElseThrow());
                assertEquals(expected, simulated(a, args, m), "p=" + pd[0]);
            }
        }
    }

    /**
     * A k-nomial tree has no closed form; a small case by hand. p = 4, k = 3: MPICH's knomial_1
     * tree is 0 -> 1 -> {2, 3}. 250 B in segments of 100 B: chunks of 100, 100, 50 B (t, t, t').
     * The root sends them to 1 at [0,t], [t,2t], [2t,2t+t']. Rank 1 forwards chunk 0 to 2 and 3 at
     * [t,2t], [2t,3t], chunk 1 (arrived at 2t) at [3t,4t], [4t,5t], and the last (arrived at
     * 2t + t', port busy until 5t) at [5t,5t+t'], [5t+t',5t+2t']: 5t + 2t' in all.
     */
    @Test
    void pipelinedKnomialTreeByHand() {
        CollectiveAlgorithm a = configured(new PipelinedTreeBcast(), Map.of("tree", 1L, "k", 3L, "segment", 100L));
        assertEquals("pipelined_tree:tree=knomial,k=3,segment=100", a.label());
        for (long[] ab : ALPHA_BETA) {
            HockneyModel m = new HockneyModel(ab[0], ab[1], 11);
            long t = ab[0] + 100 * ab[1];
            long last = ab[0] + 50 * ab[1];
            assertEquals(5 * t + 2 * last, simulated(a, new CollArgs(4, 250, 1, 0), m));
        }
    }

    /**
     * binary_split by hand. p = 2, 1000 B in segments of 96 B: the left half (500 B) goes as five
     * segments of 96 B and one of 20 B, then the root sends the right half (500 B) whole to rank 1,
     * all on the root's port. p = 3, whole halves of 501 and 500 B: 2 t_0 + t_1 (the class comment).
     * p = 4, halves of 50 B (t): the root sends to 1 and 2 at [0,t], [t,2t], rank 1 forwards to 3
     * at [t,2t]; then at 2t the root sends the right half to 3 while 1 and 2 swap: 3t.
     */
    @Test
    void binarySplitByHand() {
        CollectiveAlgorithm segmented = configured(new BinarySplitBcast(), Map.of("segment", 96L));
        CollectiveAlgorithm whole = new BinarySplitBcast();
        for (long[] ab : ALPHA_BETA) {
            HockneyModel m = new HockneyModel(ab[0], ab[1], 11);
            long two = 5 * (ab[0] + 96 * ab[1]) + (ab[0] + 20 * ab[1]) + (ab[0] + 500 * ab[1]);
            assertEquals(two, segmented.closedFormPs(new CollArgs(2, 1000, 1, 0), m).orElseThrow());
            assertEquals(two, simulated(segmented, new CollArgs(2, 1000, 1, 1), m));
            long three = 2 * (ab[0] + 501 * ab[1]) + (ab[0] + 500 * ab[1]);
            assertEquals(three, whole.closedFormPs(new CollArgs(3, 1001, 1, 0), m).orElseThrow());
            assertEquals(three, simulated(whole, new CollArgs(3, 1001, 1, 2), m));
            assertEquals(3 * (ab[0] + 50 * ab[1]), simulated(whole, new CollArgs(4, 100, 1, 0), m));
        }
    }

    @Test
    void aTreeKindIsNamedAndItsBadValuesListTheNames() {
        CollectiveAlgorithm a = new PipelinedTreeBcast();
        assertEquals("pipelined_tree", a.label());
        assertEquals("kary|knomial", a.parameters().get(0).range());
        assertEquals(1, a.parameters().get(0).parse("knomial").orElseThrow());
        assertEquals(false, a.parameters().get(0).parse("binomial").isPresent());
        assertEquals(List.of("tree must be in kary|knomial, found 2"),
                AlgorithmRegistry.configure(a, Map.of("tree", 2L)).problems());
    }
}
