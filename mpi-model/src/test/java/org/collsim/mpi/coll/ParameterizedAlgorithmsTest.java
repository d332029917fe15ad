package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.allgather.BruckAllgather;
import org.collsim.mpi.coll.allgather.RecexchDoublingAllgather;
import org.collsim.mpi.coll.allgather.RecexchHalvingAllgather;
import org.collsim.mpi.coll.alltoall.BruckAlltoall;
import org.collsim.mpi.coll.alltoall.ScatteredAlltoall;
import org.collsim.mpi.coll.barrier.RecexchBarrier;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The radix and throttle algorithms of the allgather, alltoall, reduce_scatter and barrier
 * libraries at parameter values other than their defaults (the registry's matrices run the
 * defaults): data at every p in 1..33, 64 and 100 with counts not divisible by p, and the
 * simulated time equal to the closed form wherever the algorithm claims one.
 */
class ParameterizedAlgorithmsTest {
    private static final HockneyModel MODEL = new HockneyModel(2_000_000, 1_000, 500);
    private static final HockneyModel[] COST_MODELS = {MODEL, new HockneyModel(7, 3, 11)};

    static CollectiveAlgorithm configured(CollectiveAlgorithm a, String name, long value) {
        AlgorithmRegistry.Configured c = AlgorithmRegistry.configure(a, Map.of(name, value));
        assertEquals(List.of(), c.problems());
        return c.algorithm();
    }

    static List<CollectiveAlgorithm> variants() {
        List<CollectiveAlgorithm> out = new ArrayList<>();
        for (long k : new long[] {3, 4, 5, 8}) {
            out.add(configured(new BruckAllgather(), "k", k));
            out.add(configured(new BruckAlltoall(), "k", k));
            out.add(configured(new RecexchDoublingAllgather(), "k", k));
            out.add(configured(new RecexchHalvingAllgather(), "k", k));
            out.add(configured(new RecexchBarrier(), "k", k));
        }
        for (long batch : new long[] {0, 1, 2, 3}) {
            out.add(configured(new ScatteredAlltoall(), "batch", batch));
        }
        return out;
    }

    private static List<Integer> rankCounts() {
        List<Integer> ranks = new ArrayList<>();
        for (int p = 1; p <= 33; p++) {
            ranks.add(p);
        }
        ranks.addAll(List.of(64, 100));
        return ranks;
    }

    static Stream<Arguments> dataCases() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : variants()) {
            for (int p : rankCounts()) {
                for (long n : new long[] {1, 7, 100}) {
                    for (ReduceOp op : a.collective().reduces() ? new ReduceOp[] {ReduceOp.SUM, ReduceOp.MATRIX2X2} : new ReduceOp[] {ReduceOp.SUM}) {
                        CollArgs args = new CollArgs(p, n, 1, 0, op);
                        if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                            out.add(Arguments.of(a.collective().id() + "/" + a.label() + " " + op.id(), a, args));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("dataCases")
    void everyRankHoldsTheReferenceResult(String label, CollectiveAlgorithm a, CollArgs args) {
        long[][] out = CollectiveRun.run(new Network(args.ranks(), MODEL), a, args, true, 1).outputs();
        for (int r = 0; r < args.ranks(); r++) {
            assertArrayEquals(CollectiveData.expectedOutput(a.collective(), args, r), out[r], label + " rank " + r + " of " + args.ranks());
        }
    }

    static Stream<Arguments> costCases() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : variants()) {
            for (HockneyModel m : COST_MODELS) {
                for (int p : new int[] {1, 2, 3, 4, 5, 8, 9, 16, 25, 27, 31, 64, 100, 125}) {
                    for (long n : new long[] {0, 8, 1000}) {
                        CollArgs args = new CollArgs(p, n, 1, 0);
                        OptionalLong expected = a.closedFormPs(args, m);
                        if (AlgorithmRegistry.violation(a, args).isEmpty() && expected.isPresent()) {
                            out.add(Arguments.of(a.collective().id() + "/" + a.label(), a, args, m, expected.getAsLong()));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} {2} {3}")
    @MethodSource("costCases")
    void simulatedTimeEqualsClosedForm(String label, CollectiveAlgorithm a, CollArgs args, HockneyModel m, long expectedPs) {
        assertEquals(expectedPs, CollectiveRun.run(new Network(args.ranks(), m), a, args, false, 1).timePs(), label + " " + args);
    }
}
