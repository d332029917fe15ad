package org.collsim.mpi.coll.allreduce;

import static org.collsim.mpi.coll.ReductionCases.configured;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.ReductionCases;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * tree, double_binary_tree and swing beyond the registry's defaults: data at every p in 1..33,
 * 64 and 100 with counts not divisible by p (the non-commutative matrix product where accepted),
 * their trees and partners against the papers' and NCCL's examples, and their costs under Hockney.
 */
class TreeAllreduceTest {
    private static final long[][] MODELS = {{2_000_000, 1_000, 500}, {7, 3, 11}};

    static Stream<Arguments> dataCases() {
        List<CollectiveAlgorithm> algorithms = List.of(
                configured(new TreeAllreduce(), Map.of("tree", 0L, "k", 3L)),
                configured(new TreeAllreduce(), Map.of("tree", 1L, "k", 4L, "segment", 3L)),
                configured(new TreeAllreduce(), Map.of("tree", 0L, "k", 2L, "segment", 7L)),
                configured(new DoubleBinaryTreeAllreduce(), Map.of("segment", 0L)),
                configured(new DoubleBinaryTreeAllreduce(), Map.of("segment", 3L)),
                new SwingAllreduce(), configured(new SwingAllreduce(), Map.of("variant", 0L)));
        return ReductionCases.dataCases(algorithms, new long[] {1, 10, 101}, p -> 0);
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("dataCases")
    void everyRankHoldsTheReduction(String label, CollectiveAlgorithm a, CollArgs args) {
        ReductionCases.everyRankHoldsTheReference(label, a, args);
    }

    /**
     * One chunk, sum, t = alpha + 96 beta, r = 96 gamma. knomial k = 3 at p = 9 (m = 2):
     * 2(2 max(t, r) + min(t, r)) up and 2 * 2t down; kary k = 3 on the complete tree of 13 ranks
     * (d = 2): 2(3 max(t, r) + min(t, r)) up and 2 * 3t down.
     */
    @Test
    void treeTakesItsClosedForms() {
        CollectiveAlgorithm knomial = configured(new TreeAllreduce(), Map.of("k", 3L));
        CollectiveAlgorithm kary = configured(new TreeAllreduce(), Map.of("tree", 0L, "k", 3L));
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long t = abg[0] + 96 * abg[1];
            long r = 96 * abg[2];
            long expectedKnomial = 2 * (2 * Math.max(t, r) + Math.min(t, r)) + 2 * 2 * t;
            assertEquals(expectedKnomial, knomial.closedFormPs(new CollArgs(9, 96, 1, 0), m).orElseThrow());
            assertEquals(expectedKnomial, Schedules.timePs(knomial, new CollArgs(9, 96, 1, 0), m));
            long expectedKary = 2 * (3 * Math.max(t, r) + Math.min(t, r)) + 2 * 3 * t;
            assertEquals(expectedKary, kary.closedFormPs(new CollArgs(13, 96, 1, 0), m).orElseThrow());
            assertEquals(expectedKary, Schedules.timePs(kary, new CollArgs(13, 96, 1, 0), m));
        }
        assertEquals("tree:tree=kary,k=3", kary.label());
    }

