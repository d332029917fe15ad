package org.collsim.scenario.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.Provenance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** results.jsonl's header line is the one an ObjectNode wrote before a generator did, and reads back as the same header. */
class ResultsLogHeaderTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** The header as the ObjectNode of the earlier code built it. */
    private static String nodeHeader(ResultsLog.Header h) {
        Provenance p = h.provenance();
        ObjectNode line = MAPPER.createObjectNode().put("collsim_results_log", 1).put("scenario_hash", p.scenarioHash())
                .put("points", h.points()).put("title", h.title()).put("machine", h.machine()).put("shard", h.shard().toString());
        line.putObject("produced_by").put("collsim", p.version()).put("revision", p.revision()).put("jdk", p.jdk());
        if (p.canRerun()) {
            line.set("scenario", p.scenario());
            line.putArray("machines").addAll(p.machines());
        }
        return line.toString();
    }

    @Test
    void theHeaderLineIsTheObjectNodesBytes(@TempDir Path dir) throws Exception {
        String scenario = "{\"name\": \"s \\\"q\\\"\", \"seed\": 12345678901, \"benchmark\": {\"bytes\": [8, 0.5]}}";
        JsonNode machine = MAPPER.readTree("{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"ratio\": 0.25}}");
        Provenance withScenario = new Provenance("0.1", "abc", "JDK \u00e9", ScenarioHash.of(scenario), ScenarioHash.tree(scenario),
                List.of(machine, machine));
        Provenance older = new Provenance("0.1", "abc", "17", "sha256:00", null, List.of());
        for (ResultsLog.Header h : List.of(new ResultsLog.Header(3, "title", "hockney, seed 1", Shard.parse("2/3"), withScenario),
                new ResultsLog.Header(0, "t", "m", Shard.ALL, older))) {
            Path file = dir.resolve("results.jsonl");
            ResultsLog.create(file, h).close();
            assertEquals(nodeHeader(h) + "\n", Files.readString(file));
            try (ResultsLog resumed = ResultsLog.resume(file, h)) {
                assertEquals(h, resumed.header());
            }
        }
    }
}
