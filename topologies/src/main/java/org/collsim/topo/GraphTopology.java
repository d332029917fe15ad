package org.collsim.topo;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.collsim.engine.PerByte;
import org.collsim.engine.Time;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.ConnectivityInspector;
import org.jgrapht.graph.DefaultEdge;

/**
 * Any machine graph (read from GraphML or DOT by {@link GraphFiles}): hosts are the compute nodes
 * {@code 0 .. hosts-1} in the order the file declares them, switches follow; every link may carry its
 * own bandwidth and latency (empty: the network's {@code link_bandwidth}, the topology's
 * {@code per_hop}). The graph must be simple and connected.
 * <p>Routes are shortest paths in links, computed on demand: a breadth-first search from the
 * destination gives every vertex its distance, and a route follows, from the source, a neighbour one
 * link closer at each step — the first in the file's link order ({@link #nextHop} with choice 0), or
 * one picked by a flow hash among the equal-cost ones. Distance tables are kept for the
 * {@value #CACHED_DESTINATIONS} most recently used destinations, so memory stays O(vertices) whatever
 * the number of node pairs.
 */
public final class GraphTopology implements Topology {
    /** Destinations whose distance tables are kept (least recently used dropped first). */
    static final int CACHED_DESTINATIONS = 256;

    /** One link: its ends (vertex ids) and, when the file gives them, its own cost and latency. */
    public record Link(int u, int v, Optional<PerByte> cost, Optional<Long> latencyPs) {
    }

    private final List<String> names;
    private final int hosts;
    private final List<Link> links;
    private final CsrGraph graph;
    private final Map<Integer, int[]> distanceTo = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, int[]> eldest) {
            return size() > CACHED_DESTINATIONS;
        }
    };

    /**
     * @param names vertex names as the file gives them, hosts first
     * @param hosts how many of them are hosts (at least 1)
     * @param links the links, each once, in the file's order
     * @throws IllegalArgumentException naming the vertex when the graph is not simple or not connected
     */
    public GraphTopology(List<String> names, int hosts, List<Link> links) {
        if (hosts < 1) {
            throw new IllegalArgumentException("a graph with at least one host (a node with type=host), found none");
        }
        if (names.size() > MAX_NODES) {
            throw new IllegalArgumentException("a graph of at most " + MAX_NODES + " nodes, found " + names.size());
        }
        this.names = List.copyOf(names);
        this.hosts = hosts;
        this.links = List.copyOf(links);
        this.graph = CsrGraph.of(names.size(), this::generateEdges);
        checkSimpleAndConnected();
    }

    /** No loops or repeated links (they would make the JGraphT graph and the routes ambiguous), then JGraphT's connectivity. */
    private void checkSimpleAndConnected() {
        Set<Long> seen = new HashSet<>();
        for (Link l : links) {
            long key = (long) Math.min(l.u(), l.v()) << 32 | Math.max(l.u(), l.v());
            if (l.u() == l.v() || !seen.add(key)) {
                throw new IllegalArgumentException("a graph without loops or repeated links (give one link the summed bandwidth), found "
                        + (l.u() == l.v() ? "a loop" : "a second link") + " \"" + name(l.u()) + "\" -- \"" + name(l.v()) + "\"");
            }
        }
        Graph<Integer, DefaultEdge> g = TopologyGraphs.toGraph(this);
        List<Set<Integer>> parts = new ConnectivityInspector<>(g).connectedSets();
        if (parts.size() > 1) {
            int stray = parts.stream().filter(p -> !p.contains(0)).findFirst().orElseThrow().stream().min(Integer::compare).orElseThrow();
            throw new IllegalArgumentException("a connected graph, found node \"" + name(stray) + "\" with no path to \""
                    + name(0) + "\" (" + parts.size() + " separate parts)");
        }
    }

    /** The file's name of vertex {@code v}. */
    public String name(int v) {
        return names.get(v);
    }

    public List<Link> links() {
        return links;
    }

    @Override
    public int nodeCount() {
        return hosts;
    }

    @Override
    public int vertexCount() {
        return names.size();
    }

    @Override
    public long edgeCount() {
        return links.size();
    }

    @Override
    public int hops(int nodeA, int nodeB) {
        return distances(nodeB)[nodeA];
    }

    @Override
    public long routeLatencyPs(int nodeA, int nodeB, long perHopPs) {
        long sum = 0;
        int at = nodeA;
        while (at != nodeB) {
            int i = nextHop(at, nodeB, 0);
            sum = Time.add(sum, links.get(graph.edge(at, i)).latencyPs().orElse(perHopPs), "route latency");
            at = graph.neighbour(at, i);
        }
        return sum;
    }

    /** Links of the longest shortest path between two hosts (a search from every host: for tests and small graphs). */
    @Override
    public int diameterHops() {
        int max = 0;
        for (int h = 0; h < hosts; h++) {
            int[] d = distances(h);
            for (int g = 0; g < hosts; g++) {
                max = Math.max(max, d[g]);
            }
        }
        return max;
    }

    /** How many neighbours of {@code at} are one link closer to {@code dst} (at least 1 unless at is dst). */
    public int choices(int at, int dst) {
        int[] d = distances(dst);
        int count = 0;
        for (int i = 0; i < graph.degree(at); i++) {
            count += d[graph.neighbour(at, i)] == d[at] - 1 ? 1 : 0;
        }
        return count;
    }

    /** The neighbour index (for {@link #neighbourOf}, {@link #edgeOf}) of the {@code choice}-th neighbour one link closer to {@code dst}. */
    public int nextHop(int at, int dst, int choice) {
        int[] d = distances(dst);
        int seen = 0;
        for (int i = 0; i < graph.degree(at); i++) {
            if (d[graph.neighbour(at, i)] == d[at] - 1 && seen++ == choice) {
                return i;
            }
        }
        throw new IllegalArgumentException("no choice " + choice + " from " + name(at) + " towards " + name(dst));
    }

    public int neighbourOf(int at, int i) {
        return graph.neighbour(at, i);
    }

    /** The index in {@link #links()} of the link to {@link #neighbourOf}{@code (at, i)}. */
    public int edgeOf(int at, int i) {
        return graph.edge(at, i);
    }

    /** Synchronized: one topology serves the points that run in parallel. */
    private synchronized int[] distances(int dst) {
        int[] d = distanceTo.get(dst);
        if (d == null) {
            d = new int[names.size()];
            graph.bfs(dst, d, new int[names.size()]);
            distanceTo.put(dst, d);
        }
        return d;
    }

    @Override
    public void generateEdges(EdgeSink sink) {
        for (Link l : links) {
            sink.edge(l.u(), l.v());
        }
    }

    @Override
    public String describe() {
        return "graph (" + hosts + (hosts == 1 ? " host, " : " hosts, ") + (names.size() - hosts) + " switches, "
                + links.size() + " links)";
    }
}
