package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code collsim replay} of TI traces with {@code --algorithm} and {@code --layers}, the same
 * through a scenario that names the trace, and the reports {@code run} writes. Machine: hockney
 * alpha = 2016 ns, beta = 1 ns/B (examples/ti/smpi/machine.json).
 */
class TiReplayCommandTest {
    private static final Path SMPI = Path.of(System.getProperty("collsim.examples", "../examples"), "ti", "smpi");
    private static final Path MACHINE = SMPI.resolve("machine.json");
    private static final String[] SMPI_ALGORITHMS = {"--algorithm", "bcast=binomial", "--algorithm",
        "allreduce=recursive_doubling", "--algorithm", "alltoall=pairwise", "--algorithm", "barrier=recursive_doubling"};

    @TempDir
    Path dir;

    private static List<String> replay(Path trace, String... more) {
        List<String> args = new ArrayList<>(List.of("replay", trace.toString(), "--machine", MACHINE.toString()));
        args.addAll(List.of(more));
        return args;
    }

    private JsonNode results(Path out) throws IOException {
        return new ObjectMapper().readTree(out.resolve("results.json").toFile());
    }

    @Test
    void theTraceSmpiWroteGivesSmpisTimeWithReportsAsRunWritesThem() throws IOException {
        Path out = dir.resolve("smpi");
        List<String> args = replay(SMPI.resolve("app.ti"), "--flops", "1Gf", "--out", out.toString());
        args.addAll(List.of(SMPI_ALGORITHMS));
        CliRun o = execute(args);
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        // derived in SmpiTraceTest: 276.736 + rank us, as SMPI printed (examples/ti/smpi/app-run.txt)
        assertTrue(o.out().contains("max 283.736 us (rank 7), mean 280.236 us"), o.out());
        assertTrue(Files.readString(out.resolve("ranks.csv")).startsWith("rank,end_ps,end_us\n0,276736000,276.736\n"));
        JsonNode record = results(out).get("records").get(0);
        assertEquals(283_736_000L, record.get("time_ps").asLong());
        assertEquals("program", record.get("workload").asText());
        assertEquals("app", record.get("scenario").asText());
        assertTrue(Files.readString(out.resolve("results.md")).contains("283.736"));
        assertTrue(Files.exists(out.resolve("results.csv")));
        assertTrue(Files.readString(out.resolve("results.html")).contains("replay of app.ti"));
        CliRun again = execute(List.of("rerun", out.resolve("results.json").toString(), "--point", "0"));
        assertEquals(ExitCodes.OK, again.exitCode(), again.both());
    }

    @Test
    void aLayerTakesACollectiveAboveTheChosenAlgorithmOnTheCommandLineAndInAScenario() throws IOException {
        // 8 ranks broadcast 64 KiB from rank 0, all starting at 0. Binomial: 3 x (2.016 + 65.536) = 202.656 us.
        // The tuned layer (64 KiB >= 12288 B, 8 ranks a power of two) takes it: binomial scatter, 32 + 16 + 8 KiB
        // down the tree, 3 x 2.016 + 57.344 = 63.392 us, then recursive-doubling allgather of 8, 16, 32 KiB,
        // 63.392 us again: 126.784 us.
        StringBuilder text = new StringBuilder();
        for (int rank = 0; rank < 8; rank++) {
            text.append(rank).append(" bcast 65536 0 2\n");
        }
        Path trace = Files.writeString(dir.resolve("bcast.ti"), text);
        CliRun plain = execute(replay(trace, "--algorithm", "bcast=binomial", "--out", dir.resolve("a").toString(), "--no-html"));
        assertEquals(ExitCodes.OK, plain.exitCode(), plain.err());
        assertTrue(plain.out().contains("max 202.656 us"), plain.out());
        CliRun tuned = execute(replay(trace, "--algorithm", "bcast=binomial", "--layers", "tuned", "--out",
                dir.resolve("b").toString(), "--no-html"));
        assertEquals(ExitCodes.OK, tuned.exitCode(), tuned.err());
        assertTrue(tuned.out().contains("max 126.784 us"), tuned.out());
        assertEquals("[\"tuned\"]", results(dir.resolve("b")).get("records").get(0).get("layers").toString());

        Path scenario = Files.writeString(dir.resolve("stacks.json"), "{\"name\": \"stacks\", \"seed\": 1, \"machine\": "
                + Files.readString(MACHINE).strip() + ", \"trace\": {\"file\": \"bcast.ti\", \"algorithms\": {\"bcast\": "
                + "\"binomial\"}}, \"layer_stacks\": [[], [\"tuned\"]]}");
        CliRun run = execute(List.of("run", scenario.toString(), "--out", dir.resolve("c").toString(), "--no-html"));
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        JsonNode records = results(dir.resolve("c")).get("records");
        assertEquals(202_656_000L, records.get(0).get("time_ps").asLong());
        assertEquals(126_784_000L, records.get(1).get("time_ps").asLong());

        // knomial with k = 8 on 8 ranks: the root sends to the 7 others one after the other, 7 x 67.552 = 472.864 us
        CliRun knomial = execute(replay(trace, "--algorithm", "bcast=knomial:k=8", "--out", dir.resolve("d").toString(),
                "--no-html"));
        assertEquals(ExitCodes.OK, knomial.exitCode(), knomial.err());
        assertTrue(knomial.out().contains("max 472.864 us"), knomial.out());
        assertEquals("knomial:k=8", results(dir.resolve("d")).get("scenario").get("trace").get("algorithms").get("bcast")
                .asText());
    }

