package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code collsim export-goal}: every point of a loggp scenario, exported and replayed with
 * {@code collsim replay} on the machine written beside it, takes the time {@code collsim run} gives
 * it, to the picosecond (eager and rendezvous sizes, 5 and 8 ranks, reductions at 1 ns/B); machines
 * GOAL cannot price and points that do not exist are refused with exit 2.
 */
class ExportGoalCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    private Path scenario(String machine) throws IOException {
        Path file = dir.resolve("s.json");
        Files.writeString(file, """
                {"name": "s", "seed": 1, "machine": %s,
                 "benchmark": {"collectives": ["allreduce", "bcast", "alltoall"], "ranks": [5, 8], "bytes": [1000, 131072]}}
                """.formatted(machine));
        return file;
    }

    private static final String LOGGP = """
            {"network": {"model": "loggp", "L": "2500ns", "o": "1500ns", "g": "1000ns", "G": "6ns/B", "O": "0ps/B",
                         "S": "65535B", "gamma": "1ns/B"}}""";

    @Test
    void everyExportedPointReplaysToTheTimeOfItsRun() throws IOException {
        Path s = scenario(LOGGP);
        CliRun run = execute("run", s.toString(), "--out", dir.resolve("run").toString(), "--no-html");
        assertEquals(ExitCodes.OK, run.exitCode(), run.err());
        List<JsonNode> records = List.copyOf(JSON.readTree(dir.resolve("run/results.json").toFile()).findParents("time_ps"));
        CliRun export = execute("export-goal", s.toString(), "--out", dir.resolve("goal").toString());
        assertEquals(ExitCodes.OK, export.exitCode(), export.err());
        assertTrue(records.size() > 10, "every algorithm of three collectives at 4 points");
        for (int i = 0; i < records.size(); i++) {
            Path goal = dir.resolve("goal/s-p" + i + ".goal");
            CliRun replay = execute("replay", goal.toString(), "--machine", dir.resolve("goal/s-p" + i + ".machine.json").toString(),
                    "--out", dir.resolve("replay" + i).toString());
            assertEquals(ExitCodes.OK, replay.exitCode(), replay.err());
            long replayed = JSON.readTree(dir.resolve("replay" + i + "/results.json").toFile()).findValue("time_ps").asLong();
            assertEquals(records.get(i).get("time_ps").asLong(), replayed, "point " + i + ": " + records.get(i));
        }
        assertTrue(Files.readString(dir.resolve("goal/s-p0.goal")).contains("// LogGOPSim options: -L 2500 -o 1500 -g 1000 -G 6 -O 0 -S 65535"));
    }

    @Test
    void theExampleExportIsWhatExportGoalWrites() throws IOException {
        Path examples = Path.of(System.getProperty("collsim.examples", "../examples"), "goal");
        CliRun o = execute("export-goal", examples.resolve("export-allreduce.json").toString(), "--point", "0",
                "--out", dir.toString());
        assertEquals(ExitCodes.OK, o.exitCode(), o.err());
        assertEquals(Files.readString(examples.resolve("allreduce-rd-6.goal")), Files.readString(dir.resolve("export-allreduce-p0.goal")));
    }

    @Test
    void aPointOutsideTheScenarioOrAMachineGoalCannotPriceIsRefused() throws IOException {
        CliRun outside = execute("export-goal", scenario(LOGGP).toString(), "--point", "99", "--out", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, outside.exitCode());
        assertTrue(outside.err().contains("--point: expected a point of 0.."), outside.err());
        CliRun hockney = execute("export-goal",
                scenario("{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}").toString(),
                "--out", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, hockney.exitCode());
        assertTrue(hockney.err().contains("$.machine: expected a machine of one \"loggp\" network"), hockney.err());
    }
}
