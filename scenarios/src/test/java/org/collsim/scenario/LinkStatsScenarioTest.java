package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.collsim.report.LinkUsage;
import org.collsim.report.LinksCsv;
import org.collsim.report.RecordLines;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsJson;
import org.collsim.report.ResultsMarkdown;
import org.collsim.scenario.sweep.ResultsLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code "link_stats": true}, hand-computed: ranks 0 and 1 on a torus of 2 nodes exchange 1000 B at
 * once (alpha 1us, links and NICs 1 GB/s = 1000 ps/B, 50ns per hop). Each message is one flow alone on
 * its route (its injection link, its torus link, the other node's ejection link): 6 links used, each
 * carrying 1000 B for 1000 B x 1000 ps/B = 1us with 1 flow; the run takes 1us + 1us + 50ns = 2.05us, so
 * each link's utilisation is 1 / 2.05 = 0.4878... = 0.488, all 6 in the bucket [0.4, 0.5).
 */
class LinkStatsScenarioTest {
    private static final String FLOW = "{\"model\": \"flow\", \"alpha\": \"1us\", \"link_bandwidth\": \"1GB/s\", "
            + "\"injection_bandwidth\": \"1GB/s\"}";
    private static final String EXCHANGE = """
            {"name": "t", "seed": 1, "link_stats": true,
             "machine": {"network": %s, "topology": {"type": "torus", "dims": [2], "per_hop": "50ns"}},
             "program": {"ranks": [2], "body": [
               {"irecv": {"peer": "(rank + 1) %% size", "bytes": 1000, "req": "in"}},
               {"isend": {"peer": "(rank + 1) %% size", "bytes": 1000, "req": "out"}},
               {"waitall": ["in", "out"]}]}}
            """.formatted(FLOW);

    @Test
    void eachLinkOfAnExchangeCarriesItsMessageForItsTime() {
        ResultRecord r = ScenarioRunner.run(valid(EXCHANGE)).get(0);
        assertEquals(2_050_000, r.timePs());
        LinkUsage u = r.links();
        assertEquals(6, u.linksUsed());
        assertArrayEquals(new int[] {0, 0, 0, 0, 6, 0, 0, 0, 0, 0}, u.histogram());
        for (LinkUsage.Link l : u.busiest()) {
            assertEquals(1000, l.bytes(), l.name());
            assertEquals(1_000_000, l.busyPs(), l.name());
            assertEquals(1, l.peakFlows(), l.name());
            assertEquals(new BigDecimal("0.488"), l.utilisation(), l.name());
        }
        // equal busy time and bytes: by link id, the torus links first, then injection and ejection by node
        assertEquals(Set.of("0->1", "1->0"), u.busiest().subList(0, 2).stream().map(LinkUsage.Link::name).collect(Collectors.toSet()));
        assertEquals(List.of("injection 0", "injection 1", "ejection 0", "ejection 1"),
                u.busiest().subList(2, 6).stream().map(LinkUsage.Link::name).toList());
    }

    @Test
    void linkStatsReachEveryOutputAndSurviveTheResultsLog(@TempDir Path dir) throws IOException {
        ResultRecord r = ScenarioRunner.run(valid(EXCHANGE)).get(0);
        assertEquals(r, RecordLines.fromLine(RecordLines.toLine(0, r)).record(), "resumed records keep their link statistics");
        Path csv = dir.resolve("links.csv");
        LinksCsv.write(List.of(r), csv);
        List<String> lines = Files.readAllLines(csv);
        assertEquals(7, lines.size());
        assertTrue(lines.get(3).endsWith(",injection 0,1000,1000000,1,0.488"), lines.get(3));
        String json = ResultsJson.toJson(List.of(r));
        assertTrue(json.contains("\"links_used\" : 6") && json.contains("\"link\" : \"injection 0\"")
                && json.contains("\"utilisation\" : 0.488"), json);
        String md = ResultsMarkdown.render("t", "m", List.of(r));
        assertTrue(md.contains("## link statistics"), md);
        assertTrue(md.contains("injection 0"), md);
    }

    /** A results.jsonl line that carries its rerun scenario keeps its decimals as written: 0.500 stays 0.500, not 0.5. */
    @Test
    void aLogLineWithItsRerunScenarioKeepsTrailingZeros() throws IOException {
        ResultRecord r = ScenarioRunner.run(valid(EXCHANGE)).get(0);
        String line = RecordLines.toLine(0, r).replace("0.488", "0.500");
        assertTrue(line.contains("\"utilisation\":0.500"), line);
        String withRerun = line.substring(0, line.length() - 1) + ",\"rerun\":{\"name\":\"x\"}}";
        ResultsLog.PointLine read = ResultsLog.pointLine(withRerun);
        assertEquals("0.500", read.record().links().busiest().get(2).utilisation().toString());
        assertEquals("x", read.rerun().get("name").asText());
    }

    /**
     * examples/graph-inline-link-stats.json: minimal routing puts the 16 flows from rack0 to rack1 (4 x 4 pairs of an
     * 8-rank linear alltoall, 64 KiB each) on rack0 -> spine0 and spine0 -> rack1, and the 16 back on rack1 -> spine0
     * and spine0 -> rack0: 16 x 65536 B each at 80 ps/B (100 Gb/s) = 83.89us busy at full rate; spine1 carries nothing.
     */
    @Test
    void theInlineGraphExampleLoadsOneSpine() {
        ResultRecord r = ScenarioRunner.run(ScenarioLoader.standard().load(Path.of("../examples/graph-inline-link-stats.json"))).get(0);
        LinkUsage u = r.links();
        assertEquals(Set.of("rack0->spine0", "spine0->rack0", "rack1->spine0", "spine0->rack1"),
                u.busiest().subList(0, 4).stream().map(LinkUsage.Link::name).collect(Collectors.toSet()));
        for (LinkUsage.Link l : u.busiest().subList(0, 4)) {
            assertEquals(16 * 65_536, l.bytes());
            assertEquals(16, l.peakFlows());
            assertEquals(BigDecimal.valueOf(16L * 65_536 * 80).divide(BigDecimal.valueOf(r.timePs()), 3, java.math.RoundingMode.HALF_EVEN),
                    l.utilisation());
        }
        assertTrue(u.busiest().stream().noneMatch(l -> l.name().contains("spine1")), "minimal routing leaves spine1 idle");
        assertEquals(u.linksUsed(), java.util.Arrays.stream(u.histogram()).sum());
    }

    @Test
    void withoutTheFieldNothingIsKept() {
        assertNull(ScenarioRunner.run(valid(EXCHANGE.replace("\"link_stats\": true,", ""))).get(0).links());
    }

    @Test
    void linkStatsNeedAFlowNetwork() {
        List<String> lines = errors(edit(r -> {
            set(r, "link_stats", "true");
            set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
        }));
        assertEquals(List.of("error: s.json: $.link_stats: expected link statistics of a \"flow\" network (the one model that routes "
                + "messages over links), found true with a hockney network"), lines);
        List<String> notBoolean = errors(edit(r -> set(r, "link_stats", "\"yes\"")));
        assertEquals(List.of("error: s.json: $.link_stats: expected true or false, found \"yes\""), notBoolean);
    }
}
