package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --timeline}: the files it writes, the same bytes every time, and the points it refuses. */
class TimelineCliTest {
    private static final Path RING_STEPS = Path.of(System.getProperty("collsim.examples", "../examples"), "ring-steps.json");

    @TempDir
    Path dir;

    @Test
    void writesATraceAndAGanttChartPerPointAndTheSameBytesEveryTime() throws Exception {
        CliRun first = execute("run", RING_STEPS.toString(), "--timeline", "2", "--no-html", "--out", dir.resolve("a").toString());
        CliRun again = execute("run", RING_STEPS.toString(), "--timeline", "2", "--no-html", "--out", dir.resolve("b").toString());
        assertEquals(0, first.exitCode(), first.err());
        assertTrue(first.err().contains("timeline.json and " + dir.resolve("a").resolve("timeline.svg")), first.err());
        byte[] trace = Files.readAllBytes(dir.resolve("a/timeline.json"));
        assertArrayEquals(trace, Files.readAllBytes(dir.resolve("b/timeline.json")));
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/timeline.svg")), Files.readAllBytes(dir.resolve("b/timeline.svg")));
        JsonNode root = new ObjectMapper().readTree(trace);
        assertEquals("allreduce/ring at 8 ranks, 512 bytes", root.get("otherData").get("title").asText());
        long flows = 0;
        for (JsonNode e : root.get("traceEvents")) {
            flows += e.get("ph").asText().equals("s") ? 1 : 0;
        }
        assertEquals(112, flows, "one arrow per message: 8 ranks x 14 steps");
    }

    /** The picture in examples/README.md is what its command makes (plain SVG: the same bytes on every machine). */
    @Test
    void theExamplesPictureIsWhatItsCommandMakes() throws Exception {
        CliRun o = execute("run", RING_STEPS.toString(), "--timeline", "1,2", "--no-html", "--out", dir.toString());
        assertEquals(0, o.exitCode(), o.err());
        assertEquals(Files.readString(RING_STEPS.resolveSibling("ring-steps-timeline.svg")),
                Files.readString(dir.resolve("timeline.svg")), "run the command in examples/README.md and commit its timeline.svg");
    }

    @Test
    void severalPointsGetAFileEachAndShareTheChart() throws Exception {
        CliRun o = execute("run", RING_STEPS.toString(), "--timeline", "1,2", "--out", dir.toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(Files.exists(dir.resolve("timeline-1.json")) && Files.exists(dir.resolve("timeline-2.json")));
        assertFalse(Files.exists(dir.resolve("timeline.json")));
        String svg = Files.readString(dir.resolve("timeline.svg"));
        assertTrue(svg.contains("point 1: allreduce/recursive_doubling at 8 ranks, 512 bytes")
                && svg.contains("point 2: allreduce/ring at 8 ranks, 512 bytes"));
        String html = Files.readString(dir.resolve("results.html"));
        assertTrue(html.contains("<h2 id=\"timelines\">") && html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"timelines\""));
    }

    @Test
    void aBenchmarkWithTimelineTrueRecordsEveryPoint() throws Exception {
        Path scenario = Files.writeString(dir.resolve("s.json"), Files.readString(RING_STEPS)
                .replace("\"ranks\": [8]", "\"ranks\": [8], \"timeline\": true"));
        CliRun o = execute("run", scenario.toString(), "--no-html", "--out", dir.resolve("out").toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(Files.exists(dir.resolve("out/timeline-1.json")) && Files.exists(dir.resolve("out/timeline-2.json")));
        assertArrayEquals(Files.readAllBytes(RING_STEPS.resolveSibling("ring-steps-timeline.svg")),
                Files.readAllBytes(dir.resolve("out/timeline.svg")), "the same chart as --timeline 1,2");
    }

    @Test
    void timelineTrueWithTooManyRanksIsRefusedAtItsPath() throws Exception {
        Path scenario = Files.writeString(dir.resolve("s.json"), Files.readString(RING_STEPS)
                .replace("\"ranks\": [8]", "\"ranks\": [8, 128], \"timeline\": true"));
        CliRun o = execute("validate", scenario.toString());
        assertEquals(2, o.exitCode());
        assertTrue(o.err().contains("$.benchmark.timeline: expected rank counts of at most 64 with a timeline (a larger "
                + "timeline cannot be read), found true with 128 ranks in $.benchmark.ranks"), o.err());
        Path notBoolean = Files.writeString(dir.resolve("t.json"), Files.readString(RING_STEPS)
                .replace("\"ranks\": [8]", "\"ranks\": [8], \"timeline\": 1"));
        CliRun o2 = execute("validate", notBoolean.toString());
        assertEquals(2, o2.exitCode());
        assertTrue(o2.err().contains("$.benchmark.timeline: expected true or false, found"), o2.err());
    }

    @Test
    void pointsOutsideTheScenarioOrTooLargeToReadAreRefusedBeforeRunning() throws Exception {
        CliRun outside = execute("run", RING_STEPS.toString(), "--timeline", "3", "--out", dir.toString());
        assertEquals(new CliRun(2, "", "error: --timeline 3: expected a point number from 1 to 2, found 3\n"), outside);
        Path large = Files.writeString(dir.resolve("large.json"), Files.readString(RING_STEPS)
                .replace("\"name\": \"ring-steps\"", "\"name\": \"large\"").replace("\"ranks\": [8]", "\"ranks\": [8, 1024]"));
        CliRun tooLarge = execute("run", large.toString(), "--timeline", "4", "--out", dir.toString());
        assertEquals(new CliRun(2, "", "error: --timeline 4: expected a point of at most 64 ranks (a larger timeline "
                + "cannot be read), found allreduce/ring at 1024 ranks, 512 bytes\n"), tooLarge);
        CliRun sharded = execute("run", RING_STEPS.toString(), "--timeline", "1", "--shard", "1/2", "--out", dir.toString());
        assertEquals(new CliRun(2, "", "error: --timeline: expected a run without --shard (a shard writes no reports), "
                + "found --shard 1/2\n"), sharded);
        assertFalse(Files.exists(dir.resolve("results.jsonl")), "nothing ran");
    }
}
