package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code collsim replay}: every GOAL example in examples/goal/ and TI example in examples/ti/ gives its golden results.json and ranks.csv
 * (src/test/resources/golden/replay/; regenerate with -Dcollsim.updateGolden=true and review the diff),
 * the goldens' times are the hand-computed ones, and bad input exits 2 with file, line and column.
 */
class ReplayCommandTest {
    private static final Path GOAL_EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"), "goal");
    private static final Path MACHINE = GOAL_EXAMPLES.resolve("machine-loggp.json");
    private static final Path TI_EXAMPLES = GOAL_EXAMPLES.resolveSibling("ti");
    private static final Path GOLDEN = Path.of("src/test/resources/golden/replay");
    private static final boolean UPDATE = Boolean.getBoolean("collsim.updateGolden");

    @TempDir
    Path dir;

    static Stream<Path> goalExamples() throws IOException {
        try (Stream<Path> files = Files.list(GOAL_EXAMPLES)) {
            List<Path> goals = files.filter(f -> f.toString().endsWith(".goal")).sorted().toList();
            assertTrue(goals.size() >= 2, "examples/goal/ holds the barrier and the rendezvous exchange");
            return goals.stream();
        }
    }

    /**
     * rendezvous-exchange.goal has 6 operations (within --max-events 8, so not refused up front) and
     * fires 11 events (its golden): the replay stops at the 8th with the limit's name, exit 1, and
     * writes no results.
     */
    @Test
    void aGoalReplayStopsAtMaxEventsAtRunTime() {
        Path out = dir.resolve("stopped");
        CliRun o = execute("replay", GOAL_EXAMPLES.resolve("rendezvous-exchange.goal").toString(), "--machine",
                MACHINE.toString(), "--max-events", "8", "--out", out.toString());
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode(), o.err());
        assertEquals("error: max_events reached: 8 events fired, the limit\n", o.err());
        assertTrue(!Files.exists(out.resolve("results.json")), "a stopped replay writes no results");
    }

    /**
     * A GOAL replay writes what a TI replay and run write: one record named after the trace, its
     * time the last rank's (797.42 us, the case (a)), the reports, and a scenario that
     * rerun replays to the same record; --no-html leaves out the page.
     */
    @Test
    void aGoalReplayWritesRunsReportsThatRerunReproduces() throws IOException {
        Path out = dir.resolve("goal");
        CliRun o = execute("replay", GOAL_EXAMPLES.resolve("rendezvous-exchange.goal").toString(), "--machine",
                MACHINE.toString(), "--out", out.toString());
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        assertTrue(Files.readString(out.resolve("results.md")).contains("797.42"));
        assertTrue(Files.readString(out.resolve("results.csv")).contains("797420000"));
        assertTrue(Files.readString(out.resolve("results.html")).contains("replay of rendezvous-exchange.goal"));
        CliRun again = execute("rerun", out.resolve("results.json").toString(), "--point", "0");
        assertEquals(ExitCodes.OK, again.exitCode(), again.both());
        Path plain = dir.resolve("plain");
        execute("replay", GOAL_EXAMPLES.resolve("rendezvous-exchange.goal").toString(), "--machine", MACHINE.toString(),
                "--out", plain.toString(), "--no-html");
        assertTrue(Files.exists(plain.resolve("results.md")) && !Files.exists(plain.resolve("results.html")));
    }

    @ParameterizedTest
    @MethodSource("goalExamples")
    void matchesItsGolden(Path example) throws IOException {
        CliRun o = execute("replay", example.toString(), "--machine", MACHINE.toString(), "--out", dir.toString());
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        assertGolden(TraceFormat.baseName(example));
    }

    private void assertGolden(String base) throws IOException {
        for (String file : List.of("results.json", "ranks.csv")) {
            String actual = withoutBuild(Files.readString(dir.resolve(file), StandardCharsets.UTF_8));
            Path golden = GOLDEN.resolve(base + "." + file);
            if (UPDATE) {
                Files.createDirectories(GOLDEN);
                Files.writeString(golden, actual, StandardCharsets.UTF_8);
            } else {
                assertEquals(Files.readString(golden, StandardCharsets.UTF_8), actual, "differs from " + golden);
            }
        }
    }

    /**
     * A TI replay's results.json is run's: its {@code produced_by} (this build) is left out of the
     * golden, and its scenario's absolute trace path is written from the examples' folder; so is the
     * scenario's hash, which covers that path and so differs in every checkout.
     */
    private static String withoutBuild(String text) {
        String examples = TI_EXAMPLES.getParent().toAbsolutePath().normalize().toString();
        return text.replaceFirst("(?s)\"produced_by\" : \\{.*?},\n *", "")
                .replaceFirst("\"scenario_hash\" : \"sha256:[0-9a-f]+\",\n *", "").replace(examples, "examples");
    }

    @Test
    void goldenTimesAreTheHandComputedOnes() throws IOException {
        // the case (a), derived in GoalReplayTest: 402,710 and 797,420 ns
        assertEquals("rank,end_ps,end_us\n0,402710000,402.71\n1,797420000,797.42\n",
                Files.readString(GOLDEN.resolve("rendezvous-exchange.ranks.csv")));
        // 3 rounds of 2o + L = 5500 ns on idle ranks (the gap g = 1000 ns never binds): 16.5 us on every rank
        String barrier = Files.readString(GOLDEN.resolve("dissemination-barrier-8.ranks.csv"));
        assertEquals(9, barrier.lines().count());
        assertTrue(barrier.lines().skip(1).allMatch(line -> line.endsWith(",16500000,16.5")), barrier);
    }

    @Test
    void printsFirstAndLastRanksMaxAndMean() {
        CliRun o = execute("replay", GOAL_EXAMPLES.resolve("rendezvous-exchange.goal").toString(), "--machine",
                MACHINE.toString(), "--out", dir.toString());
        assertTrue(o.out().contains("0     402.71\n1     797.42\n"), o.out());
        // mean (402.71 + 797.42) / 2 = 600.065
        assertTrue(o.out().contains("max 797.42 us (rank 1), mean 600.065 us\nmessages 3, events 11\n"), o.out());
    }

    @Test
    void readsGzipAndDetectsTheFormatFromContent() throws IOException {
        Path gz = dir.resolve("exchange.goal.gz");
        try (GZIPOutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(Files.readAllBytes(GOAL_EXAMPLES.resolve("rendezvous-exchange.goal")));
        }
        CliRun o = execute("replay", gz.toString(), "--machine", MACHINE.toString(), "--out", dir.resolve("o").toString());
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        assertTrue(Files.readString(dir.resolve("o/results.json")).contains("\"time_ps\" : 797420000"));
    }

    @Test
    void aSyntaxErrorExitsTwoWithFileLineAndColumn() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.goal"), "num_ranks 2\nrank 0 {\nsend 8 to 1\n}\n");
        CliRun o = execute("replay", bad.toString(), "--machine", MACHINE.toString(), "--out", dir.toString());
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "",
                "error: bad.goal:3:8: expected \"b\" after the size (sizes are written 8b), found \"t\"\n"), o);
    }

    @Test
    void aDeadlockExitsOneWithWhatEachRankWaitsFor() throws IOException {
        Path stuck = Files.writeString(dir.resolve("stuck.goal"), "num_ranks 2\nrank 0 {\nrecv 1b from 1 tag 4\n}\nrank 1 {\n}\n");
        CliRun o = execute("replay", stuck.toString(), "--machine", MACHINE.toString(), "--out", dir.toString());
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode());
        assertEquals("error: " + stuck + ": replay deadlocked; 1 rank(s) cannot proceed:\n"
                + "  rank 0: 1 of 1 operations not done; waits for recv from 1 (tag 4, 1 B)\n", o.err());
    }

    @Test
    void aMachineThatIsNotLoggpIsRefused() throws IOException {
        Path hockney = Files.writeString(dir.resolve("h.json"), "{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}");
        CliRun o = execute("replay", GOAL_EXAMPLES.resolve("rendezvous-exchange.goal").toString(), "--machine", hockney.toString());
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertTrue(o.err().startsWith("error: " + hockney + ": $: expected a machine of one \"loggp\" network"), o.err());
    }

    /** A bad run limit is bad input for both formats (a GOAL replay used to call it an internal error, exit 3). */
    @Test
    void aBadRunLimitIsBadInputWhateverTheFormat() {
        String goal = GOAL_EXAMPLES.resolve("rendezvous-exchange.goal").toString();
        String ti = TI_EXAMPLES.resolve("ring-allreduce.ti").toString();
        for (String[] trace : new String[][] {{goal, MACHINE.toString()}, {ti, TI_EXAMPLES.resolve("machine-hockney.json")
                .toString()}}) {
            CliRun events = execute("replay", trace[0], "--machine", trace[1], "--max-events", "0");
            assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: --max-events: expected a number of events of at "
                    + "least 1, found 0\n"), events);
            CliRun wall = execute("replay", trace[0], "--machine", trace[1], "--max-wall", "abc");
            assertEquals(ExitCodes.BAD_INPUT, wall.exitCode(), wall.err());
            assertTrue(wall.err().startsWith("error: --max-wall: expected a duration with a unit"), wall.err());
        }
    }

    /** A scenario given as the trace is named as JSON, not read as a TI index whose first file is "{". */
    @Test
    void aJsonFileIsNoTrace() throws IOException {
        Path scenario = Files.writeString(dir.resolve("s.json"), "\n  {\"name\": \"s\"}\n");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + scenario + ": expected a GOAL schedule or a TI trace, "
                + "found JSON (collsim run reads scenarios; replay's machine goes to --machine)\n"),
                execute("replay", scenario.toString(), "--machine", MACHINE.toString()));
    }

    static Stream<Path> tiExamples() throws IOException {
        try (Stream<Path> files = Files.list(TI_EXAMPLES)) {
            return files.filter(f -> f.toString().endsWith(".ti")).sorted().toList().stream();
        }
    }

    @ParameterizedTest
    @MethodSource("tiExamples")
    void aTiExampleMatchesItsGolden(Path example) throws IOException {
        CliRun o = execute("replay", example.toString(), "--machine", TI_EXAMPLES.resolve("machine-hockney.json").toString(),
                "--flops", "1Gf", "--out", dir.toString());
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        assertGolden(TraceFormat.baseName(example));
    }

    @Test
    void tiGoldenTimesAreTheHandComputedOnes() throws IOException {
        // hockney alpha = 1 us, beta = 1 ns/B, 1 Gflop/s: compute 2000 flops (2 us); the ring of 1000 B
        // messages, all at once on distinct ports: 2 + 1 + 1 = 4 us; allreduce of 128 doubles (1024 B), no
        // algorithm named, so MPICH's choice (count 128 >= pof2(4), above 8 bytes): reduce_scatter_allgather,
        // recursive halving exchanging 512 then 256 B, recursive doubling 256 then 512 B: 4 rounds of 1 us
        // + 1.536 us = 9.536 us; dissemination barrier: 2 rounds of 1 us: 11.536 us on every rank
        String ranks = Files.readString(GOLDEN.resolve("ring-allreduce.ranks.csv"));
        assertEquals(5, ranks.lines().count());
        assertTrue(ranks.lines().skip(1).allMatch(line -> line.endsWith(",11536000,11.536")), ranks);
        JsonNode ran = new ObjectMapper().readTree(GOLDEN.resolve("ring-allreduce.results.json").toFile())
                .get("records").get(0).get("ran");
        assertEquals("allreduce 4 reduce_scatter_allgather, barrier 4 dissemination",
                ran.get(0).get("collective").asText() + " " + ran.get(0).get("ranks").asInt() + " "
                        + ran.get(0).get("algorithm").asText() + ", " + ran.get(1).get("collective").asText() + " "
                        + ran.get(1).get("ranks").asInt() + " " + ran.get(1).get("algorithm").asText());
    }

    @Test
    void aTiSyntaxErrorExitsTwoAndAnUnknownFormatIsRefused() throws IOException {
        Path ti = Files.writeString(dir.resolve("trace.txt"), "0 init\n0 send 1 8\n0 finalize\n");
        CliRun o = execute("replay", ti.toString(), "--machine", MACHINE.toString());
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "",
                "error: trace.txt:2:11: expected a peer rank, a tag and a count [datatype], found the end of the line\n"), o);
        CliRun forced = execute("replay", ti.toString(), "--machine", MACHINE.toString(), "--format", "otf2");
        assertEquals("error: " + ti + ": --format: expected goal or ti, found \"otf2\"\n", forced.err());
    }
}
