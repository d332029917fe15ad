package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.collsim.report.CommWorkloadResults;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.report.ResultsJson;
import org.collsim.scenario.json.Problem;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Examples are tests: every file in {@code examples/} validates, and running it gives exactly
 * the committed golden report {@code src/test/resources/golden/<example>.json} (and, for an
 * example with a {@code comm_workload}, {@code golden/<example>.comm_workload.json}).
 * <p>To regenerate the goldens after a deliberate change of results, run
 * {@code ./mvnw -q -o test -pl scenarios -am -Dtest=ExamplesTest -Dsurefire.failIfNoSpecifiedTests=false -Dcollsim.updateGolden=true}
 * and review the diff before committing it.
 * <p>An example that names algorithms or collectives this build does not have (the library
 * grows in other branches) is skipped, not failed, with the missing names in the reason;
 * any other problem fails.
 */
class ExamplesTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));
    private static final Path GOLDEN = Path.of("src/test/resources/golden");
    private static final boolean UPDATE = Boolean.getBoolean("collsim.updateGolden");
    /** Examples that must fail, with the per-rank lines their deadlock report must hold (they have no golden report). */
    private static final Map<String, List<String>> EXPECTED_DEADLOCKS = Map.of("deadlock.json", List.of(
            "rank 0: blocked at $.program.body[0] recv from 1 tag 0",
            "rank 1: blocked at $.program.body[0] recv from 0 tag 0"));

    static Stream<Path> examples() throws IOException {
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            List<Path> json = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
            assertTrue(json.size() >= 3, "examples/ holds the quickstart and at least two more");
            return json.stream();
        }
    }

    private static Scenario loadOrSkip(Path example) {
        try {
            return ScenarioLoader.standard().load(example);
        } catch (ScenarioException e) {
            boolean onlyUnavailable = e.problems().stream().allMatch(p -> p.kind() == Problem.Kind.UNAVAILABLE);
            Assumptions.assumeFalse(onlyUnavailable, () -> "needs what this build lacks:\n" + e.getMessage());
            return fail("example does not validate:\n" + e.getMessage());
        }
    }

    @ParameterizedTest
    @MethodSource("examples")
    void validatesWithADescriptionAndItsFileName(Path example) {
        Scenario s = loadOrSkip(example);
        assertEquals(example.getFileName().toString(), s.name() + ".json", "the name matches the file name");
        assertTrue(s.description().length() > 40, "says what the researcher learns");
    }

    @ParameterizedTest
    @MethodSource("examples")
    void matchesItsGoldenReport(Path example) throws IOException {
        Scenario s = loadOrSkip(example);
        List<String> deadlock = EXPECTED_DEADLOCKS.get(example.getFileName().toString());
        if (deadlock != null) {
            PointFailure f = assertThrows(PointFailure.class, () -> ScenarioRunner.run(s), "the example must deadlock");
            DeadlockException d = assertInstanceOf(DeadlockException.class, f.getCause());
            assertEquals(deadlock, d.perRank());
            return;
        }
        String json = ResultsJson.toJson(ScenarioRunner.run(s));
        Path golden = GOLDEN.resolve(example.getFileName());
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, json, StandardCharsets.UTF_8);
            return;
        }
        assertGolden(golden, json);
    }

    /** An example with a comm_workload also has {@code golden/<example>.comm_workload.json}. */
    @ParameterizedTest
    @MethodSource("examples")
    void communicatorWorkloadMatchesItsGoldenReport(Path example) throws IOException {
        Scenario s = loadOrSkip(example);
        Assumptions.assumeTrue(s.commWorkload().isPresent(), "no comm_workload");
        String json = CommWorkloadResults.toJson(CommWorkloadResults.of(ScenarioRunner.run(s)));
        String base = example.getFileName().toString().replaceFirst("\\.json$", "");
        Path golden = GOLDEN.resolve(base + ".comm_workload.json");
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            Files.writeString(golden, json, StandardCharsets.UTF_8);
            return;
        }
        assertGolden(golden, json);
    }

    private static void assertGolden(Path golden, String json) throws IOException {
        assertTrue(Files.exists(golden), "no golden report " + golden + "; generate it with -Dcollsim.updateGolden=true");
        assertEquals(Files.readString(golden, StandardCharsets.UTF_8), json, "results differ from " + golden);
    }
}
