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
 * A trace as a scenario's workload: a SimGrid TI trace, read relative to the scenario file and run in
 * the job runtime once per sweep variant, or a GOAL schedule replayed under each variant's LogGOPS
 * parameters, so a sweep over the machine re-times the same application.
 */
class TraceWorkloadTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));

    private static final String LOGGP = "{\"network\": {\"model\": \"loggp\", \"L\": \"2500ns\", \"o\": \"1500ns\", "
            + "\"g\": \"1000ns\", \"G\": \"6ns/B\", \"O\": \"0ns/B\", \"S\": 65535}}";

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
    void aGoalScheduleSweptOverLIsRetimedUnderLogGops() throws ScenarioException {
        // 8 ranks, 3 rounds of an empty message: each round is the sender's o, L and the receiver's o
        // (the next round's send waits for the CPU the arrival holds), so every rank ends at 3 (2o + L)
        // with o = 1.5 us: 16.5 us at L = 2.5 us, 22.5 us at L = 4.5 us
        Scenario s = ScenarioLoader.standard().load(EXAMPLES.resolve("goal-sweep.json"));
        List<ResultRecord> records = ScenarioRunner.run(s);
        assertEquals(2, records.size());
        long[] expectedPs = {16_500_000, 22_500_000};
        for (int i = 0; i < 2; i++) {
            ResultRecord r = records.get(i);
            assertEquals(expectedPs[i], r.timePs(), r.toString());
            assertEquals(expectedPs[i], r.program().rankDoneMinPs(), "every rank ends at the same time");
            // a program record's identity, all results.json keeps of it ("workload": "program"), so rerun finds it
            assertEquals("program", r.collective());
            assertEquals("-", r.algorithm());
            assertEquals(8, r.ranks());
            assertEquals(24, r.messages(), "8 ranks x 3 rounds");
            assertEquals(0, r.program().bytesSent());
        }
    }

    @Test
    void aGoalScheduleIsFoundByItsContentWithoutAFormat() throws IOException, ScenarioException {
        Files.writeString(dir.resolve("pair.txt"), "// a pair\nnum_ranks 2\nrank 0 {\nsend 8b to 1\n}\nrank 1 {\nrecv 8b from 0\n}\n");
        Path scenario = Files.writeString(dir.resolve("p.json"),
                "{\"name\": \"p\", \"seed\": 1, \"machine\": " + LOGGP + ", \"trace\": {\"file\": \"pair.txt\"}}");
        // o + L + o + 7 G = 1.5 + 2.5 + 1.5 us + 42 ns (max(O, G) per byte after the first at the receiver)
        assertEquals(5_542_000, ScenarioRunner.run(ScenarioLoader.standard().load(scenario)).get(0).timePs());
    }

    @Test
    void aGoalTraceNeedsALoggpMachineAloneAndNoLayers() throws IOException {
        Files.writeString(dir.resolve("g.goal"), "num_ranks 1\nrank 0 {\ncalc 5\n}\n");
        String hockney = "{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}";
        assertRefused("{\"name\": \"g\", \"seed\": 1, \"machine\": " + hockney + ", \"trace\": {\"file\": \"g.goal\"}}",
                "$.machine: expected a machine of one \"loggp\" network and nothing else for the GOAL trace");
        assertRefused("{\"name\": \"g\", \"seed\": 1, \"machine\": " + LOGGP + ", \"layers\": [\"reorder\"], "
                + "\"trace\": {\"file\": \"g.goal\"}}", "$.layers: expected no layers for a GOAL trace alone");
        assertRefused("{\"name\": \"g\", \"seed\": 1, \"machine\": " + LOGGP + ", "
                + "\"trace\": {\"file\": \"g.goal\", \"flops\": \"1Gf\"}}", "$.trace.flops: expected no \"flops\" for a GOAL schedule");
        assertRefused("{\"name\": \"g\", \"seed\": 1, \"machine\": " + LOGGP + ", "
                + "\"trace\": {\"file\": \"g.goal\", \"format\": \"otf2\"}}", "$.trace.format: expected a trace format (\"ti\" or \"goal\"), found \"otf2\"");
    }

    @Test
    void aMissingOrBadTraceIsRefusedWithItsPath() throws IOException {
        String machine = "\"machine\": {\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}";
        assertRefused("{\"name\": \"m\", \"seed\": 1, " + machine + ", \"trace\": {\"file\": \"none.ti\"}}",
                "$.trace.file: expected a trace file, found no file at");
        Files.writeString(dir.resolve("bad.ti"), "0 init\n0 bcast x\n");
        assertRefused("{\"name\": \"b\", \"seed\": 1, " + machine + ", \"trace\": {\"file\": \"bad.ti\"}}",
                "$.trace.file: expected a readable TI trace, found bad.ti:2:9: expected a count");
        Files.writeString(dir.resolve("bad.goal"), "num_ranks 2\nrank 0 {\nsend 8 to 1\n}\n");
        assertRefused("{\"name\": \"b\", \"seed\": 1, \"machine\": " + LOGGP + ", \"trace\": {\"file\": \"bad.goal\"}}",
                "$.trace.file: expected a readable GOAL schedule, found bad.goal:3:8: expected \"b\" after the size");
    }

    @Test
    void theIssuesSpellingWorkloadTraceIsTheSameWorkload() throws IOException, ScenarioException {
        // issue 10 writes "workload": {"trace": "path", "format": "goal"}: the same pair as above, the same
        // o + L + o + 7 G = 5.542 us
        Files.writeString(dir.resolve("pair.goal"), "num_ranks 2\nrank 0 {\nsend 8b to 1\n}\nrank 1 {\nrecv 8b from 0\n}\n");
        Path scenario = Files.writeString(dir.resolve("w.json"), "{\"name\": \"w\", \"seed\": 1, \"machine\": " + LOGGP
                + ", \"workload\": {\"trace\": \"pair.goal\", \"format\": \"goal\"}}");
        assertEquals(5_542_000, ScenarioRunner.run(ScenarioLoader.standard().load(scenario)).get(0).timePs());
    }

    @Test
    void bothSpellingsAtOnceOrAWorkloadWithoutItsTraceAreRefused() throws IOException {
        Files.writeString(dir.resolve("g.goal"), "num_ranks 1\nrank 0 {\ncalc 5\n}\n");
        String head = "{\"name\": \"w\", \"seed\": 1, \"machine\": " + LOGGP + ", ";
        assertRefused(head + "\"trace\": {\"file\": \"g.goal\"}, \"workload\": {\"trace\": \"g.goal\"}}",
                "$.workload: expected the trace workload once, as \"trace\": {\"file\": ...} or as \"workload\": "
                        + "{\"trace\": ...}, found both \"trace\" and \"workload\"");
        assertRefused(head + "\"workload\": {\"file\": \"g.goal\"}}", "$.workload");
        assertRefused(head + "\"workload\": {\"trace\": \"none.goal\"}}",
                "$.workload.trace: expected a trace file, found no file at");
    }

    private void assertRefused(String json, String message) throws IOException {
        Path scenario = Files.writeString(dir.resolve("s.json"), json);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().load(scenario));
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }
}
