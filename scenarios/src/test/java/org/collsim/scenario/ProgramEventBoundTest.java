package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.program.EventBound;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The program and GOAL events estimates are lower bounds, so they never refuse a point that fits:
 * for every example program or GOAL schedule that runs, the events one run fires are at least the estimate,
 * and every one of them does something the estimate sees (it is not zero).
 */
class ProgramEventBoundTest {
    static Stream<Path> programExamples() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().filter(ProgramEventBoundTest::hasProgram)
                    .toList().stream();
        }
    }

    private static boolean hasProgram(Path p) {
        try {
            String text = Files.readString(p);
            return text.contains("\"program\"") || text.contains("\"trace\"");
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("programExamples")
    void theEstimateIsBelowTheEventsFired(Path example) throws Exception {
        Scenario s = ScenarioLoader.standard().load(example);
        for (ScenarioPoint<?> p : ScenarioRunner.points(s)) {
            long estimate;
            if (p instanceof ProgramPoint program) {
                estimate = EventBound.events(program.program().program(), program.ranks());
            } else if (p instanceof GoalPoint goal) {
                estimate = goal.trace().schedule().totalOperations();
            } else {
                continue;
            }
            ResultRecord r;
            try {
                r = ScenarioRunner.runPoint(AlgorithmRegistry.builtIn(), p);
            } catch (PointFailure expected) {
                continue; // deadlock.json shows a failure: no run to compare
            }
            long firedOnce = r.events(); // replication 0's
            assertTrue(estimate <= firedOnce && estimate > 0, example + " at " + p.ranks() + " ranks: estimate "
                    + estimate + ", fired " + firedOnce);
        }
    }
}
