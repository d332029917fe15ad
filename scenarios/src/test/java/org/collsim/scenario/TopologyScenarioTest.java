package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import org.collsim.engine.net.Network;
import org.collsim.topo.Placement;
import org.collsim.topo.RoutedModel;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** machine.topology: accepted forms, every class of error with its path, and hand-computed times. */
class TopologyScenarioTest {
    private static final String TORUS = "{\"type\": \"torus\", \"dims\": [4, 4, 4], \"per_hop\": \"50ns\"}";

    private static String withTopology(String topology) {
        return edit(r -> set(obj(r, "machine"), "topology", topology));
    }

    @Test
    void aTorusWithBlockPlacementByDefault() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "topology", TORUS);
            set(ScenarioFixtures.benchmark(r), "ranks", "[8, 64]");
        }));
        TopologySpec t = s.machine().topology().orElseThrow();
        assertEquals(Placement.BLOCK, t.placement());
        assertEquals(50_000, t.perHopPs());
        assertEquals("hockney alpha=2us beta=1ns/B gamma=500ps/B, torus 4x4x4 (64 nodes), 50ns per hop, block placement",
                s.machine().describe());
        Network n = s.machine().buildNetwork(8, s.seed());
        RoutedModel routed = (RoutedModel) n.interNode();
        assertEquals(2, routed.hops(0, 7)); // (0,0,0) -> (3,1,0): x around the ring 1 hop, y 1 hop
    }

    @Test
    void anExplicitPlacementPutsRankROnTheRthNodeOfTheList() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "topology", "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", "
                    + "\"placement\": [3, 0, 3, 1, 0]}");
            set(obj(r, "machine"), "ranks_per_node", "2");
            set(ScenarioFixtures.benchmark(r), "ranks", "[4, 5]");
        }));
        assertEquals("torus 4 (4 nodes), 50ns per hop, explicit placement of 5 ranks",
                s.machine().topology().orElseThrow().describe());
        assertArrayEquals(new int[] {3, 0, 3, 1}, nodes(s.machine().buildNetwork(4, s.seed())));
        assertArrayEquals(new int[] {3, 0, 3, 1, 0}, nodes(s.machine().buildNetwork(5, s.seed())));
    }

    @Test
    void aPlacementFileListsOneNodePerRankSkippingBlankLinesAndComments() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "topology", "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", "
                    + "\"placement\": {\"file\": \"src/test/resources/placements/reversed.txt\"}}");
            set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
        }));
        assertEquals("torus 4 (4 nodes), 50ns per hop, explicit placement of 4 ranks from src/test/resources/placements/reversed.txt",
                s.machine().topology().orElseThrow().describe());
        assertArrayEquals(new int[] {3, 2, 1, 0}, nodes(s.machine().buildNetwork(4, s.seed())));
    }

    private static int[] nodes(Network n) {
        return IntStream.range(0, n.ranks()).map(n::nodeOf).toArray();
    }

    @Test
    void randomPlacementFollowsTheScenarioSeed() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "topology", TORUS.replace("}", ", \"placement\": \"random\"}"));
            set(obj(r, "machine"), "ranks_per_node", "2");
            set(ScenarioFixtures.benchmark(r), "ranks", "[8, 128]");
        }));
        int[] first = nodes(s.machine().buildNetwork(128, 1));
        assertArrayEquals(first, nodes(s.machine().buildNetwork(128, 1)));
        assertFalse(Arrays.equals(first, nodes(s.machine().buildNetwork(128, 2))));
        int[] load = new int[64];
        Arrays.stream(first).forEach(node -> load[node]++);
        assertTrue(Arrays.stream(load).allMatch(n -> n == 2), "128 ranks fill the 64 nodes' 2 slots each");
    }

    @Test
    void tooManyRanksSayHowManyFitAtTheirPath() {
        assertEquals(List.of("error: s.json: $.benchmark.ranks[2]: expected a rank count that fits the topology: at most 64 "
                + "(64 nodes x 1 rank per node), found 1024"), errors(withTopology(TORUS)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "{\"type\": \"tours\", \"dims\": [4], \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.type: expected a topology type: \"crossbar\", \"torus\", \"fat_tree\", \"dragonfly\" or \"graph\", "
            + "found \"tours\" (did you mean \"torus\"?)",
        "{\"dims\": [4], \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.type: expected required field \"type\" (a topology type: \"crossbar\", \"torus\", \"fat_tree\", \"dragonfly\" or \"graph\"), found no such field",
        "{\"type\": \"crossbar\", \"nodes\": 0, \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.nodes: expected the number of nodes (an integer from 1 to 16777216), found 0",
        "{\"type\": \"torus\", \"dims\": [4, 0], \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.dims[1]: expected a dimension size (an integer from 1 to 16777216), found 0",
        "{\"type\": \"torus\", \"dims\": [], \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.dims: expected a non-empty array of dimension sizes such as [4, 4, 4], found an empty array",
        "{\"type\": \"torus\", \"dims\": [4096, 4096, 2], \"per_hop\": \"50ns\"}"
            + "|$.machine.topology: expected a topology within the generator's limits (at most 16777216 nodes), "
            + "found torus 4096x4096x2 has more than 16777216 nodes",
        "{\"type\": \"torus\", \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.dims: expected required field \"dims\", found no such field",
        "{\"type\": \"torus\", \"dims\": [4]}"
            + "|$.machine.topology.per_hop: expected required field \"per_hop\", found no such field",
        "{\"type\": \"fat_tree\", \"k\": 5, \"levels\": 2, \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.k: expected an even number of ports per switch (half down, half up), found 5",
        "{\"type\": \"fat_tree\", \"k\": 4, \"levles\": 2, \"levels\": 2, \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.levles: expected one of the fields \"type\", \"k\", \"levels\", \"per_hop\", "
            + "\"placement\", \"routing\" or \"oversubscription\", found unknown field \"levles\" (did you mean \"levels\"?)",
        "{\"type\": \"dragonfly\", \"a\": 4, \"p\": 0, \"h\": 2, \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.p: expected the nodes per router (an integer from 1 to 16777216), found 0",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": \"roundrobin\"}"
            + "|$.machine.topology.placement: expected a placement: \"block\", \"round_robin\" or \"random\", a list of nodes, one per rank, or {\"file\": NAME}, "
            + "found \"roundrobin\" (did you mean \"round_robin\"?)",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": [0, 9, 1, 2]}"
            + "|$.machine.topology.placement[1]: expected a node of the topology (an integer from 0 to 3), found 9",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": [0, 3, 1, 3]}"
            + "|$.machine.topology.placement[3]: expected a node with a free rank slot (1 rank per node), "
            + "found node 3, already at $.machine.topology.placement[1]",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": [0, 1, 2]}"
            + "|$.benchmark.ranks[0]: expected a rank count the explicit placement covers: at most 3, found 4",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": []}"
            + "|$.machine.topology.placement: expected a non-empty list of nodes, one per rank, such as [3, 2, 1, 0], "
            + "found an empty array",
        "{\"type\": \"fat_tree\", \"k\": 4, \"levels\": 3, \"per_hop\": \"50ns\", \"oversubscription\": [\"2:1\"]}"
            + "|$.machine.topology.oversubscription: expected an array of 2 oversubscription ratios (one per switch level "
            + "below the top, from the edge up) such as [\"2:1\", \"1:1\"], found 1 ratio",
        "{\"type\": \"fat_tree\", \"k\": 4, \"levels\": 2, \"per_hop\": \"50ns\", \"oversubscription\": [\"2:3\"]}"
            + "|$.machine.topology.oversubscription[0]: expected a ratio \"r:1\" with r from 1 to 16, found \"2:3\"",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"oversubscription\": [\"2:1\"]}"
            + "|$.machine.topology.oversubscription: expected one of the fields \"type\", \"dims\", \"per_hop\", "
            + "\"placement\" or \"routing\", found unknown field \"oversubscription\"",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"routing\": \"ugal\"}"
            + "|$.machine.topology.routing: expected a routing torus 4 (4 nodes) offers (ugal needs a dragonfly topology), "
            + "found \"ugal\"",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"routing\": \"ugall\"}"
            + "|$.machine.topology.routing: expected a routing: \"minimal\", \"hash\" or \"ugal\", found \"ugall\" (did you mean \"ugal\"?)",
        "{\"type\": \"dragonfly\", \"a\": 2, \"p\": 2, \"h\": 1, \"per_hop\": \"50ns\", \"global_bandwidth\": \"0ps/B\"}"
            + "|$.machine.topology.global_bandwidth: expected a finite bandwidth (more than 0ps/B), found \"0ps/B\"",
        "{\"type\": \"graph\", \"file\": \"src/test/resources/graphs/broken.dot\", \"per_hop\": \"50ns\"}"
            + "|$.machine.topology.file: src/test/resources/graphs/broken.dot:3:12: expected DOT syntax, found ']'",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": {\"file\": \"src/test/resources/placements/bad.txt\"}}"
            + "|$.machine.topology.placement.file: src/test/resources/placements/bad.txt:4: expected a node of the topology "
            + "(an integer from 0 to 3), found \"x9\"",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": {\"file\": \"src/test/resources/placements/repeated.txt\"}}"
            + "|$.machine.topology.placement.file: src/test/resources/placements/repeated.txt:4: expected a node with a free "
            + "rank slot (1 rank per node), found node 3, already at src/test/resources/placements/repeated.txt:2",
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": {\"file\": 7}}"
            + "|$.machine.topology.placement.file: expected a file name such as \"ranks.txt\", found 7",
        "[4, 4]"
            + "|$.machine.topology: expected a topology object such as {\"type\": \"torus\", \"dims\": [4, 4, 4], "
            + "\"per_hop\": \"50ns\"}, found an array",
    })
    void badTopologiesNameThePathWhatWasExpectedAndWhatWasFound(String topology, String expected) {
        List<String> lines = errors(edit(r -> {
            set(obj(r, "machine"), "topology", topology);
            set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
        }));
        assertEquals(List.of("error: s.json: " + expected), lines);
    }

    @Test
    void negativePerHopIsRejected() {
        String line = errors(edit(r -> {
            set(obj(r, "machine"), "topology", "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"-5ns\"}");
            set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
        })).get(0);
        assertTrue(line.startsWith("error: s.json: $.machine.topology.per_hop: expected "), line);
        assertTrue(line.contains("-5ns"), line);
    }

    @Test
    void hierarchicalLayerFollowsAnyPlacement() {
        Scenario s = ScenarioFixtures.valid(edit(r -> {
            set(obj(r, "machine"), "topology", "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", "
                    + "\"placement\": \"random\"}");
            set(obj(r, "machine"), "ranks_per_node", "2");
            set(ScenarioFixtures.benchmark(r), "ranks", "[8]");
            set(r, "layers", "[\"hierarchical\"]");
        }));
        for (ResultRecord rec : ScenarioRunner.run(s)) {
            assertEquals(0, rec.tables().aliveAtEnd());
            assertEquals(java.util.List.of("hierarchical"), rec.layers());
        }
    }

    /**
     * Binomial bcast of n = 1000 B on 4 ranks, hockney alpha = 1us, beta = 1ns/B: 0 -> 2, then
     * 0 -> 1 while 2 -> 3. Each message costs alpha + n*beta = 2us of ports and arrives
     * hops*per_hop later, so the time is max(2*2us + h(0,1)ph [0 -> 1 after 0 -> 2],
     * 2us + h(0,2)ph + 2us + h(2,3)ph).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        // no topology: 2 * 2us
        "|4000000",
        // ring of 4: h(0,2) = 2, h(2,3) = 1, h(0,1) = 1 -> 4us + 3 * 50ns
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\"}|4150000",
        // 2x2 torus: every pair used is 1 hop -> 4us + 2 * 50ns
        "{\"type\": \"torus\", \"dims\": [2, 2], \"per_hop\": \"50ns\"}|4100000",
        // leaf-spine of 4-port switches: 0,1 | 2,3 on two leaves: h(0,2) = 4, h(2,3) = 2, h(0,1) = 2 -> 4us + 6 * 100ns
        "{\"type\": \"fat_tree\", \"k\": 4, \"levels\": 2, \"per_hop\": \"100ns\"}|4600000",
        // crossbar: every pair is 2 hops -> 4us + 4 * 50ns
        "{\"type\": \"crossbar\", \"nodes\": 4, \"per_hop\": \"50ns\"}|4200000",
        // ring of 8, ranks on nodes 0, 4, 1, 5: h(0,2) = 1, h(2,3) = 4, h(0,1) = 4 -> 4us + 5 * 50ns (block: 4.15us)
        "{\"type\": \"torus\", \"dims\": [8], \"per_hop\": \"50ns\", \"placement\": [0, 4, 1, 5]}|4250000",
        // round robin on a ring of 4 with one rank per node equals block
        "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\", \"placement\": \"round_robin\"}|4150000",
    })
    void binomialBcastPaysAlphaPlusHopsTimesPerHopPlusNBetaPerMessage(String topology, long expectedPs) {
        String json = """
                {"name": "t", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B", "gamma": "0ps/B"}%s},
                 "benchmark": {"collectives": ["bcast"], "algorithms": ["binomial"], "ranks": [4], "bytes": [1000]}}
                """.formatted(topology == null ? "" : ", \"topology\": " + topology);
        assertEquals(expectedPs, ScenarioRunner.run(valid(json)).get(0).timePs());
    }
}
