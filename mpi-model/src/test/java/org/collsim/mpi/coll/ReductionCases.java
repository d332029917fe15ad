package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntUnaryOperator;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.params.provider.Arguments;

/**
 * The scaffolding of the tests that run reducing algorithms beyond the registry's defaults:
 * configured algorithms, their data cases (every p in 1..33, 64 and 100, sum and the
 * non-commutative matrix product where accepted) and the check of a run's data.
 */
public final class ReductionCases {
    /** The model the data runs use. */
    public static final HockneyModel MODEL = new HockneyModel(2_000_000, 1_000, 500);

    private ReductionCases() {
    }

    /** {@code a} with these parameter values, which must be valid. */
    public static CollectiveAlgorithm configured(CollectiveAlgorithm a, Map<String, Long> values) {
        AlgorithmRegistry.Configured c = AlgorithmRegistry.configure(a, values);
        assertEquals(List.of(), c.problems());
        return c.algorithm();
    }

    public static CollectiveAlgorithm configured(CollectiveAlgorithm a, String name, long value) {
        return configured(a, Map.of(name, value));
    }

    /** Every algorithm at every p in 1..33, 64 and 100 with each count and operation it accepts, rooted at {@code root(p)}. */
    public static Stream<Arguments> dataCases(List<CollectiveAlgorithm> algorithms, long[] counts, IntUnaryOperator root) {
        List<Integer> ranks = new ArrayList<>();
        for (int p = 1; p <= 33; p++) {
            ranks.add(p);
        }
        ranks.addAll(List.of(64, 100));
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : algorithms) {
            for (int p : ranks) {
                for (long n : counts) {
                    for (ReduceOp op : new ReduceOp[] {ReduceOp.SUM, ReduceOp.MATRIX2X2}) {
                        CollArgs args = new CollArgs(p, n, 1, root.applyAsInt(p), op);
                        if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                            out.add(Arguments.of(a.label() + " " + op.id(), a, args));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    /** Runs {@code a} with data and checks every rank's output against the sequential reference. */
    public static void everyRankHoldsTheReference(String label, CollectiveAlgorithm a, CollArgs args) {
        long[][] out = CollectiveRun.run(new Network(args.ranks(), MODEL), a, args, true, 1).outputs();
        for (int r = 0; r < args.ranks(); r++) {
            assertArrayEquals(CollectiveData.expectedOutput(a.collective(), args, r), out[r], label + " rank " + r);
        }
    }
}
