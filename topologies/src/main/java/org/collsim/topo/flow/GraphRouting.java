package org.collsim.topo.flow;

import java.util.function.IntUnaryOperator;
import org.collsim.engine.PerByte;
import org.collsim.topo.GraphTopology;

/**
 * Shortest-path routes on a {@link GraphTopology}, found on demand from its distance tables: at each
 * step the first neighbour one link closer to the destination in the file's link order, or with
 * {@code hash} routing the one {@link Routing#pick}{@code (hash, step, equal-cost neighbours)} names.
 * Link {@code i} of the file (ends u, v as written) is the directed links {@code 2i} (u to v) and
 * {@code 2i + 1} (v to u); each has the file's bandwidth and latency when it gives them.
 */
final class GraphRouting implements Routing {
    private final GraphTopology graph;
    private final boolean spread;

    GraphRouting(GraphTopology graph, boolean spread) {
        this.graph = graph;
        this.spread = spread;
    }

    @Override
    public int linkCount() {
        return Math.multiplyExact(2, Math.toIntExact(graph.edgeCount()));
    }

    @Override
    public int maxRouteLinks() {
        return graph.vertexCount() - 1;
    }

    @Override
    public int route(int srcNode, int dstNode, int[] out) {
        return route(srcNode, dstNode, 0, out);
    }

    @Override
    public int route(int srcNode, int dstNode, long flowHash, IntUnaryOperator flowsOn, int[] out) {
        return route(srcNode, dstNode, flowHash, out);
    }

    private int route(int srcNode, int dstNode, long flowHash, int[] out) {
        int length = 0;
        int at = srcNode;
        while (at != dstNode) {
            int choice = spread ? Routing.pick(flowHash, length, graph.choices(at, dstNode)) : 0;
            int i = graph.nextHop(at, dstNode, choice);
            int edge = graph.edgeOf(at, i);
            out[length++] = 2 * edge + (graph.links().get(edge).u() == at ? 0 : 1);
            at = graph.neighbourOf(at, i);
        }
        return length;
    }

    @Override
    public PerByte linkCost(int link, PerByte linkCost) {
        return graph.links().get(link / 2).cost().orElse(linkCost);
    }

    @Override
    public long latencyPs(int link, long perHopPs) {
        return graph.links().get(link / 2).latencyPs().orElse(perHopPs);
    }

    @Override
    public int linkFrom(int link) {
        GraphTopology.Link l = graph.links().get(link / 2);
        return link % 2 == 0 ? l.u() : l.v();
    }

    @Override
    public int linkTo(int link) {
        GraphTopology.Link l = graph.links().get(link / 2);
        return link % 2 == 0 ? l.v() : l.u();
    }
}
