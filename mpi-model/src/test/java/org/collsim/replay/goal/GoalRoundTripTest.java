package org.collsim.replay.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayInputStream;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every algorithm of the library, exported as GOAL and replayed, gives each rank the time the run
 * under collsim's loggp model gives it, to the picosecond: the same schedule under the same rule
 * (docs/REPLAY.md). Eager and rendezvous sizes, powers of two and not, two parameter sets (one where
 * the NIC gap dominates, one where the CPU overhead does) with a gamma of whole ns per byte.
 */
class GoalRoundTripTest {
    private static final List<LogGPModel> MODELS = List.of(
            new LogGPModel(2_500_000, 1_500_000, 1_000_000, 6_000, 0, 65535, 1_000),
            new LogGPModel(5_000, 1_000, 3_000, 10, 3, 64, 0));
    private static final int[] RANKS = {2, 3, 5, 8, 12};
    private static final long[] BYTES = {0, 8, 1000, 65536 * 2};

    @TestFactory
    List<DynamicTest> exportedSchedulesReplayToTheSameRankTimes() {
        List<DynamicTest> tests = new ArrayList<>();
        for (CollectiveAlgorithm algorithm : AlgorithmRegistry.builtIn().all()) {
            tests.add(DynamicTest.dynamicTest(algorithm.collective().id() + "/" + algorithm.name(), () -> {
                for (LogGPModel model : MODELS) {
                    for (int ranks : RANKS) {
                        for (long bytes : BYTES) {
                            CollArgs args = new CollArgs(ranks, bytes / 8, 8, ranks > 2 ? 1 : 0);
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

    private static void check(CollectiveAlgorithm algorithm, CollArgs args, LogGPModel model) throws Exception {
        JobSpec spec = new JobSpec(new Network(args.ranks(), model), RunOptions.defaults(), AlgorithmRegistry.builtIn(), 1);
        long[] run = CollectiveRun.run(spec, algorithm, args, false).rankDonePs();
        StringWriter text = new StringWriter();
        GoalWriter writer = new GoalWriter(text, args.ranks(), args.elementBytes(), model.gamma()::timePs, "test");
        Job.run(new JobSpec(new Network(args.ranks(), model), RunOptions.defaults(), AlgorithmRegistry.builtIn(), 1),
                new GoalExport(algorithm, args, writer));
        GoalSchedule schedule = GoalFiles.parse(new ByteArrayInputStream(text.toString().getBytes(StandardCharsets.US_ASCII)),
                "export.goal");
        long[] replayed = GoalReplay.run(schedule, LogGopsParameters.of(model), null).endPs();
        assertArrayEquals(run, replayed, () -> algorithm.name() + " " + args + " under " + model + "\n" + text);
    }
}
