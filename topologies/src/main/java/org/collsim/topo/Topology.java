package org.collsim.topo;

import org.collsim.engine.Time;

/**
 * A machine graph: an undirected simple graph whose vertices {@code 0 .. nodeCount()-1} are the
 * compute nodes and whose other vertices (up to {@code vertexCount()}) are switches or routers.
 * Implementations are immutable and answer {@link #hops} in O(1) or close to it, without the
 * graph: it is the length (in links) of a shortest path between two nodes, 0 for a node and itself.
 */
public interface Topology {
    /** Largest node count a generator accepts (2^24): far beyond any rank count collsim runs, small enough for int ids. */
    int MAX_NODES = 1 << 24;

    /** Compute nodes; they are vertices {@code 0 .. nodeCount()-1}. */
    int nodeCount();

    /** Nodes plus switches or routers. */
    int vertexCount();

    /** Links, each counted once. */
    long edgeCount();

    /** Links on a shortest path between two nodes (0 for the same node). */
    int hops(int nodeA, int nodeB);

    /** The wire latency from one node to another: {@code hops x perHopPs}, unless the links have latencies of their own. */
    default long routeLatencyPs(int nodeA, int nodeB, long perHopPs) {
        return Time.multiply(hops(nodeA, nodeB), perHopPs, "route latency");
    }

    /** The largest {@link #hops} over all pairs of nodes. */
    int diameterHops();

    /** Emits every link exactly once, in O(links). */
    void generateEdges(EdgeSink sink);

    /** A short description: "torus 4x4x4 (64 nodes)". */
    String describe();
}