    @Test
    void replaysStopAtTheRunLimitsGivenOnTheCommandLine() {
        Path examples = SMPI.getParent().getParent();
        Path ti = examples.resolve("ti");
        // ring-allreduce.ti fires at least 4 ranks x (compute 1 + isend 3 + allreduce 1 + barrier 1) = 24 events:
        // a limit of 23 refuses it up front with the numbers
        CliRun tooFew = execute(List.of("replay", ti.resolve("ring-allreduce.ti").toString(), "--machine",
                ti.resolve("machine-hockney.json").toString(), "--flops", "1Gf", "--max-events", "23"));
        assertEquals(ExitCodes.BAD_INPUT, tooFew.exitCode(), tooFew.err());
        assertTrue(tooFew.err().contains("ring-allreduce.ti: expected at most max_events = 23 events (--max-events), found "
                + "a trace of 4 ranks whose actions fire at least 24 events"), tooFew.err());
        // it fires 72 events (its golden): a limit of 30 passes the bound and stops it, with no results written
        Path stoppedOut = dir.resolve("stopped");
        CliRun stopped = execute(List.of("replay", ti.resolve("ring-allreduce.ti").toString(), "--machine",
                ti.resolve("machine-hockney.json").toString(), "--flops", "1Gf", "--max-events", "30", "--out",
                stoppedOut.toString()));
        assertEquals(ExitCodes.SIMULATION_FAILED, stopped.exitCode(), stopped.err());
        assertTrue(stopped.err().contains("max_events reached"), stopped.err());
        assertTrue(!Files.exists(stoppedOut.resolve("results.json")), "a stopped replay writes no results");
        CliRun enough = execute(List.of("replay", ti.resolve("ring-allreduce.ti").toString(), "--machine",
                ti.resolve("machine-hockney.json").toString(), "--flops", "1Gf", "--max-events", "1000", "--out",
                dir.resolve("ok").toString(),
                "--no-html"));
        assertEquals(ExitCodes.OK, enough.exitCode(), enough.err());
        // a GOAL schedule of more operations than max_events is refused up front, one event per operation at least
        Path goal = examples.resolve("goal");
        CliRun refused = execute(List.of("replay", goal.resolve("rendezvous-exchange.goal").toString(), "--machine",
                goal.resolve("machine-loggp.json").toString(), "--max-events", "1"));
        assertEquals(ExitCodes.BAD_INPUT, refused.exitCode(), refused.err());
        assertTrue(refused.err().contains("expected at most max_events = 1 events (--max-events), found a schedule of "),
                refused.err());
    }

    @Test
    void badChoicesAreRefusedWithWhatWasExpected() throws IOException {
        Path trace = Files.writeString(dir.resolve("b.ti"), "0 barrier\n1 barrier\n");
        CliRun typo = execute(replay(trace, "--algorithm", "barrier=recursive_doublin"));
        assertEquals(ExitCodes.BAD_INPUT, typo.exitCode());
        assertTrue(typo.err().startsWith("error: --algorithm barrier: expected a barrier algorithm"), typo.err());
        assertTrue(typo.err().contains("did you mean \"recursive_doubling\""), typo.err());
        CliRun range = execute(replay(trace, "--algorithm", "barrier=recursive_doubling:k=3"));
        assertEquals(ExitCodes.BAD_INPUT, range.exitCode());
        assertTrue(range.err().startsWith("error: --algorithm barrier: expected parameters recursive_doubling takes, found "),
                range.err());
        CliRun unknown = execute(replay(trace, "--algorithm", "frobnicate=x"));
        assertEquals(ExitCodes.BAD_INPUT, unknown.exitCode());
        assertTrue(unknown.err().startsWith("error: --algorithm: expected COLLECTIVE=ALGORITHM with a collective of the "
                + "library (barrier, bcast,"), unknown.err());
        CliRun layer = execute(replay(trace, "--layers", "tunde"));
        assertEquals(ExitCodes.BAD_INPUT, layer.exitCode());
        assertTrue(layer.err().startsWith("error: --layers: expected a layer"), layer.err());
        assertTrue(layer.err().contains("did you mean \"tuned\""), layer.err());
        Path goal = SMPI.getParent().resolveSibling("goal");
        CliRun onGoal = execute(List.of("replay", goal.resolve("rendezvous-exchange.goal").toString(), "--machine",
                goal.resolve("machine-loggp.json").toString(), "--layers", "tuned"));
        assertEquals(ExitCodes.BAD_INPUT, onGoal.exitCode());
        assertTrue(onGoal.err().contains(": --layers and --algorithm: expected a TI trace"), onGoal.err());
        Path scenario = Files.writeString(dir.resolve("s.json"), "{\"name\": \"s\", \"machine\": " + Files.readString(MACHINE)
                .strip() + ", \"trace\": {\"file\": \"b.ti\", \"algorithms\": {\"barrier\": \"ring\"}}}");
        CliRun bad = execute(List.of("validate", scenario.toString()));
        assertEquals(ExitCodes.BAD_INPUT, bad.exitCode());
        assertTrue(bad.err().contains("$.trace.algorithms.barrier: expected a barrier algorithm"), bad.err());
    }
}