    /**
     * NCCL's illustration of 14 ranks: 0 -> 8 -> {4, 12}, 4 -> {2, 6}, 12 -> {10, 13}, 2 -> {1, 3}.
     * Both trees are trees at every p; for even p they share no directed edge (for odd p the
     * shifted tree wraps: 2 -> 0 is in both at p = 3, which the sends-in-order rule handles).
     */
    @Test
    void theBinaryTreeIsNcclsAndTheTwoTreesShareNoEdge() {
        assertArrayEquals(new int[] {-1, -1, 8}, DoubleBinaryTreeAllreduce.btree(0, 14));
        assertArrayEquals(new int[] {0, 4, 12}, DoubleBinaryTreeAllreduce.btree(8, 14));
        assertArrayEquals(new int[] {8, 10, 13}, DoubleBinaryTreeAllreduce.btree(12, 14));
        assertArrayEquals(new int[] {4, 1, 3}, DoubleBinaryTreeAllreduce.btree(2, 14));
        assertArrayEquals(new int[] {12, -1, -1}, DoubleBinaryTreeAllreduce.btree(13, 14));
        // the mirror for 12 ranks (NCCL's second picture): 11 -> 3 -> {7, 1} (8 -> {4, 10} mirrored)
        assertArrayEquals(new int[] {-1, -1, 3}, DoubleBinaryTreeAllreduce.node(1, 11, 12));
        assertArrayEquals(new int[] {11, 7, 1}, DoubleBinaryTreeAllreduce.node(1, 3, 12));
        for (int p = 2; p <= 300; p++) {
            Set<Long> edges = new HashSet<>();
            for (int tree = 0; tree < 2; tree++) {
                int roots = 0;
                for (int r = 0; r < p; r++) {
                    int parent = DoubleBinaryTreeAllreduce.node(tree, r, p)[0];
                    if (parent < 0) {
                        roots++;
                        continue;
                    }
                    assertTrue(edges.add((long) r * p + parent) || p % 2 == 1, "p=" + p + " edge " + r + "->" + parent + " in both trees");
                    int[] up = DoubleBinaryTreeAllreduce.node(tree, parent, p);
                    assertTrue(up[1] == r || up[2] == r, "p=" + p + " tree " + tree + ": " + parent + " lists " + r);
                }
                assertEquals(1, roots, "p=" + p + " tree " + tree);
            }
        }
    }

