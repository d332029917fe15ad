package org.collsim.topo;

/**
 * A crossbar: {@code nodes} compute nodes, each with one link to a single non-blocking switch (vertex
 * {@code nodes}). Full bisection: two different nodes are 2 hops apart (up to the switch and down),
 * and the only links two flows can share are those of a common source or destination node.
 */
public final class CrossbarTopology implements Topology {
    private final int nodeCount;

    public CrossbarTopology(int nodes) {
        if (nodes < 1 || nodes > MAX_NODES) {
            throw new IllegalArgumentException("crossbar nodes must be between 1 and " + MAX_NODES + ", found " + nodes);
        }
        this.nodeCount = nodes;
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    @Override
    public int vertexCount() {
        return nodeCount + 1;
    }

    @Override
    public long edgeCount() {
        return nodeCount;
    }

    @Override
    public int hops(int nodeA, int nodeB) {
        return nodeA == nodeB ? 0 : 2;
    }

    @Override
    public int diameterHops() {
        return nodeCount > 1 ? 2 : 0;
    }

    @Override
    public void generateEdges(EdgeSink sink) {
        for (int n = 0; n < nodeCount; n++) {
            sink.edge(n, nodeCount);
        }
    }

    @Override
    public String describe() {
        return "crossbar (" + nodeCount + " nodes)";
    }
}
