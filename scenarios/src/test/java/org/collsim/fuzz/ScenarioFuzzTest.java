package org.collsim.fuzz;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.OptionalLong;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.Limits;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of reading and running any input: no internal error (only a {@link ScenarioException}
 * or a reported simulation failure), every error line names a JSON path or a line and column, and
 * each case finishes in bounded time and allocation. Random scenarios and the valid mutants of the
 * examples also run when small (at most {@value #MAX_RANKS_RUN} ranks and {@value #MAX_POINTS_RUN}
 * points), programs included: their loops are bounded by run limits ({@link #RUN_LIMITS}), and a
 * point stopped at a limit is a record, not a failure. Seeded, so that a failure replays with the printed case. The normal suite
 * runs a few hundred cases; {@code ./mvnw -Pslow test} runs 20 times more.
 */
class ScenarioFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String SOURCE = "fuzz.json";
    private static final int MUTANTS_PER_EXAMPLE = 24;
    private static final int RANDOM_SCENARIOS = 150;
    private static final int SLOW_FACTOR = 20;
    /** Generous for a loaded 2-core machine; a runaway parse takes minutes. */
    private static final Duration MAX_TIME_PER_CASE = Duration.ofSeconds(20);
    /** Bytes one case may allocate: a 1 MiB file's tree and checks stay far below. */
    private static final long MAX_ALLOCATED_BYTES = 512L << 20;
    /** "error: fuzz.json: $.x: expected ...", "... line 3, column 5: expected ...", or a whole-file problem. */
    private static final Pattern NAMED_LINE = Pattern.compile("error: " + Pattern.quote(SOURCE)
            + ": (\\$.+?: expected .+|line \\d+, column \\d+: expected .+|expected (a scenario object|a file of at most|"
            + "well-formed JSON, found unreadable).+|and \\d+ more problems?)", Pattern.DOTALL);
    /** Points with more ranks than this are only validated, to keep each case fast. */
    private static final int MAX_RANKS_RUN = 64;

    private static final ScenarioLoader LOADER = ScenarioLoader.standard();
    /**
     * A mutated loop count or replication count may ask for a very long (finite) run: each point
     * stops here, so a case of at most {@link #MAX_POINTS_RUN} points stays within the case's time
     * and allocation bounds (10^5 events allocate some tens of MB).
     */
    private static final Limits.Overrides RUN_LIMITS = new Limits.Overrides(OptionalLong.of(100_000),
            OptionalLong.of(500_000_000_000L)); // 0.5 s of wall-clock time a point
    /** Valid cases with more points than this are only validated. */
    private static final int MAX_POINTS_RUN = 16;
    private static final ScenarioLoader RUN_LOADER = new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(),
            Layers.discover(), Runtime.getRuntime().maxMemory(), RUN_LIMITS);

    static Stream<Path> examples() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void mutatedExamplesAreReadOrRefusedCleanly(Path example) throws Exception {
        mutants(example, MUTANTS_PER_EXAMPLE);
    }

    @Tag("slow")
    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void manyMoreMutants(Path example) throws Exception {
        mutants(example, MUTANTS_PER_EXAMPLE * SLOW_FACTOR);
    }

    @Test
    void randomScenariosFromTheRegistriesAreRunOrRefusedCleanly() {
        randomScenarios(1, RANDOM_SCENARIOS);
    }

    @Tag("slow")
    @Test
    void manyMoreRandomScenarios() {
        randomScenarios(2, RANDOM_SCENARIOS * SLOW_FACTOR);
    }

    private static void mutants(Path example, int count) throws Exception {
        JsonNode original = JSON.readTree(example.toFile());
        SplittableRandom random = new SplittableRandom(example.getFileName().toString().hashCode());
        for (int i = 0; i < count; i++) {
            byte[] bytes = Mutations.mutate(original, random);
            checkCase("mutant " + i + " of " + example, bytes, true);
        }
    }

    private static void randomScenarios(long seed, int count) {
        SplittableRandom random = new SplittableRandom(seed);
        int valid = 0;
        for (int i = 0; i < count; i++) {
            byte[] bytes = RandomScenarios.next(random).toString().getBytes(StandardCharsets.UTF_8);
            valid += checkCase("random scenario " + i + " (seed " + seed + ")", bytes, true) ? 1 : 0;
        }
        // the generator must mostly make valid scenarios, or the runs above would test little
        assertTrue(valid > count / 2, valid + " of " + count + " random scenarios valid");
    }

    /** Reads (and, when small, runs) one case within the time and allocation bounds; true when it was valid. */
    private static boolean checkCase(String label, byte[] bytes, boolean run) {
        String replay = label + ":\n" + new String(bytes, StandardCharsets.UTF_8);
        return assertTimeoutPreemptively(MAX_TIME_PER_CASE, () -> {
            com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
            long before = threads.getCurrentThreadAllocatedBytes();
            Optional<Scenario> scenario = read(bytes, replay);
            scenario.filter(s -> run && small(s)).ifPresent(s -> runCleanly(bytes, replay));
            long allocated = threads.getCurrentThreadAllocatedBytes() - before;
            assertTrue(allocated < MAX_ALLOCATED_BYTES, allocated + " bytes allocated by " + replay);
            return scenario.isPresent();
        }, () -> "took longer than " + MAX_TIME_PER_CASE + ": " + replay);
    }

    private static Optional<Scenario> read(byte[] bytes, String replay) {
        try {
            return Optional.of(LOADER.parse(bytes, SOURCE));
        } catch (ScenarioException e) {
            assertFalse(e.lines().isEmpty(), "a refusal says why: " + replay);
            for (String line : e.lines()) {
                assertTrue(NAMED_LINE.matcher(line).matches(), "an error without a path or a line: " + line + "\n" + replay);
            }
            return Optional.empty();
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("internal error reading " + replay, e);
        }
    }

    private static boolean small(Scenario s) {
        return ScenarioRunner.points(s).size() <= MAX_POINTS_RUN
                && s.runs().stream().allMatch(run -> run.points().stream().allMatch(p -> p.ranks() <= MAX_RANKS_RUN)
                        && (run.program() == null || run.program().ranks().stream().allMatch(r -> r <= MAX_RANKS_RUN)));
    }

    /** Runs the case under {@link #RUN_LIMITS} (read again with them: the estimate may refuse it then). */
    private static void runCleanly(byte[] bytes, String replay) {
        try {
            ScenarioRunner.run(RUN_LOADER.parse(bytes, SOURCE));
        } catch (ScenarioException refusedUnderTheRunLimits) {
            // a point whose estimate exceeds the fuzz run's limits: validated above, not run
        } catch (PointFailure reported) {
            // a simulation failure reported to the user with exit code 1
        } catch (RuntimeException | StackOverflowError e) {
            throw new AssertionError("internal error running " + replay, e);
        }
    }

    @Test
    void theCaseCheckerItselfRejectsAnUnnamedError() {
        assertFalse(NAMED_LINE.matcher("error: fuzz.json: expected something, found nothing").matches());
        assertTrue(NAMED_LINE.matcher("error: fuzz.json: $.benchmark.ranks[0]: expected a rank count, found 0").matches());
        assertTrue(NAMED_LINE.matcher("error: fuzz.json: line 1, column 2: expected well-formed JSON, found x").matches());
    }
}
