package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.collsim.engine.PerByte;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.junit.jupiter.api.Test;

/** GraphML and DOT machine graphs: hosts first, link attributes, hops equal JGraphT's BFS, errors that name the file and the element. */
public class GraphFilesTest {
    /** Two racks of two hosts, each rack switch linked to both spines (two equal-cost ways between racks). */
    public static final String TWO_RACKS = """
            graph machine {
              s0 [type=switch]; s1 [type=switch];
              h0 [type=host]; h1 [type=host]; h2 [type=host]; h3 [type=host];
              leaf0; leaf1;
              h0 -- leaf0; h1 -- leaf0; h2 -- leaf1; h3 -- leaf1;
              leaf0 -- s0 [bandwidth="5GB/s", latency="200ns"]; leaf0 -- s1 [bandwidth="5GB/s"];
              s0 -- leaf1 [bandwidth="5GB/s"]; s1 -- leaf1 [bandwidth="5GB/s"];
            }
            """;

    public static GraphTopology dot(String text) {
        return GraphFiles.parse(text.getBytes(StandardCharsets.UTF_8), "m.dot");
    }

    private static String error(String text, String name) {
        return assertThrows(IllegalArgumentException.class,
                () -> GraphFiles.parse(text.getBytes(StandardCharsets.UTF_8), name)).getMessage();
    }

    @Test
    void hostsComeFirstInFileOrderAndSwitchesFollow() {
        GraphTopology g = dot(TWO_RACKS);
        assertEquals(4, g.nodeCount());
        assertEquals(8, g.vertexCount());
        assertEquals(8, g.edgeCount());
        assertEquals("h0", g.name(0));
        assertEquals("h3", g.name(3));
        assertEquals("s0", g.name(4)); // switches in the order the file declares them
        assertEquals("leaf1", g.name(7));
    }

    @Test
    void linksKeepTheirOwnBandwidthAndLatency() {
        GraphTopology g = dot(TWO_RACKS);
        GraphTopology.Link up = g.links().get(4); // leaf0 -- s0
        assertEquals(Optional.of(new PerByte(200, 1)), up.cost()); // 5 GB/s = 200 ps/B
        assertEquals(Optional.of(200_000L), up.latencyPs());
        assertEquals(Optional.empty(), g.links().get(0).cost());
        assertEquals(Optional.empty(), g.links().get(5).latencyPs());
    }

    @Test
    void hopsAreJGraphTsBreadthFirstDistances() {
        GraphTopology g = dot(TWO_RACKS);
        var bfs = new BFSShortestPath<>(TopologyGraphs.toGraph(g));
        for (int a = 0; a < 4; a++) {
            for (int b = 0; b < 4; b++) {
                assertEquals((int) bfs.getPathWeight(a, b), g.hops(a, b), a + " -> " + b);
            }
        }
        assertEquals(4, g.diameterHops());
    }

    @Test
    void routeLatencyAddsEachLinksOwnLatencyOrPerHop() {
        // h0 -> h2: h0-leaf0 (per_hop), leaf0-s0 (200ns, the first way in file order), s0-leaf1, leaf1-h2
        assertEquals(3 * 50_000 + 200_000, dot(TWO_RACKS).routeLatencyPs(0, 2, 50_000));
    }

    @Test
    void graphMlReadsTheSameAttributes() {
        String xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <graphml xmlns="http://graphml.graphdrawing.org/xmlns">
                  <key id="t" for="node" attr.name="type" attr.type="string"/>
                  <key id="bw" for="edge" attr.name="bandwidth" attr.type="string"/>
                  <graph edgedefault="undirected">
                    <node id="sw"/><node id="a"><data key="t">host</data></node><node id="b"><data key="t">host</data></node>
                    <edge source="a" target="sw"><data key="bw">100Gb/s</data></edge>
                    <edge source="sw" target="b"/>
                  </graph>
                </graphml>
                """;
        GraphTopology g = GraphFiles.parse(xml.getBytes(StandardCharsets.UTF_8), "m.graphml");
        assertEquals(2, g.nodeCount());
        assertEquals("a", g.name(0));
        assertEquals(Optional.of(new PerByte(80, 1)), g.links().get(0).cost()); // 100 Gb/s = 12.5 GB/s = 80 ps/B
        assertEquals(2, g.hops(0, 1));
    }

    @Test
    void errorsNameTheFileTheLineOrTheElement() {
        assertEquals("m.dot:2:8: expected DOT syntax, found ';'",
                error("graph g {\n  a -- ;\n}", "m.dot"));
        assertEquals("m.dot: link \"a\" -- \"b\": bandwidth: expected a per-byte cost such as \"100ps/B\" or a bandwidth such as \"10GB/s\", found \"fast\"",
                error("graph g { a [type=host]; a -- b [bandwidth=fast]; }", "m.dot"));
        assertEquals("m.dot: link \"a\" -- \"b\": bandwidth: expected a finite bandwidth (more than 0ps/B), found \"0ps/B\"",
                error("graph g { a [type=host]; a -- b [bandwidth=\"0ps/B\"]; }", "m.dot"));
        assertEquals("m.dot: node \"a\": type: expected \"host\" or \"switch\", found \"hots\"",
                error("graph g { a [type=hots]; a -- b; }", "m.dot"));
        assertEquals("m.dot: expected a connected graph, found node \"c\" with no path to \"a\" (2 separate parts)",
                error("graph g { a [type=host]; b; c [type=host]; a -- b; }", "m.dot"));
        assertEquals("m.dot: expected a graph with at least one host (a node with type=host), found none",
                error("graph g { a -- b; }", "m.dot"));
        assertEquals("m.dot: expected a graph without loops or repeated links (give one link the summed bandwidth), found a second link \"b\" -- \"a\"",
                error("graph g { a [type=host]; a -- b; b -- a; }", "m.dot"));
        assertEquals("expected a graph file named *.graphml, *.xml, *.dot or *.gv, found \"m.txt\"", error("a b", "m.txt"));
    }

    @Test
    void malformedGraphMlNamesTheLineAndColumn() {
        String message = error("<?xml version=\"1.0\"?>\n<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">\n<graf/>\n</graphml>",
                "m.graphml");
        assertEquals("m.graphml:3:8: expected well-formed GraphML, found: ", message.substring(0, message.indexOf("found: ") + 7));
    }
}
