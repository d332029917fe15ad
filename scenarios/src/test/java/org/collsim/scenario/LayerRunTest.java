package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layer;
import org.collsim.report.CommWorkloadResults;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsJson;
import org.collsim.report.ResultsTable;
import org.collsim.report.TableCounts;
import org.junit.jupiter.api.Test;

/** Sweeps over layer stacks with the built-in algorithms: records, table counters, determinism, the communicator workload. */
class LayerRunTest {
    private static final String NODES = """
            {"name": "nodes", "seed": 5,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"},
                         "intra_node": {"model": "hockney", "alpha": "200ns", "beta": "100ps/B"}, "ranks_per_node": 4},
             "layer_stacks": [[], ["hierarchical"], ["hw-collectives", "hierarchical"]],
             "benchmark": {"collectives": ["barrier", "allreduce"], "algorithms": {"allreduce": ["ring"]},
                           "ranks": [16, 18], "bytes": [64]}}
            """;

    static Scenario load(String json) {
        try {
            return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), ScenarioFixtures.HEAP_BYTES)
                    .parse(json, "s.json");
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    @Test
    void everyRecordNamesItsStackAndCarriesTheTableCounters() {
        List<ResultRecord> records = ScenarioRunner.run(load(NODES));
        assertEquals(12, records.size());
        assertEquals(List.of(), records.get(0).layers());
        assertEquals(TableCounts.NONE, records.get(0).tables());
        ResultRecord hierarchicalBarrier = records.get(2);
        assertEquals(List.of("hierarchical"), hierarchicalBarrier.layers());
        assertEquals(16, hierarchicalBarrier.ranks());
        // world + 16 self + 4 node communicators + the leaders' communicator share one table
        assertEquals(new TableCounts(1, 21, 1, 44, 0, 0), hierarchicalBarrier.tables());
        ResultRecord stacked = records.get(4);
        assertEquals(List.of("hw-collectives", "hierarchical"), stacked.layers());
        assertEquals(new TableCounts(2, 42, 2, 88, 0, 0), stacked.tables());
    }

    @Test
    void hierarchicalBeatsTheFlatRingWhenNodesAreCheap() {
        List<ResultRecord> records = ScenarioRunner.run(load(NODES));
        ResultRecord flat = records.get(6);
        ResultRecord hierarchical = records.get(8);
        assertEquals("ring", flat.algorithm());
        assertEquals(List.of("hierarchical"), hierarchical.layers());
        assertEquals(flat.ranks(), hierarchical.ranks());
        assertTrue(hierarchical.timePs() * 2 < flat.timePs(), flat.timePs() + " vs " + hierarchical.timePs());
        String table = ResultsTable.render(records);
        assertTrue(table.lines().findFirst().orElseThrow().endsWith("speedup"), table);
    }

    @Test
    void resultsJsonHasLayersRanAndTablesAfterMessages() throws Exception {
        String json = ResultsJson.toJson(ScenarioRunner.run(load(NODES)));
        JsonNode record = ScenarioFixtures.MAPPER.readTree(json).get(2);
        List<String> keys = new java.util.ArrayList<>();
        record.fieldNames().forEachRemaining(keys::add);
        assertEquals(List.of("messages", "layers", "ran", "tables", "queues"), keys.subList(keys.size() - 5, keys.size()));
        assertTrue(record.get("queues").get("entries_searched").asLong() > 0, "every received message was searched for");
        assertEquals("[\"hierarchical\"]", record.get("layers").toString());
        assertEquals(0, record.get("tables").get("alive_at_end").asLong());
    }

    @Test
    void aStackSweepIsByteIdenticalRunToRun() {
        Scenario s = load(NODES);
        assertEquals(ResultsJson.toJson(ScenarioRunner.run(s)), ResultsJson.toJson(ScenarioRunner.run(load(NODES))));
        assertEquals(ResultsTable.render(ScenarioRunner.run(s)), ResultsTable.render(ScenarioRunner.run(s)));
    }

    @Test
    void eachPointGetsFreshLayerInstances() {
        Scenario s = load(NODES);
        LayerStack stack = s.layers().stacks().get(1);
        Layer first = s.layers().freshOptions(stack).layers().get(0);
        Layer second = s.layers().freshOptions(stack).layers().get(0);
        assertNotSame(first, second);
    }

    @Test
    void commWorkloadAllocatesOneTablePerLayer() {
        Scenario s = load(NODES.replace("\"layer_stacks\"",
                "\"comm_workload\": {\"splits\": 1000, \"colors\": 4, \"ranks\": 16}, \"layer_stacks\""));
        List<ResultRecord> records = CommWorkloadResults.of(ScenarioRunner.run(s));
        assertEquals(3, records.size());
        long communicators = 1 + 16 + 4000;
        for (ResultRecord r : records) {
            int layers = r.layers().size();
            assertEquals(communicators, r.commWorkload().communicators());
            assertEquals(new TableCounts(layers, layers * (communicators - 1), layers, 2 * layers * communicators, 0, 0),
                    r.tables(), r.layersLabel());
        }
        assertEquals(List.of("hw-collectives", "hierarchical"), records.get(2).layers());
        assertTrue(CommWorkloadResults.of(ScenarioRunner.run(load(NODES))).isEmpty());
    }

    @Test
    void ch3HookOrderShowsDestroyHooksMeetingForeignTables() {
        Scenario s = load(NODES.replace("\"layer_stacks\"", "\"mpi\": {\"hook_order\": \"ch3_newest_first\"}, \"layer_stacks\""));
        ResultRecord stacked = ScenarioRunner.run(s).get(4);
        assertEquals(List.of("hw-collectives", "hierarchical"), stacked.layers());
        assertTrue(stacked.tables().foreignAtDestroy() > 0, stacked.tables().toString());
        assertEquals(0, ScenarioRunner.run(s).get(2).tables().foreignAtDestroy(), "one layer: nothing foreign");
    }
}
