package org.collsim.mpi.coll;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.NetworkModel;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveRun;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A run without data holds its schedules' adjacent free copies as one (ScheduleBuilder), so that
 * Bruck's alltoall is one schedule shared by every rank; a run with data keeps every copy. For
 * every algorithm of the library the two give every rank the same time, the same messages and the
 * same bytes, under hockney and under loggp (whose order among vertices readied together is
 * LogGOPSim's: sends, receives, then the rest).
 */
class TimingOnlyRunTest {
    private static final List<NetworkModel> MODELS = List.of(new HockneyModel(2_000_000, 1_000, 500),
            new LogGPModel(2_500_000, 1_500_000, 1_000_000, 6_000, 0, 65535, 1_000));
    private static final int[] RANKS = {5, 8, 13};
    private static final long[] COUNTS = {7, 100};

    @TestFactory
    List<DynamicTest> withAndWithoutDataTheRunsAgree() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CollectiveAlgorithm algorithm : AlgorithmRegistry.builtIn().all()) {
            tests.add(DynamicTest.dynamicTest(algorithm.collective().id() + "/" + algorithm.name(), () -> {
                for (NetworkModel model : MODELS) {
                    for (int p : RANKS) {
                        for (long n : COUNTS) {
                            CollArgs args = new CollArgs(p, n, 8, algorithm.collective().rooted() ? p / 2 : 0);
                            if (AlgorithmRegistry.violation(algorithm, args).isEmpty()) {
                                check(algorithm, args, model);
                            }
                        }
                    }
                }
            }));
        }
        return tests;
    }

    private static void check(CollectiveAlgorithm algorithm, CollArgs args, NetworkModel model) {
        CollectiveRun.Result timing = CollectiveRun.run(new Network(args.ranks(), model), algorithm, args, false, 1);
        CollectiveRun.Result data = CollectiveRun.run(new Network(args.ranks(), model), algorithm, args, true, 1);
        String label = algorithm.name() + " " + args + " under " + model;
        assertArrayEquals(data.rankDonePs(), timing.rankDonePs(), label);
        assertEquals(data.messages(), timing.messages(), label);
        assertEquals(data.bytesSent(), timing.bytesSent(), label);
    }
}
