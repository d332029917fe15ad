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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 9, provenance: results.json says what produced it, and collsim rerun runs any record again from it alone. */
class RerunCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A preset machine (its NIC and network from presets/cray-xt3-seastar.json) with a swept alpha: 2 x 2 points. */
    private static final String SCENARIO = """
            {"name": "r", "seed": 5, "machine": {"preset": "cray-xt3-seastar", "network": {"alpha": "2us"}},
             "sweep": {"machine.network.alpha": ["1us", "3us"]},
             "benchmark": {"collectives": ["allreduce"], "algorithms": ["ring"], "ranks": [4], "bytes": [8, 4096]}}
            """;

    @TempDir
    Path dir;
    private Path results;

    @BeforeEach
    void run() throws Exception {
        Path scenario = dir.resolve("s.json");
        Files.writeString(scenario, SCENARIO);
        CliRun o = execute("run", scenario.toString(), "--out", dir.resolve("out").toString(), "--no-html", "--jobs", "1");
        assertEquals(0, o.exitCode(), o.err());
        results = dir.resolve("out/results.json");
    }

    @Test
    void theFileSaysWhatProducedItAndHoldsTheResolvedMachines() throws Exception {
        JsonNode root = JSON.readTree(results.toFile());
        assertEquals(2, root.get("collsim_results").asInt());
        assertTrue(root.get("produced_by").has("revision") && root.get("produced_by").get("jdk").asText().contains("17"));
        assertTrue(root.get("scenario_hash").asText().startsWith("sha256:"));
        JsonNode machines = root.get("machines");
        assertEquals(2, machines.size(), "one machine per alpha");
        for (int m = 0; m < 2; m++) {
            JsonNode machine = machines.get(m);
            assertFalse(machine.has("preset") || machine.has("description"), machine.toString());
            assertEquals(m == 0 ? "1us" : "3us", machine.at("/network/alpha").asText());
            assertEquals("250ps/B", machine.at("/network/gamma").asText(), "the preset's value");
            assertEquals("300ns", machine.at("/nic/host_packet").asText(), "a default the preset leaves out");
        }
        for (int i = 0; i < 4; i++) {
            assertEquals(i / 2, root.get("records").get(i).get("machine").asInt(), "record " + i);
        }
    }

    /** Every record, each of a swept machine parameter on a preset, gives its picoseconds again. */
    @Test
    void everyRecordRunsAgainToTheSamePicoseconds() throws Exception {
        JsonNode records = JSON.readTree(results.toFile()).get("records");
        for (int i = 0; i < records.size(); i++) {
            CliRun o = execute("rerun", results.toString(), "--point", String.valueOf(i));
            assertEquals(0, o.exitCode(), o.err());
            JsonNode r = records.get(i);
            assertEquals("point " + i + " (" + r.get("collective").asText() + "/" + r.get("algorithm").asText() + " ranks="
                    + r.get("ranks").asInt() + " bytes=" + r.get("bytes").asLong() + "): " + r.get("time_ps").asLong()
                    + " ps, as recorded\n", o.out());
        }
    }

    /** Only the record's machine counts: change it in the file and the rerun gives another time. */
    @Test
    void theRecordsMachineIsWhatRunsAndADifferentTimeIsExitFour() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(results.toFile());
        ((ObjectNode) root.get("machines").get(1).get("network")).put("alpha", "1us");
        Files.writeString(results, root.toString());
        CliRun o = execute("rerun", results.toString(), "--point", "3");
        assertEquals(ExitCodes.REGRESSION, o.exitCode(), o.both());
        assertTrue(o.out().contains("the record has " + root.at("/records/3/time_ps").asLong() + " ps"), o.out());
    }

    @Test
    void unusableFilesAndPointsAreBadInputWithTheFile() throws Exception {
        CliRun range = execute("rerun", results.toString(), "--point", "4");
        assertEquals(ExitCodes.BAD_INPUT, range.exitCode());
        assertEquals("error: " + results + ": --point: expected a record from 0 to 3, found 4", range.err().strip());
        ObjectNode root = (ObjectNode) JSON.readTree(results.toFile());
        root.remove("machines");
        Path old = dir.resolve("old.json");
        Files.writeString(old, root.toString());
        CliRun noMachines = execute("rerun", old.toString(), "--point", "0");
        assertEquals(ExitCodes.BAD_INPUT, noMachines.exitCode());
        assertTrue(noMachines.err().startsWith("error: " + old + ": $: expected \"machines\" and \"scenario\""), noMachines.err());
        Files.writeString(old, root.get("records").toString());
        assertTrue(execute("rerun", old.toString(), "--point", "0").err().contains("an array of records of an older collsim"));
        ObjectNode bad = (ObjectNode) JSON.readTree(results.toFile());
        ((ObjectNode) bad.get("records").get(2)).put("machine", 7);
        Files.writeString(old, bad.toString());
        CliRun index = execute("rerun", old.toString(), "--point", "2");
        assertEquals(ExitCodes.BAD_INPUT, index.exitCode());
        assertTrue(index.err().contains("$.records[2].machine: expected the index of one of the file's 2 machines, found 7"),
                index.err());
        assertEquals(ExitCodes.BAD_INPUT, execute("rerun", dir.resolve("none.json").toString(), "--point", "0").exitCode());
    }

    /**
     * collsim tune records its input as the file's scenario; a record of an algorithm the scenario
     * does not list (tune runs every registered one) runs again, through the scenario narrowed to
     * the record, to the same picoseconds.
     */
    @Test
    void everyRecordOfTuneRunsAgain() throws Exception {
        Path scenario = dir.resolve("t.json");
        Files.writeString(scenario, """
                {"name": "t", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"}},
                 "benchmark": {"collectives": ["allreduce"], "ranks": [4, 12], "bytes": [64]}}
                """);
        CliRun tuned = execute("tune", scenario.toString(), "--out", dir.resolve("tuned").toString(), "--no-html", "--jobs", "1");
        assertEquals(0, tuned.exitCode(), tuned.err());
        Path tuneResults = dir.resolve("tuned/results.json");
        int records = JSON.readTree(tuneResults.toFile()).get("records").size();
        assertTrue(records > 10, "every allreduce algorithm at 4 and 12 ranks: " + records);
        for (int i = 0; i < records; i++) {
            CliRun o = execute("rerun", tuneResults.toString(), "--point", String.valueOf(i));
            assertEquals(0, o.exitCode(), o.both());
            assertTrue(o.out().contains("as recorded"), o.out());
        }
    }
}
