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
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * knomial and pipelined_chain at parameter values other than their defaults (the registry's
 * matrices run the defaults): data at every p in 1..33, 64 and 100 with counts not divisible
 * by p, and their closed forms under Hockney to the picosecond.
 */
class ParameterizedBcastTest {
    private static final HockneyModel MODEL = new HockneyModel(2_000_000, 1_000, 500);
    /** (alpha, beta) pairs in ps and ps/B for the cost tests: the data model's, and odd values. */
    private static final long[][] ALPHA_BETA = {{2_000_000, 1_000}, {7, 3}};

    private static CollectiveAlgorithm configured(CollectiveAlgorithm a, String name, long value) {
        AlgorithmRegistry.Configured c = AlgorithmRegistry.configure(a, Map.of(name, value));
        assertEquals(List.of(), c.problems());
        return c.algorithm();
    }

    static Stream<Arguments> dataCases() {
        List<Arguments> out = new ArrayList<>();
        List<CollectiveAlgorithm> algorithms = List.of(
                configured(new KnomialBcast(), "k", 3), configured(new KnomialBcast(), "k", 4),
                configured(new KnomialBcast(), "k", 7), configured(new PipelinedChainBcast(), "segment", 3),
                configured(new PipelinedChainBcast(), "segment", 64));
        List<Integer> ranks = new ArrayList<>();
        for (int p = 1; p <= 33; p++) {
            ranks.add(p);
        }
        ranks.addAll(List.of(64, 100));
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

    /** log_k(p) (k-1) (alpha + n beta) for p a power of k, with either of MPICH's trees; nothing claimed elsewhere. */
    @Test
    void knomialTakesItsClosedFormAtPowersOfK() {
        for (long tree : new long[] {0, 1}) {
            for (int k : new int[] {3, 4, 5}) {
                knomialTakesItsClosedForm(AlgorithmRegistry.configure(new KnomialBcast(), Map.of("k", (long) k, "tree", tree))
                        .algorithm(), k);
            }
        }
    }

    private static void knomialTakesItsClosedForm(CollectiveAlgorithm a, int k) {
        for (int p = k, levels = 1; p <= 125; p *= k, levels++) {
            for (long[] ab : ALPHA_BETA) {
                HockneyModel m = new HockneyModel(ab[0], ab[1], 11);
                CollArgs args = new CollArgs(p, 96, 1, 0);
                long expected = (long) levels * (k - 1) * (ab[0] + 96 * ab[1]);
                assertEquals(expected, a.closedFormPs(args, m).orElseThrow());
                assertEquals(expected, CollectiveRun.run(new Network(p, m), a, args, false, 1).timePs(), a.label() + " p=" + p);
            }
        }
        assertEquals(false, a.closedFormPs(new CollArgs(k + 1, 96, 1, 0), MODEL).isPresent());
    }

    /**
     * 1000 B in segments of 96 B: c = 11 chunks, ten of 96 B (t = alpha + 96 beta) and one of
     * 40 B (t' = alpha + 40 beta); the last rank of p holds the last chunk at (c + p - 3) t + t'.
     */
    @Test
    void pipelinedChainTakesItsClosedFormWithAShortLastChunk() {
        CollectiveAlgorithm a = configured(new PipelinedChainBcast(), "segment", 96);
        for (int p : new int[] {2, 3, 5, 17}) {
            for (long[] ab : ALPHA_BETA) {
                HockneyModel m = new HockneyModel(ab[0], ab[1], 11);
                long t = ab[0] + 96 * ab[1];
                long last = ab[0] + 40 * ab[1];
                long expected = (11 + p - 3) * t + last;
                CollArgs args = new CollArgs(p, 1000, 1, 0);
                assertEquals(expected, a.closedFormPs(args, m).orElseThrow());
                assertEquals(expected, CollectiveRun.run(new Network(p, m), a, args, false, 1).timePs(), "p=" + p);
            }
        }
    }

    /** Each forward depends on its own chunk's receive: an edge per chunk, no fence at all. */
    @Test
    void aChainRankForwardsEachChunkAfterItsOwnArrival() {
        CollectiveAlgorithm a = configured(new PipelinedChainBcast(), "segment", 10);
        Schedule s = Schedules.of(a, new CollArgs(4, 35, 1, 0), 2); // 4 chunks: 10, 10, 10, 5
        assertEquals(4, s.countOf(VertexKind.RECV));
        assertEquals(4, s.countOf(VertexKind.SEND));
        assertEquals(4, s.edges());
        assertEquals(s.size(), s.longestPhase());
        for (int v = 0; v < s.size(); v += 2) {
            assertEquals(v + 1, s.successor(s.firstSuccessor(v)), "recv " + v + " releases its own forward");
        }
        assertEquals("pipelined_chain:segment=10", a.label());
        assertEquals("pipelined_chain", new PipelinedChainBcast().label());
    }

    @Test
    void badParameterValuesNameTheRangeAndUnknownNamesTheValidOnes() {
        assertEquals(List.of("k must be in 2..65536, found 1"),
                AlgorithmRegistry.configure(new KnomialBcast(), Map.of("k", 1L)).problems());
        assertEquals(List.of("bcast algorithm \"knomial\" has parameters [k, tree], not \"radix\""),
                AlgorithmRegistry.configure(new KnomialBcast(), Map.of("radix", 4L)).problems());
        assertEquals(List.of("bcast algorithm \"binomial\" has no parameters, not \"k\""),
                AlgorithmRegistry.configure(new BinomialBcast(), Map.of("k", 4L)).problems());
    }

    /**
     * The orders of MPICH's own drawings in treeutil.c (8 ranks, k = 2): knomial_2's root sends
     * to 4, 2, 1 and 4 to 6, 5; knomial_1's root to 1, 5, 7 and 1 to 2, 4. At k = 3 and 9 ranks,
     * knomial_2 sets the root's digits 2, 1 at position 3 then 1 (6, 3, 2, 1); knomial_1's
     * subtrees of 3 ranks start at 1 and 4, those of 1 rank at 7 and 8.
     */
    @Test
    void knomialSendsInMpichsOrderForEitherTree() {
        assertEquals(List.of(4, 2, 1), sendPeers(knomial(2, "knomial_2"), 8, 0));
        assertEquals(List.of(6, 5), sendPeers(knomial(2, "knomial_2"), 8, 4));
        assertEquals(List.of(1, 5, 7), sendPeers(knomial(2, "knomial_1"), 8, 0));
        assertEquals(List.of(2, 4), sendPeers(knomial(2, "knomial_1"), 8, 1));
        assertEquals(List.of(6, 3, 2, 1), sendPeers(knomial(3, "knomial_2"), 9, 0));
        assertEquals(List.of(1, 4, 7, 8), sendPeers(knomial(3, "knomial_1"), 9, 0));
        assertEquals("knomial:tree=knomial_1", knomial(2, "knomial_1").label());
    }

    private static CollectiveAlgorithm knomial(long k, String tree) {
        long treeValue = new KnomialBcast().parameters().stream().filter(p -> p.name().equals("tree")).findFirst()
                .orElseThrow().parse(tree).orElseThrow();
        return AlgorithmRegistry.configure(new KnomialBcast(), Map.of("k", k, "tree", treeValue)).algorithm();
    }

    private static List<Integer> sendPeers(CollectiveAlgorithm a, int p, int rank) {
        Schedule s = Schedules.of(a, new CollArgs(p, 4, 1, 0), rank);
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            if (s.kind(i) == VertexKind.SEND) {
                out.add(s.peer(i));
            }
        }
        return out;
    }
}
