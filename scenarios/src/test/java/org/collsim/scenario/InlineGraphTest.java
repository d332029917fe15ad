package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.collsim.topo.GraphTopology;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code "type": "graph"} with nodes, switches and links in the scenario: the same graph as its DOT file, and every error's path. */
class InlineGraphTest {
    private static final String FLOW = "{\"model\": \"flow\", \"alpha\": \"1us\", \"link_bandwidth\": \"100Gb/s\", "
            + "\"injection_bandwidth\": \"100Gb/s\"}";
    /** examples/graphs/two-racks.dot written inline. */
    private static final String TWO_RACKS = """
            {"type": "graph", "per_hop": "100ns",
             "nodes": ["h0", "h1", "h2", "h3", "h4", "h5", "h6", "h7"],
             "switches": ["rack0", "rack1", "spine0", "spine1"],
             "links": [{"ends": ["h0", "rack0"]}, {"ends": ["h1", "rack0"]}, {"ends": ["h2", "rack0"]}, {"ends": ["h3", "rack0"]},
                       {"ends": ["h4", "rack1"]}, {"ends": ["h5", "rack1"]}, {"ends": ["h6", "rack1"]}, {"ends": ["h7", "rack1"]},
                       {"ends": ["rack0", "spine0"], "bandwidth": "100Gb/s", "latency": "300ns"},
                       {"ends": ["rack0", "spine1"], "bandwidth": "100Gb/s", "latency": "300ns"},
                       {"ends": ["rack1", "spine0"], "bandwidth": "100Gb/s", "latency": "300ns"},
                       {"ends": ["rack1", "spine1"], "bandwidth": "100Gb/s", "latency": "300ns"}]}""";
    private static final String FILE = "{\"type\": \"graph\", \"per_hop\": \"100ns\", \"file\": \"../examples/graphs/two-racks.dot\"}";

    private static String machine(String topology) {
        return edit(r -> {
            set(obj(r, "machine"), "network", FLOW);
            set(obj(r, "machine"), "topology", topology);
            set(ScenarioFixtures.benchmark(r), "ranks", "[8]");
        });
    }

    private static GraphTopology graph(String topology) {
        return (GraphTopology) valid(machine(topology)).machine().topology().orElseThrow().topology();
    }

