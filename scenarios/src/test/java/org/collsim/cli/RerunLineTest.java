package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 9, "enough to rerun any single point from the record alone": each line of results.jsonl
 * carries the scenario that runs its point alone (the resolved machine, the workload cut to the
 * point), so the line copied out on its own reruns to the same picoseconds — a benchmark point of
 * a swept preset machine, a program point and a TI trace point.
 */
class RerunLineTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path EXAMPLES = Path.of("..", "examples");
    /** A preset machine with a swept alpha: 2 x 2 points. */
    private static final String SWEPT = """
            {"name": "r", "seed": 5, "machine": {"preset": "cray-xt3-seastar", "network": {"alpha": "2us"}},
             "sweep": {"machine.network.alpha": ["1us", "3us"]},
             "benchmark": {"collectives": ["allreduce"], "algorithms": ["ring"], "ranks": [4], "bytes": [8, 4096]}}
            """;

    @TempDir
    Path dir;

    /** Runs {@code scenario} into a fresh folder and returns its results.jsonl's lines, header first. */
    private List<String> log(Path scenario, String name) throws Exception {
        Path out = dir.resolve(name);
        CliRun o = execute("run", scenario.toString(), "--out", out.toString(), "--no-html", "--jobs", "1");
        assertTrue(o.exitCode() == 0, o.err());
        return Files.readAllLines(out.resolve("results.jsonl"));
    }

    /** The line of point {@code point}, written alone to a file of its own. */
    private Path alone(List<String> lines, int point) throws Exception {
        String line = lines.stream().filter(l -> l.startsWith("{\"point\":" + point + ",")).findFirst().orElseThrow();
        Path file = dir.resolve("point-" + point + "-" + lines.hashCode() + ".jsonl");
        Files.writeString(file, line + "\n");
        return file;
    }

    private static void rerunsAsRecorded(Path line, int point, String... more) {
        String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("rerun", line.toString(), "--point",
                String.valueOf(point)), java.util.stream.Stream.of(more)).toArray(String[]::new);
        CliRun o = execute(args);
        assertEquals(ExitCodes.OK, o.exitCode(), o.both());
        assertTrue(o.out().contains(", as recorded"), o.out());
    }

    @Test
    void aBenchmarkLineOfASweptPresetMachineRerunsAlone() throws Exception {
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, SWEPT);
        List<String> lines = log(scenario, "swept");
        for (int point = 0; point < 4; point++) {
            Path file = alone(lines, point);
            JsonNode slice = JSON.readTree(Files.readString(file)).get("rerun");
            assertFalse(slice.has("sweep") || slice.at("/machine").has("preset"), slice.toString());
            assertEquals(point < 2 ? "1us" : "3us", slice.at("/machine/network/alpha").asText(), "the resolved machine");
            assertEquals(1, slice.at("/benchmark/bytes").size(), "the workload cut to the point");
            rerunsAsRecorded(file, point);
        }
    }

    /** The time in the line is what rerun compares with: a line whose time was altered is a regression (exit 4). */
    @Test
    void aLineWhoseTimeDiffersIsARegression() throws Exception {
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, SWEPT);
        Path file = alone(log(scenario, "swept"), 1);
        ObjectNode line = (ObjectNode) JSON.readTree(Files.readString(file));
        line.put("timePs", line.get("timePs").asLong() + 1);
        Files.writeString(file, line + "\n");
        CliRun o = execute("rerun", file.toString(), "--point", "1");
        assertEquals(ExitCodes.REGRESSION, o.exitCode(), o.both());
        assertTrue(o.out().contains("; the record has " + line.get("timePs").asLong() + " ps"), o.out());
        assertEquals(ExitCodes.BAD_INPUT, execute("rerun", file.toString(), "--point", "2").exitCode(),
                "no line of point 2 in the file");
    }

    @Test
    void aProgramLineRerunsAlone() throws Exception {
        List<String> lines = log(EXAMPLES.resolve("ring-exchange.json"), "program");
        rerunsAsRecorded(alone(lines, 1), 1);
    }

    /** A trace names its file relative to the scenario: --scenario-dir says where, as for results.json. */
    @Test
    void aTraceLineRerunsAlone() throws Exception {
        List<String> lines = log(EXAMPLES.resolve("trace-sweep.json"), "trace");
        rerunsAsRecorded(alone(lines, 2), 2, "--scenario-dir", EXAMPLES.toString());
    }

    /** The whole results.jsonl works too: the header is skipped, the point's line found. */
    @Test
    void aWholeLogReruns() throws Exception {
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, SWEPT);
        log(scenario, "swept");
        rerunsAsRecorded(dir.resolve("swept/results.jsonl"), 3);
    }

    /** The header is the line with the log's key, not any line that holds its name: here the scenario's name. */
    @Test
    void aScenarioNamedLikeTheHeadersKeyReruns() throws Exception {
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, SWEPT.replace("\"name\": \"r\"", "\"name\": \"collsim_results_log\""));
        log(scenario, "named");
        rerunsAsRecorded(dir.resolve("named/results.jsonl"), 3);
    }
}
