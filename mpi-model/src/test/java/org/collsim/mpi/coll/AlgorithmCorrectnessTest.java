package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every registered algorithm moves the right data: for every rank count from 1 to 33 and
 * several counts (including ones not divisible by the rank count), at 64 and 100 ranks with two
 * counts and at 1000 ranks with one, every rank's output equals the sequential reference; "v"
 * collectives also with skewed and lognormal per-rank counts, where small totals leave some ranks
 * with empty blocks. Derived from the registry, so a new algorithm is tested at once.
 * Reducing algorithms run with sum and, unless they are restricted to commutative operations,
 * with the non-commutative matrix product, whose reference combines in rank order.
 */
class AlgorithmCorrectnessTest {
    private static final long[] COUNTS = {1, 2, 7, 64, 100};
    private static final ReduceOp[] OPS = {ReduceOp.SUM, ReduceOp.MATRIX2X2};
    /** How "v" collectives split the count: evenly, skewed (rank p-1 eight times rank 0), lognormal, with empty blocks. */
    private static final CountsSpec[] SPLITS = {new CountsSpec.Uniform(), new CountsSpec.LinearSkew(8),
        new CountsSpec.Lognormal(1.5, 7), new CountsSpec.LinearSkew(1_000_000)};
    private static final HockneyModel MODEL = new HockneyModel(2_000_000, 1_000, 500);

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (int p = 1; p <= 33; p++) {
                addCases(out, a, p, COUNTS);
            }
            for (int p : new int[] {64, 100}) {
                addCases(out, a, p, new long[] {7, 100});
            }
            addCases(out, a, 1000, new long[] {countAtThousandRanks(a.collective())});
        }
        return out.stream();
    }

    /**
     * At 1000 ranks one count, not divisible by 1000: 3 elements a block where the buffers hold
     * a block per rank (alltoall's 3000 elements a rank in and out), 1001 where they hold the
     * whole vector (reduce_scatter gives every rank a block, one of them two).
     */
    private static long countAtThousandRanks(Collective c) {
        return switch (c) {
            case GATHER, SCATTER, ALLGATHER, ALLTOALL, REDUCE_SCATTER_BLOCK -> 3;
            default -> 1001;
        };
    }

    private static void addCases(List<Arguments> out, CollectiveAlgorithm a, int p, long[] counts) {
        for (long n : counts) {
            int root = p > 2 ? p / 2 : 0;
            for (ReduceOp op : a.collective().reduces() ? OPS : new ReduceOp[] {ReduceOp.SUM}) {
                for (CountsSpec split : a.collective().vector() ? SPLITS : new CountsSpec[] {new CountsSpec.Uniform()}) {
                    CollArgs args = new CollArgs(p, n, 1, a.collective().rooted() ? root : 0, op, split.resolve(n, p));
                    if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                        out.add(Arguments.of(a.collective().id() + "/" + a.name() + " " + op.id() + " " + split.label(), a, args));
                    }
                }
            }
        }
    }

    /** Every reducing algorithm with every operation it accepts, at a few rank counts. */
    static Stream<Arguments> everyOp() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (ReduceOp op : a.collective().reduces() ? ReduceOp.values() : new ReduceOp[0]) {
                for (int p : new int[] {1, 6, 13}) {
                    CollArgs args = new CollArgs(p, 7, 1, a.collective().rooted() ? p / 2 : 0, op);
                    if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                        out.add(Arguments.of(a.collective().id() + "/" + a.name() + " " + op.id(), a, args));
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} p={2}")
    @MethodSource("everyOp")
    void everyOperationGivesTheReferenceResult(String label, CollectiveAlgorithm algorithm, CollArgs args) {
        everyRankHoldsTheReferenceResult(label, algorithm, args);
    }

    @ParameterizedTest(name = "{0} p={2}")
    @MethodSource("matrix")
    void everyRankHoldsTheReferenceResult(String label, CollectiveAlgorithm algorithm, CollArgs args) {
        CollectiveRun.Result result = CollectiveRun.run(new Network(args.ranks(), MODEL), algorithm, args, true, 1);
        for (int r = 0; r < args.ranks(); r++) {
            long[] expected = CollectiveData.expectedOutput(algorithm.collective(), args, r);
            assertArrayEquals(expected, result.outputs()[r], label + " rank " + r + " of " + args.ranks() + ", count " + args.count());
        }
    }
}