    /**
     * p = 2, 1000 B halves of 500 B in segments of 100 B: c = 5 chunks, t = alpha + 100 beta,
     * r = 100 gamma; each rank sends its chunks up at t, 2t, .. while combining the other's
     * (the last done at c max(t, r) + min(t, r)), then each root returns its half: + c t.
     */
    @Test
    void doubleBinaryTreeByHandAtTwoRanks() {
        CollectiveAlgorithm a = configured(new DoubleBinaryTreeAllreduce(), Map.of("segment", 100L));
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long t = abg[0] + 100 * abg[1];
            long r = 100 * abg[2];
            long expected = 5 * Math.max(t, r) + Math.min(t, r) + 5 * t;
            assertEquals(expected, a.closedFormPs(new CollArgs(2, 1000, 1, 0), m).orElseThrow());
            assertEquals(expected, Schedules.timePs(a, new CollArgs(2, 1000, 1, 0), m));
        }
    }

    /**
     * rho(s) = 1, -1, 3, -5, 11, -21; at p = 16, rank 0's partners are 1, 15, 3, 11 and rank 5's
     * are 4, 6, 2, 10 (the paper's Figure: pi(r, s) = r + rho(s) for even r, r - rho(s) for odd r).
     */
    @Test
    void swingPartnersFollowThePaper() {
        assertArrayEquals(new long[] {1, -1, 3, -5, 11, -21},
                new long[] {SwingAllreduce.rho(0), SwingAllreduce.rho(1), SwingAllreduce.rho(2),
                        SwingAllreduce.rho(3), SwingAllreduce.rho(4), SwingAllreduce.rho(5)});
        int[] zero = new int[4];
        int[] five = new int[4];
        for (int s = 0; s < 4; s++) {
            zero[s] = SwingAllreduce.peer(0, s, 16);
            five[s] = SwingAllreduce.peer(5, s, 16);
            for (int r = 0; r < 16; r++) {
                assertEquals(r, SwingAllreduce.peer(SwingAllreduce.peer(r, s, 16), s, 16), "a perfect matching");
            }
        }
        assertArrayEquals(new int[] {1, 15, 3, 11}, zero);
        assertArrayEquals(new int[] {4, 6, 2, 10}, five);
    }

    /**
     * Every rank's layout holds every block once, and at step s its first p/2^(s+1) blocks are the
     * ones it keeps (order(r, s+1)) and the next p/2^(s+1) the ones it sends its partner q, in the
     * order q keeps them (order(q, s+1)): each exchange is one region on both sides.
     */
    @Test
    void swingLayoutsMakeEveryExchangeContiguous() {
        for (int p = 2; p <= 1024; p *= 2) {
            int steps = Integer.numberOfTrailingZeros(p);
            for (int r = 0; r < p; r++) {
                int[] layout = SwingReach.order(r, 0, p);
                int[] sorted = layout.clone();
                Arrays.sort(sorted);
                for (int b = 0; b < p; b++) {
                    assertEquals(b, sorted[b], "p=" + p + " rank " + r);
                }
                for (int s = 0; s < steps; s++) {
                    int half = p >> (s + 1);
                    int q = SwingAllreduce.peer(r, s, p);
                    assertArrayEquals(SwingReach.order(r, s + 1, p), Arrays.copyOfRange(layout, 0, half), "p=" + p + " rank " + r);
                    assertArrayEquals(SwingReach.order(q, s + 1, p), Arrays.copyOfRange(layout, half, 2 * half), "p=" + p + " rank " + r);
                }
            }
        }
    }

    /**
     * Swing at p = 3 by hand (t_b = alpha + b beta, r_b = b gamma). Rank 0 folds into 1 ([0, t_96],
     * combined by t_96 + r_96). Bandwidth variant: new ranks 0 (rank 1) and 1 (rank 2) swap halves
     * of 48: rank 2's waits for 1's receive port ([t_96, t_96 + t_48]), rank 1's leaves at
     * t_96 + r_96; both combine by t_96 + r_96 + t_48 + r_48, swap the reduced halves (+ t_48), and
     * rank 1 returns the whole vector to 0 (+ t_96). Latency variant: 2 (t_96 + r_96) + t_96 as
     * recursive doubling's (lg p + 1) S + t.
     */
    @Test
    void swingFoldsANonPowerOfTwoByHand() {
        CollectiveAlgorithm latency = configured(new SwingAllreduce(), Map.of("variant", 0L));
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long t96 = abg[0] + 96 * abg[1];
            long t48 = abg[0] + 48 * abg[1];
            long r96 = 96 * abg[2];
            long r48 = 48 * abg[2];
            assertEquals(3 * t96 + 2 * r96, Schedules.timePs(latency, new CollArgs(3, 96, 1, 0), m));
            assertEquals(2 * t96 + r96 + 2 * t48 + r48, Schedules.timePs(new SwingAllreduce(), new CollArgs(3, 96, 1, 0), m));
        }
        assertEquals("swing:variant=latency", latency.label());
    }

    /** Bandwidth variant, p = 8, n = 64: steps move 32, 16 and 8 elements each way, twice, and combine them once. */
    @Test
    void swingBandwidthTakesRabenseifnersCost() {
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long expected = 0;
            for (long moved : new long[] {32, 16, 8}) {
                expected += 2 * (abg[0] + moved * abg[1]) + moved * abg[2];
            }
            CollArgs args = new CollArgs(8, 64, 1, 0);
            assertEquals(expected, new SwingAllreduce().closedFormPs(args, m).orElseThrow());
            assertEquals(expected, Schedules.timePs(new SwingAllreduce(), args, m));
        }
    }

    /**
     * p = 64, n = 64 * 1000: every block is scattered over the vector, yet each step sends,
     * receives and combines one region (lg p = 6 reduces and 12 sends a rank, at n = 64 as at
     * 64,000: the schedule does not grow with the count), and the time is Rabenseifner's: steps move
     * n/2, n/4, .. n/64 elements each way, twice, and combine them once.
     */
    @Test
    void swingBandwidthStepsAreOneRegionAtAnyCount() {
        for (long n : new long[] {64, 64_000}) {
            CollArgs args = new CollArgs(64, n, 1, 0);
            for (int rank : new int[] {0, 37}) {
                ScheduleBuilder schedule = new ScheduleBuilder(false);
                new SwingAllreduce().build(args, rank, schedule);
                assertEquals(6, schedule.countOf(VertexKind.REDUCE), "n=" + n);
                assertEquals(12, schedule.countOf(VertexKind.SEND), "n=" + n);
                // IN to OUT, at most p copies each way, 3 vertices a reduce-scatter step, 2 an allgather step
                assertTrue(schedule.size() <= 1 + 2 * 64 + 3 * 6 + 2 * 6, "n=" + n + ": " + schedule.size() + " vertices");
            }
        }
        for (long[] abg : MODELS) {
            HockneyModel m = new HockneyModel(abg[0], abg[1], abg[2]);
            long expected = 0;
            for (long moved = 32_000; moved >= 1_000; moved /= 2) {
                expected += 2 * (abg[0] + moved * abg[1]) + moved * abg[2];
            }
            assertEquals(expected, Schedules.timePs(new SwingAllreduce(), new CollArgs(64, 64_000, 1, 0), m));
        }
    }
}
