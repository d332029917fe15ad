package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Under Hockney's model each algorithm takes exactly the time its closed form (Thakur,
 * Rabenseifner &amp; Gropp 2005) gives, wherever the algorithm says the formula is exact.
 */
class ClosedFormTest {
    private static final HockneyModel[] MODELS = {
        new HockneyModel(2_000_000, 1_000, 500),     // 2us, 1ns/B, 0.5ns/B
        new HockneyModel(1_500_000, 250, 0),         // 1.5us, 4 GB/s, free reductions
        new HockneyModel(7, 3, 11),                  // odd values catch off-by-one terms
    };
    private static final int[] RANKS = {1, 2, 3, 4, 5, 7, 8, 12, 16, 31, 32, 33, 64, 100, 128, 256};
    private static final long[] COUNTS = {0, 1, 8, 96, 1000, 4096, 65536};

    static Stream<Arguments> matrix() {
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (HockneyModel m : MODELS) {
                for (int p : RANKS) {
                    for (long n : COUNTS) {
                        CollArgs args = new CollArgs(p, n, 1, 0);
                        OptionalLong expected = a.closedFormPs(args, m);
                        if (AlgorithmRegistry.violation(a, args).isEmpty() && expected.isPresent()) {
                            out.add(Arguments.of(a.collective().id() + "/" + a.name(), a, args, m, expected.getAsLong()));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    /** "v" collectives with skewed, lognormal and partly empty per-rank counts, where their closed forms claim exactness. */
    static Stream<Arguments> vectorMatrix() {
        CountsSpec[] splits = {new CountsSpec.LinearSkew(8), new CountsSpec.Lognormal(1.5, 3), new CountsSpec.LinearSkew(1_000_000)};
        List<Arguments> out = new ArrayList<>();
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (CountsSpec split : a.collective().vector() ? splits : new CountsSpec[0]) {
                for (int p : new int[] {1, 2, 3, 7, 8, 33, 64}) {
                    for (long n : new long[] {5, 1000, 65536}) {
                        CollArgs args = CollArgs.vector(split.resolve(n, p), 1, p / 2, org.collsim.mpi.sched.ReduceOp.SUM);
                        OptionalLong expected = a.closedFormPs(args, MODELS[2]);
                        if (AlgorithmRegistry.violation(a, args).isEmpty() && expected.isPresent()) {
                            out.add(Arguments.of(a.collective().id() + "/" + a.name() + " " + split.label(), a, args, MODELS[2],
                                    expected.getAsLong()));
                        }
                    }
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} p={2} {3}")
    @MethodSource("vectorMatrix")
    void vectorCollectivesTakeTheirClosedFormWithUnequalCounts(String label, CollectiveAlgorithm a, CollArgs args,
                                                               HockneyModel m, long expectedPs) {
        simulatedTimeEqualsClosedForm(label, a, args, m, expectedPs);
    }

    @ParameterizedTest(name = "{0} p={2} {3}")
    @MethodSource("matrix")
    void simulatedTimeEqualsClosedForm(String label, CollectiveAlgorithm a, CollArgs args, HockneyModel m, long expectedPs) {
        long simulated = CollectiveRun.run(new Network(args.ranks(), m), a, args, false, 1).timePs();
        assertEquals(expectedPs, simulated, label + " p=" + args.ranks() + " n=" + args.count());
    }

    @Test
    void everyAlgorithmStatesAnExactClosedFormSomewhere() {
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            boolean any = false;
            for (int p : RANKS) {
                any |= a.closedFormPs(new CollArgs(p, 4096, 1, 0), MODELS[0]).isPresent();
            }
            assertTrue(any, a.collective().id() + "/" + a.name() + " has no closed form");
        }
    }
}
