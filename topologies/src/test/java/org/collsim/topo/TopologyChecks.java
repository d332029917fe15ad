package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.jgrapht.Graph;
import org.jgrapht.GraphTests;
import org.jgrapht.alg.interfaces.ShortestPathAlgorithm.SingleSourcePaths;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.DefaultEdge;

/** Checks a topology against its JGraphT graph: counts, connectivity, and every node pair's hops vs BFS. */
final class TopologyChecks {
    private TopologyChecks() {
    }

    /** Builds the graph (which checks it is simple), compares counts and all hops; returns the graph. */
    static Graph<Integer, DefaultEdge> assertMatchesJGraphT(Topology t) {
        Graph<Integer, DefaultEdge> g = TopologyGraphs.toGraph(t);
        assertEquals(t.vertexCount(), g.vertexSet().size(), t.describe() + ": vertices");
        assertEquals(t.edgeCount(), g.edgeSet().size(), t.describe() + ": edges");
        assertEquals(true, GraphTests.isConnected(g), t.describe() + ": connected");
        BFSShortestPath<Integer, DefaultEdge> bfs = new BFSShortestPath<>(g);
        int diameter = 0;
        for (int a = 0; a < t.nodeCount(); a++) {
            SingleSourcePaths<Integer, DefaultEdge> paths = bfs.getPaths(a);
            for (int b = 0; b < t.nodeCount(); b++) {
                int expected = (int) paths.getWeight(b);
                assertEquals(expected, t.hops(a, b), t.describe() + ": hops " + a + " -> " + b);
                diameter = Math.max(diameter, expected);
            }
        }
        assertEquals(diameter, t.diameterHops(), t.describe() + ": diameter over nodes");
        return g;
    }

    /** Every node has degree {@code nodeDegree}, every other vertex {@code switchDegree}. */
    static void assertDegrees(Topology t, Graph<Integer, DefaultEdge> g, int nodeDegree, int switchDegree) {
        for (int v = 0; v < t.vertexCount(); v++) {
            assertEquals(v < t.nodeCount() ? nodeDegree : switchDegree, g.degreeOf(v), t.describe() + ": degree of " + v);
        }
    }
}
