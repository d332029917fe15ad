package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A SimGrid TI trace as a scenario's workload: read relative to the scenario file, run in the job
 * runtime once per sweep variant, so a sweep over the machine re-times the same application.
 */
class TraceWorkloadTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));

    @TempDir
    Path dir;

    @Test
    void aSweepOverAlphaRetimesTheTrace() throws ScenarioException {
        // 2 us of compute, the ring's 1000 B (alpha + 1 us), the allreduce's 2 rounds of 1024 B
        // (2 alpha + 2.048 us) and the barrier's 2 rounds (2 alpha): 5.048 us + 5 alpha
        Scenario s = ScenarioLoader.standard().load(EXAMPLES.resolve("trace-sweep.json"));
        List<ResultRecord> records = ScenarioRunner.run(s);
        assertEquals(3, records.size());
        long[] alphaUs = {1, 2, 4};
        for (int i = 0; i < 3; i++) {
            assertEquals(5_048_000 + 5 * alphaUs[i] * 1_000_000, records.get(i).timePs(), records.get(i).toString());
            assertEquals("program", records.get(i).collective()); // as results.json keeps it, so rerun finds it
            assertEquals(4, records.get(i).ranks());
        }
    }

    @Test
    void aGoalFormatOrAMissingOrBadTraceIsRefusedWithItsPath() throws IOException {
        String machine = "\"machine\": {\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}";
        Path goal = Files.writeString(dir.resolve("g.json"),
                "{\"name\": \"g\", \"seed\": 1, " + machine + ", \"trace\": {\"file\": \"x.goal\", \"format\": \"goal\"}}");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(goal));
        assertTrue(e.getMessage().contains("$.trace.format: expected \"ti\""), e.getMessage());
        Path missing = Files.writeString(dir.resolve("m.json"),
                "{\"name\": \"m\", \"seed\": 1, " + machine + ", \"trace\": {\"file\": \"none.ti\"}}");
        e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(missing));
        assertTrue(e.getMessage().contains("$.trace.file: expected a TI trace file, found no file at"), e.getMessage());
        Files.writeString(dir.resolve("bad.ti"), "0 init\n0 bcast x\n");
        Path bad = Files.writeString(dir.resolve("b.json"),
                "{\"name\": \"b\", \"seed\": 1, " + machine + ", \"trace\": {\"file\": \"bad.ti\"}}");
        e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(bad));
        assertTrue(e.getMessage().contains("$.trace.file: expected a readable TI trace, found bad.ti:2:9: expected a count"),
                e.getMessage());
    }
}
