package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Alltoallv and alltoallw with a full count matrix (every pair its own count): every algorithm in
 * the registry delivers to each rank exactly the blocks addressed to it, of the right sizes, in
 * source order, at 1..33, 64 and 100 ranks with random matrices that include zeros (a third of
 * the entries, and a sparse variant with whole empty rows and columns); and takes the time derived
 * by hand under Hockney's model where the schedule makes one exact.
 */
class AlltoallvMatrixTest {
    /** alpha 2 us, beta 1 ns/B, gamma 0.5 ns/B: an n-byte message between idle ports takes 2 us + n ns. */
    private static final HockneyModel MODEL = new HockneyModel(2_000_000, 1_000, 500);

    static Stream<Arguments> cases() {
        List<Arguments> out = new ArrayList<>();
        List<CollectiveAlgorithm> algorithms = AlgorithmRegistry.builtIn().all().stream()
                .filter(a -> a.collective().matrix()).toList();
        int[] ranks = IntStream.concat(IntStream.rangeClosed(1, 33), IntStream.of(64, 100)).toArray();
        for (CollectiveAlgorithm a : algorithms) {
            for (int p : ranks) {
                out.add(Arguments.of(a.collective().id() + "/" + a.name() + " random", a, random(p, p, 3, 9)));
                out.add(Arguments.of(a.collective().id() + "/" + a.name() + " sparse", a, sparse(p, 31L * p)));
            }
            out.add(Arguments.of(a.collective().id() + "/" + a.name() + " batch 3", configured(a), random(13, 5, 3, 40)));
        }
        return out.stream();
    }

    /** The algorithm with a batch of 3 where it has a batch (several batches with empty blocks among them), else itself. */
    private static CollectiveAlgorithm configured(CollectiveAlgorithm a) {
        return a.name().equals("scattered") ? a.withParameters(java.util.Map.of("batch", 3L)) : a;
    }

    /** p x p counts in 0..max-1, about one in {@code zeroOneIn} forced to zero. */
    static long[][] random(int p, long seed, int zeroOneIn, int max) {
        Random random = new Random(seed);
        long[][] m = new long[p][p];
        for (int s = 0; s < p; s++) {
            for (int d = 0; d < p; d++) {
                m[s][d] = random.nextInt(zeroOneIn) == 0 ? 0 : random.nextInt(max);
            }
        }
        return m;
    }

    /** Mostly zeros: rank 1 sends nothing, nobody sends to rank 0, a few large blocks elsewhere. */
    private static long[][] sparse(int p, long seed) {
        long[][] m = random(p, seed, 1, 1);
        Random random = new Random(seed);
        for (int k = 0; k < p; k++) {
            int s = random.nextInt(p);
            int d = random.nextInt(p);
            m[s][d] = s == 1 || d == 0 ? 0 : 1 + random.nextInt(200);
        }
        return m;
    }

    @ParameterizedTest(name = "{0} p={2}")
    @MethodSource("cases")
    void everyRankReceivesExactlyTheBlocksAddressedToIt(String label, CollectiveAlgorithm a, long[][] m) {
        int p = m.length;
        CollArgs args = CollArgs.vector(Counts.matrix(m), 1, 0, ReduceOp.SUM);
        CollectiveRun.Result result = CollectiveRun.run(new Network(p, MODEL), a, args, true, 1);
        for (int dst = 0; dst < p; dst++) {
            assertArrayEquals(expected(m, dst), result.outputs()[dst], label + " rank " + dst + " of " + p);
        }
    }

    /**
     * Rank dst's output, from the matrix alone: for each source in rank order, the m[src][dst]
     * elements of src's input that follow its blocks for ranks 0 .. dst-1.
     */
    private static long[] expected(long[][] m, int dst) {
        List<Long> out = new ArrayList<>();
        for (int src = 0; src < m.length; src++) {
            long at = 0;
            for (int d = 0; d < dst; d++) {
                at += m[src][d];
            }
            for (long k = 0; k < m[src][dst]; k++) {
                out.add(CollectiveData.value(src, at + k));
            }
        }
        return out.stream().mapToLong(Long::longValue).toArray();
    }

