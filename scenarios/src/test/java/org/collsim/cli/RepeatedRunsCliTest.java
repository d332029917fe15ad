package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Points that would repeat the same run are run once, and every report says which requests the run stands for. */
class RepeatedRunsCliTest {
    /**
     * bcast binomial and scatter_ring_allgather on 8 ranks at 1 KiB and 1 MiB, without layers and
     * under tuned. MPICH's cut-offs (tuned): 1024 < 12288 bytes gives binomial, and 1 MiB on 8
     * ranks (a power of two, >= 524288) gives scatter_ring_allgather; so under tuned both requests
     * run the same algorithm at each size: 8 points, 6 runs.
     */
    private static final String SCENARIO = """
            {"name": "repeat", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
             "layer_stacks": [[], ["tuned"]],
             "benchmark": {"collectives": ["bcast"], "algorithms": ["binomial", "scatter_ring_allgather"],
                           "ranks": [8], "bytes": [1024, 1048576]}}
            """;

    @TempDir
    Path dir;

    private int run(String out, String... more) throws Exception {
        List<String> args = new ArrayList<>(List.of("run", Files.writeString(dir.resolve("s.json"), SCENARIO).toString(),
                "--out", dir.resolve(out).toString(), "--no-html"));
        args.addAll(List.of(more));
        return execute(args).exitCode();
    }

    @Test
    void underTunedBothRequestsAreOneRunThatStandsForBoth() throws Exception {
        assertEquals(0, run("a", "--jobs", "1"));
        JsonNode records = new ObjectMapper().readTree(dir.resolve("a/results.json").toFile()).get("records");
        assertEquals(6, records.size(), "2 requests x 2 sizes without layers, 1 run per size under tuned");
        List<String> tuned = new ArrayList<>();
        for (JsonNode r : records) {
            if (r.get("layers").size() == 1) {
                tuned.add(r.get("bytes").asLong() + " " + r.get("algorithm").asText() + " " + r.get("stands_for")
                        + " " + r.get("ran").get(0).get("algorithm").asText());
            } else {
                assertTrue(r.get("stands_for") == null, "without layers each request is its own run");
            }
        }
        assertEquals(List.of("1024 binomial [\"binomial\",\"scatter_ring_allgather\"] binomial",
                "1048576 binomial [\"binomial\",\"scatter_ring_allgather\"] scatter_ring_allgather"), tuned);
        String csv = Files.readString(dir.resolve("a/results.csv"));
        assertTrue(csv.contains(",bcast,\"binomial, scatter_ring_allgather\",binomial,8,1024,"), csv);
        String md = Files.readString(dir.resolve("a/results.md"));
        assertTrue(md.contains("scatter_ring_allgather (asked: binomial, scatter_ring_allgather)"), md);
    }

    @Test
    void theFilesAreTheSameForAnyJobsAndAfterResume() throws Exception {
        assertEquals(0, run("j1", "--jobs", "1"));
        assertEquals(0, run("j2", "--jobs", "2"));
        assertEquals(0, run("j2", "--jobs", "2", "--resume"));
        for (String f : List.of("results.json", "results.csv", "results.md")) {
            assertEquals(Files.readString(dir.resolve("j1").resolve(f)), Files.readString(dir.resolve("j2").resolve(f)), f);
        }
        assertEquals(6, Files.readAllLines(dir.resolve("j2/results.jsonl")).size() - 1, "a header and one line per run");
    }

    /**
     * allreduce ring and ring_segmented (8,192 B segments) on 8 ranks of 1-byte elements: at 1 KiB the
     * buffer holds fewer than 8 segments, so ring_segmented hands the call to the ring, as Open MPI
     * does: one run that stands for both and says the ring ran; at 1 MiB it segments: two runs.
     */
    @Test
    void ringSegmentedBelowPSegmentsIsTheRingsRun() throws Exception {
        Files.writeString(dir.resolve("r.json"), """
                {"name": "rings", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
                 "benchmark": {"collectives": ["allreduce"], "algorithms": ["ring", "ring_segmented"], "datatype": "byte",
                               "ranks": [8], "bytes": [1024, 1048576]}}
                """);
        CliRun o = execute("run", dir.resolve("r.json").toString(), "--out", dir.resolve("r").toString(), "--no-html",
                "--jobs", "1");
        assertEquals(0, o.exitCode(), o.both());
        List<String> runs = new ArrayList<>();
        for (JsonNode r : new ObjectMapper().readTree(dir.resolve("r/results.json").toFile()).get("records")) {
            runs.add(r.get("bytes").asLong() + " " + r.get("algorithm").asText() + " " + r.get("stands_for")
                    + " " + r.get("ran").get(0).get("algorithm").asText());
        }
        assertEquals(List.of("1024 ring [\"ring\",\"ring_segmented\"] ring", "1048576 ring null ring",
                "1048576 ring_segmented null ring_segmented"), runs);
    }
}
