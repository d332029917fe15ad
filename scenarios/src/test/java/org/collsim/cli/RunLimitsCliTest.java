package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Run limits on the command line: a stopped point is a record, exit 1, and --resume with a raised limit completes it. */
class RunLimitsCliTest {
    @TempDir
    Path dir;

    /** A ring allgather of 8 B on 2 and 16 ranks: 3 x 2 x 1 = 6 and 3 x 16 x 15 = 720 events. */
    private Path scenario(String limits) throws Exception {
        Path file = dir.resolve("s.json");
        Files.writeString(file, "{\"name\": \"c\", \"seed\": 1, " + limits + "\"machine\": {\"network\": {\"model\": "
                + "\"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}, \"program\": {\"ranks\": [2, 16], \"body\": ["
                + "{\"allgather\": {\"bytes\": 8}}]}}");
        return file;
    }

    private List<String> run(Path file, String... extra) {
        List<String> args = new ArrayList<>(List.of("run", file.toString(), "--out", dir.resolve("out").toString(), "--no-html"));
        args.addAll(List.of(extra));
        CliRun o = execute(args.toArray(String[]::new));
        return List.of(String.valueOf(o.exitCode()), o.err());
    }

    @Test
    void aStoppedPointIsMarkedInEveryReportAndResumeWithARaisedLimitCompletesIt() throws Exception {
        Path file = scenario("\"limits\": {\"max_events\": 100}, ");
        List<String> first = run(file);
        assertEquals("1", first.get(0), first.get(1));
        assertTrue(first.get(1).contains("warning: a run limit stopped 1 of 2 points"), first.get(1));
        String json = Files.readString(dir.resolve("out/results.json"));
        assertTrue(json.contains("\"stopped\" : \"max_events (100 events) reached\""), json);
        assertTrue(Files.readString(dir.resolve("out/results.csv")).lines().findFirst().orElseThrow().endsWith(",stopped"));
        assertTrue(Files.readString(dir.resolve("out/results.md")).contains("stopped: max_events"));
        // the limits are not part of the scenario's identity: raise them and resume
        Files.writeString(file, Files.readString(file).replace("\"max_events\": 100", "\"max_events\": 100000"));
        List<String> resumed = run(file, "--resume");
        assertEquals("0", resumed.get(0), resumed.get(1));
        String complete = Files.readString(dir.resolve("out/results.json"));
        assertFalse(complete.contains("stopped"));
        assertTrue(complete.contains("\"max_events\" : 100000"), complete); // the scenario of the run that resumed
        // the log's header now says so too: the reports written from it are the run's
        assertEquals(0, execute("report", dir.resolve("out").toString(), "--no-html").exitCode());
        assertEquals(complete, Files.readString(dir.resolve("out/results.json")));
    }

    @Test
    void theCommandLineReplacesTheScenariosLimits() throws Exception {
        Path file = scenario("");
        assertEquals("1", run(file, "--max-events", "100").get(0));
        assertEquals("0", run(file, "--max-events", "720").get(0));
    }

    @Test
    void badLimitOptionsAreBadInputNamingTheOption() throws Exception {
        Path file = scenario("");
        CliRun events = execute("validate", file.toString(), "--max-events", "0");
        assertEquals(ExitCodes.BAD_INPUT, events.exitCode());
        assertTrue(events.err().contains("--max-events: expected a number of events of at least 1, found 0"), events.err());
        CliRun wall = execute("run", file.toString(), "--max-wall", "ten minutes");
        assertEquals(ExitCodes.BAD_INPUT, wall.exitCode());
        assertTrue(wall.err().startsWith("error: --max-wall: expected a duration"), wall.err());
        CliRun tiny = execute("run", file.toString(), "--max-wall", "1us");
        assertTrue(tiny.err().contains("--max-wall: expected a wall-clock time of at least 1ms, found 1us"), tiny.err());
    }

    /**
     * The communicator workload alone, swept over its ranks: 500 splits of 4,096 and of 2,048 ranks
     * (2.3 and 1.3 million steps, the clock read every 65,536: every 16 and 32 splits) each take
     * far longer than 1 ms of wall-clock time, so both points stop with a record and the sweep goes
     * on. With the limit raised they make 1 + 4096 + 500 x 4 = 6,097 and 1 + 2048 + 2000 = 4,049
     * communicators.
     */
    @Test
    void aCommunicatorWorkloadStoppedAtMaxWallIsARecordLikeAnyOther() throws Exception {
        Path file = dir.resolve("w.json");
        Files.writeString(file, "{\"name\": \"w\", \"seed\": 1, \"limits\": {\"max_wall\": \"1ms\"}, \"machine\": "
                + "{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}, "
                + "\"comm_workload\": {\"splits\": 500, \"colors\": 4, \"ranks\": 8}, "
                + "\"sweep\": {\"comm_workload.ranks\": [4096, 2048]}}");
        List<String> first = run(file, "--jobs", "1");
        assertEquals("1", first.get(0), first.get(1));
        assertTrue(first.get(1).contains("warning: a run limit stopped 2 of 2 points"), first.get(1));
        String workload = Files.readString(dir.resolve("out/comm_workload.json"));
        assertEquals(2, workload.split("\"stopped\" : \"max_wall \\(1ms of wall-clock time\\) reached\"").length - 1, workload);
        String json = Files.readString(dir.resolve("out/results.json"));
        assertTrue(json.contains("\"workload\" : \"comm_workload\"") && json.contains("\"stopped\" : \"max_wall"), json);
        List<String> csv = Files.readString(dir.resolve("out/results.csv")).lines().toList();
        assertTrue(csv.get(0).endsWith(",stopped") && csv.get(2).endsWith(",max_wall (1ms of wall-clock time) reached"),
                String.join("\n", csv));
        assertTrue(Files.readString(dir.resolve("out/results.md")).contains("stopped: max_wall"));
        Files.writeString(file, Files.readString(file).replace("\"1ms\"", "\"10min\""));
        List<String> resumed = run(file, "--resume");
        assertEquals("0", resumed.get(0), resumed.get(1));
        String complete = Files.readString(dir.resolve("out/comm_workload.json"));
        assertTrue(complete.contains("\"communicators\" : 6097") && complete.contains("\"communicators\" : 4049"), complete);
        for (String source : List.of("results.json", "results.jsonl")) {
            CliRun o = execute("rerun", dir.resolve("out").resolve(source).toString(), "--point", "1");
            assertEquals(ExitCodes.OK, o.exitCode(), o.out());
            assertTrue(o.out().endsWith(": 0 ps, 4049 communicators, as recorded\n"), o.out());
        }
    }
}
