package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsJson;
import org.junit.jupiter.api.Test;

/** "sweep": any scenario value as an axis, the product of the axes, records that carry their axes, errors with paths. */
class SweepAxesTest {
    private static String scenario(String sweep) {
        return """
                {"name": "sw", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"}},
                 "benchmark": {"collectives": ["bcast"], "ranks": [2], "bytes": [8]},
                 "sweep": %s}
                """.formatted(sweep);
    }

    private static Scenario load(String sweep) {
        try {
            return ScenarioLoader.standard().parse(scenario(sweep), "sw.json");
        } catch (ScenarioException e) {
            return fail(e.getMessage());
        }
    }

    private static List<String> errors(String sweep) {
        try {
            ScenarioLoader.standard().parse(scenario(sweep), "sw.json");
            return fail("expected errors");
        } catch (ScenarioException e) {
            return e.lines();
        }
    }

    @Test
    void theProductOfTheAxesWithEachRecordsAxes() {
        Scenario s = load("{\"machine.network.alpha\": [\"1us\", \"3us\"], \"benchmark.bytes\": {\"from\": 8, \"to\": 32, \"times\": 2}}");
        List<ResultRecord> records = ScenarioRunner.run(s);
        assertEquals(6, records.size(), "2 alphas x 3 sizes");
        // a 2-rank binomial bcast is one message: alpha + bytes * 1 ns
        long[] expectedPs = {1_008_000, 1_016_000, 1_032_000, 3_008_000, 3_016_000, 3_032_000};
        long[] bytes = {8, 16, 32, 8, 16, 32};
        for (int i = 0; i < 6; i++) {
            ResultRecord r = records.get(i);
            assertEquals(expectedPs[i], r.timePs(), "record " + i);
            assertEquals(bytes[i], r.sizeBytes());
            Map<String, String> axes = new LinkedHashMap<>();
            axes.put("machine.network.alpha", i < 3 ? "1us" : "3us");
            axes.put("benchmark.bytes", Long.toString(bytes[i]));
            assertEquals(axes, r.axes());
        }
        String json = ResultsJson.toJson(records);
        assertEquals(true, json.contains("\"axes\" : {\n      \"machine.network.alpha\" : \"1us\",\n      \"benchmark.bytes\" : \"8\"\n    },"),
                json);
    }

    @Test
    void aVariantEqualsTheScenarioWrittenOut() throws Exception {
        Scenario sweep = load("{\"machine.ranks_per_node\": [1, 2]}");
        String written = scenario("{}").replace(",\n \"sweep\": {}", "").replace("\"beta\": \"1ns/B\"}", "\"beta\": \"1ns/B\"}, \"ranks_per_node\": 2");
        Scenario plain = ScenarioLoader.standard().parse(written.replace("\"sweep\": {}", ""), "p.json");
        assertEquals(ScenarioRunner.run(plain).get(0).timePs(), ScenarioRunner.run(sweep).get(1).timePs());
    }

    @Test
    void badAxesAreRefusedWithTheirPaths() {
        assertEquals(List.of("error: sw.json: $.sweep[\"machine.netwrk.alpha\"]: expected an axis whose object is in the "
                + "scenario file (the axis puts one value into it), found the axis \"machine.netwrk.alpha\" and no object "
                + "\"machine.netwrk\" in the file"), errors("{\"machine.netwrk.alpha\": [\"1us\"]}"));
        assertEquals(List.of("error: sw.json: $.sweep[\"machine..alpha\"]: expected an axis named by the path of a "
                + "scenario value such as \"machine.network.alpha\", found the axis \"machine..alpha\""),
                errors("{\"machine..alpha\": [\"1us\"]}"));
        assertEquals(List.of("error: sw.json: $.sweep[\"machine.network.alpha\"][1]: expected a duration with a unit, such "
                + "as \"1.5us\", \"800ns\", \"1200ps\" or \"2ms\", found \"5xs\" (unknown time unit \"xs\")"), errors("{\"machine.network.alpha\": [\"1us\", \"5xs\"]}").subList(0, 1));
        assertEquals(List.of("error: sw.json: $.sweep[\"benchmark.bytes\"]: expected a range whose steps reach \"to\" "
                + "exactly, found times 3 goes from 8 to 72, then past 100"),
                errors("{\"benchmark.bytes\": {\"from\": 8, \"to\": 100, \"times\": 3}}"));
        assertEquals(1, errors("{\"machine.network.alpha\": []}").size());
        assertEquals(1, errors("{}").size());
    }

    /**
     * A preset's values are not in the file: the axis names the object to write, and with
     * "network": {} beside the preset the axis overrides the preset's alpha alone.
     */
    @Test
    void aPresetsValueIsSweptThroughAnObjectWrittenBesideIt() throws Exception {
        String preset = scenario("{\"machine.network.alpha\": [\"1us\", \"3us\"]}").replace(
                "{\"network\": {\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}", "{\"preset\": \"infiniband-ndr\"}");
        List<String> lines = assertThrows(ScenarioException.class, () -> ScenarioLoader.standard().parse(preset, "sw.json"))
                .lines();
        assertEquals(List.of("error: sw.json: $.sweep[\"machine.network.alpha\"]: expected an axis whose object is in the "
                + "scenario file (the axis puts one value into it), found the axis \"machine.network.alpha\" and no object "
                + "\"machine.network\" in the file (a preset's values are not in it: write the object, e.g. \"network\": {} "
                + "beside \"preset\", which keeps the preset's values, and the axis overrides one)"), lines);
        Scenario s = ScenarioLoader.standard().parse(preset.replace("\"preset\": \"infiniband-ndr\"",
                "\"preset\": \"infiniband-ndr\", \"network\": {}"), "sw.json");
        List<ResultRecord> records = ScenarioRunner.run(s);
        // one message of 8 B: the preset's model and per-byte cost on both sides, alpha 1us then 3us
        assertEquals(2_000_000, records.get(1).timePs() - records.get(0).timePs());
    }
}