    @Test
    void anInlineGraphIsTheGraphOfItsFile() {
        GraphTopology inline = graph(TWO_RACKS);
        GraphTopology file = graph(FILE);
        assertEquals(file.describe(), inline.describe());
        assertEquals(file.links(), inline.links());
        for (int v = 0; v < file.vertexCount(); v++) {
            assertEquals(file.name(v), inline.name(v));
        }
        assertEquals("graph (8 hosts, 4 switches, 12 links)", inline.describe());
        assertEquals(4, inline.hops(0, 7));
        assertEquals(2 * 100_000 + 2 * 300_000, inline.routeLatencyPs(0, 7, 100_000), "host links per_hop, spine links their own 300ns");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "\"links\": [{\"ends\": [\"h0\", \"rack0\"]}, {\"ends\": [\"h1\", \"rack0\"]}, {\"ends\": [\"h2\", \"rack1\"]}]"
            + "|$.machine.topology.links: expected a connected graph, found node \"h2\" with no path to \"h0\" (2 separate parts)",
        "\"links\": [{\"ends\": [\"h0\", \"rack0\"], \"bandwidth\": \"0ps/B\"}, {\"ends\": [\"h1\", \"rack0\"]}, {\"ends\": [\"h2\", \"rack0\"]}, {\"ends\": [\"rack1\", \"rack0\"]}]"
            + "|$.machine.topology.links[0].bandwidth: expected a finite bandwidth (more than 0ps/B), found \"0ps/B\"",
        "\"links\": [{\"ends\": [\"h0\", \"rack0\"], \"bandwidth\": \"0GB/s\"}, {\"ends\": [\"h1\", \"rack0\"]}, {\"ends\": [\"h2\", \"rack0\"]}, {\"ends\": [\"rack1\", \"rack0\"]}]"
            + "|$.machine.topology.links[0].bandwidth: expected a positive bandwidth, found \"0GB/s\"",
        "\"links\": [{\"ends\": [\"h0\", \"rack0\"]}, {\"ends\": [\"h1\", \"rakc0\"]}, {\"ends\": [\"h2\", \"rack0\"]}, {\"ends\": [\"rack1\", \"rack0\"]}]"
            + "|$.machine.topology.links[1].ends[1]: expected a name from \"nodes\" or \"switches\", found no node or switch \"rakc0\" "
            + "(did you mean \"rack0\"?)",
        "\"links\": [{\"ends\": [\"h0\", \"rack0\"]}, {\"ends\": [\"h1\"]}, {\"ends\": [\"h2\", \"rack0\"]}, {\"ends\": [\"rack1\", \"rack0\"]}]"
            + "|$.machine.topology.links[1].ends: expected the two ends, such as [\"h0\", \"leaf0\"], found 1 name",
        "\"links\": [{\"ends\": [\"h0\", \"rack0\"]}, {\"ends\": [\"h1\", \"rack0\"]}, {\"ends\": [\"h2\", \"h2\"]}, {\"ends\": [\"rack1\", \"rack0\"]}]"
            + "|$.machine.topology.links: expected a graph without loops or repeated links (give one link the summed bandwidth), "
            + "found a loop \"h2\" -- \"h2\"",
        "\"links\": [{\"to\": [\"h0\", \"rack0\"]}]"
            + "|$.machine.topology.links[0].to: expected one of the fields \"ends\", \"bandwidth\" or \"latency\", found unknown field \"to\"",
    })
    void badInlineGraphsNameThePath(String links, String expected) {
        String topology = "{\"type\": \"graph\", \"per_hop\": \"50ns\", \"nodes\": [\"h0\", \"h1\", \"h2\"], "
                + "\"switches\": [\"rack0\", \"rack1\"], " + links + "}";
        List<String> lines = errors(edit(r -> {
            set(obj(r, "machine"), "network", FLOW);
            set(obj(r, "machine"), "topology", topology);
            set(ScenarioFixtures.benchmark(r), "ranks", "[2]");
        }));
        assertEquals("error: s.json: " + expected, lines.get(0));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '`', value = {
        "\"nodes\": [\"h0\", \"h1\"], \"switches\": [\"h1\"], \"links\": [{\"ends\": [\"h0\", \"h1\"]}]"
            + "|$.machine.topology.switches[0]: expected a name not used before, found \"h1\", already a node",
        "\"nodes\": [\"h0\", \"h0\"], \"links\": [{\"ends\": [\"h0\", \"h1\"]}]"
            + "|$.machine.topology.nodes[1]: expected a name not used before, found \"h0\", already a node",
        "\"nodes\": [\"h0\", \"h1\"], \"links\": [{\"ends\": [\"h0\", \"h1\"]}], \"file\": \"m.dot\""
            + "|$.machine.topology: expected a graph topology with either \"file\" or \"nodes\" and \"links\", found both",
        "\"nodes\": [\"h0\", \"h1\"]"
            + "|$.machine.topology.links: expected required field \"links\" beside \"nodes\", found no such field",
        "\"links\": [{\"ends\": [\"h0\", \"h1\"]}]"
            + "|$.machine.topology.nodes: expected required field \"nodes\" beside \"links\", found no such field",
        "\"switches\": [\"s0\"]"
            + "|$.machine.topology: expected a graph topology with either \"file\" or \"nodes\" and \"links\", found neither",
    })
    void namesAndFieldsAreChecked(String fields, String expected) {
        List<String> lines = errors(edit(r -> {
            set(obj(r, "machine"), "network", FLOW);
            set(obj(r, "machine"), "topology", "{\"type\": \"graph\", \"per_hop\": \"50ns\", " + fields + "}");
            set(ScenarioFixtures.benchmark(r), "ranks", "[2]");
        }));
        assertEquals("error: s.json: " + expected, lines.get(0));
    }
}