    @Test
    void pairwiseTakesTheSumOverItsStepsWhenEveryStepMovesEqualBlocks() {
        // block(s, d) = c[(d - s) mod 5]: at step i every rank sends c[i] to rank + i and receives
        // c[i] from rank - i, a shift permutation of equal messages; all ranks start step i
        // together, so step i takes alpha + c[i] beta: 4 x 2 us + (0 + 3 + 100 + 20) ns = 8.123 us.
        long[] c = {7, 0, 3, 100, 20};
        long[][] m = new long[5][5];
        for (int s = 0; s < 5; s++) {
            for (int d = 0; d < 5; d++) {
                m[s][d] = c[Math.floorMod(d - s, 5)];
            }
        }
        CollArgs args = CollArgs.vector(Counts.matrix(m), 1, 0, ReduceOp.SUM);
        assertEquals(8_123_000, time("pairwise", args));
        assertEquals(8_123_000, algorithm("pairwise").closedFormPs(args, MODEL).getAsLong());
    }

    @Test
    void pairwiseTakesTheSumOfItsStepsLargestBlocksWhenTheyCoverEveryRank() {
        // p = 5, step i: rank r sends block(r, r + i). Ranks 0, 2i and 3i mod 5 send the step's largest
        // block (3000, 1200, 2500, 800 B), so every rank sends or receives one of them and ends the step
        // at alpha + largest beta, the ranks in step: 4 x 2 us + 7500 ns = 15.5 us (examples/ti/smpi/irregular.c's
        // matrix, which SMPI ends at 4 x 2.016 + 7.5 with its envelope).
        long[][] m = {{0, 3000, 1200, 2500, 800}, {0, 0, 0, 1200, 2500}, {700, 800, 100, 3000, 40},
            {0, 2000, 800, 0, 3000}, {1000, 1200, 2500, 300, 50}};
        CollArgs args = CollArgs.vector(Counts.matrix(m), 1, 0, ReduceOp.SUM);
        assertEquals(15_500_000, time("pairwise", args));
        assertEquals(15_500_000, algorithm("pairwise").closedFormPs(args, MODEL).getAsLong());
        m[1][3] = 1199; // at step 2 rank 3 now receives 1199 B (from rank 1) and sends 0: no closed form is claimed
        assertEquals(true, algorithm("pairwise").closedFormPs(CollArgs.vector(Counts.matrix(m), 1, 0, ReduceOp.SUM), MODEL)
                .isEmpty());
    }

    @Test
    void twoRanksExchangeTheirBlocksAtOnce() {
        // p = 2, rank 0 sends 300 B to rank 1 and rank 1 40 B to rank 0: the two messages cross on
        // idle ports, every algorithm ends with the larger, 2 us + 300 ns (own blocks are copies).
        CollArgs args = CollArgs.vector(Counts.matrix(new long[][] {{5, 300}, {40, 9}}), 1, 0, ReduceOp.SUM);
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            if (a.collective().matrix()) {
                assertEquals(2_300_000, CollectiveRun.run(new Network(2, MODEL), a, args, false, 1).timePs(), a.name());
            }
        }
    }

    @Test
    void oneMatrixServesEveryRankAndCallThatResolvesIt() {
        CountsSpec.Matrix spec = CountsSpec.Matrix.of(random(6, 1, 3, 9));
        long total = spec.counts().total();
        assertSame(spec.resolve(total, 6), spec.resolve(total, 6));
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> spec.resolve(total, 5));
        assertEquals("the count matrix " + spec.counts() + " is for 6 ranks and " + total + " elements, not 5 and " + total,
                wrong.getMessage());
        assertEquals("count from rank 1 to rank 0 is negative: -1", assertThrows(IllegalArgumentException.class,
                () -> Counts.matrix(new long[][] {{0, 1}, {-1, 0}})).getMessage());
        assertEquals("row 1 of the count matrix has 1 counts, not 2", assertThrows(IllegalArgumentException.class,
                () -> Counts.matrix(new long[][] {{0, 1}, {1}})).getMessage());
    }

    private static CollectiveAlgorithm algorithm(String name) {
        return AlgorithmRegistry.builtIn().find(Collective.ALLTOALLV, name).orElseThrow();
    }

    private static long time(String name, CollArgs args) {
        return CollectiveRun.run(new Network(args.ranks(), MODEL), algorithm(name), args, false, 1).timePs();
    }
}
