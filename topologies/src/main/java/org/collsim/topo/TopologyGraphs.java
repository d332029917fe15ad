package org.collsim.topo;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.jgrapht.graph.SimpleGraph;

/** Builds a topology's JGraphT graph, checking as it goes that the generator emits a simple graph. */
public final class TopologyGraphs {
    private TopologyGraphs() {
    }

    /**
     * The simple undirected graph of {@code topology}: vertices 0 .. vertexCount-1 (nodes first).
     * Throws if the generator emits a self-loop, a duplicate link or a vertex out of range.
     */
    public static Graph<Integer, DefaultEdge> toGraph(Topology topology) {
        Graph<Integer, DefaultEdge> graph = new SimpleGraph<>(DefaultEdge.class);
        int vertices = topology.vertexCount();
        for (int v = 0; v < vertices; v++) {
            graph.addVertex(v);
        }
        topology.generateEdges((u, v) -> {
            if (u == v || !graph.containsVertex(u) || !graph.containsVertex(v) || graph.addEdge(u, v) == null) {
                throw new IllegalStateException(topology.describe() + " generated a bad link " + u + "-" + v);
            }
        });
        return graph;
    }
}
