package org.collsim.topo;

import java.util.Optional;
import org.collsim.engine.PerByte;

/**
 * A dragonfly (Kim, Dally, Scott & Abts, ISCA 2008) in its balanced maximal form: g = a*h + 1
 * groups of {@code a} routers, all-to-all inside a group, {@code p} nodes per router and
 * {@code h} global links per router, exactly one global link between every pair of groups.
 * Global port t of group G (router t / h) leads to group t if t < G, else to group t + 1.
 * <p>Hops are exact shortest paths, which may detour through a third group when that is shorter
 * than the direct global link: the router-to-router distances are computed once by BFS over the
 * router graph (compact arrays) and kept in a table of routers^2 bytes, so the router count is
 * limited to {@value #MAX_ROUTERS}. Two nodes on different (or the same) routers are
 * 2 + router distance apart.
 * <p>Vertices: nodes 0 .. g*a*p - 1 (node n on router n / p), then the routers, group by group.
 */
public final class DragonflyTopology implements Topology {
    /** Routers a hop table may cover: 4096^2 bytes = 16 MiB. */
    public static final int MAX_ROUTERS = 4096;

    private final int routersPerGroup;
    private final int nodesPerRouter;
    private final int globalLinksPerRouter;
    private final int groups;
    private final int routers;
    private final byte[] routerHops;
    private final Optional<PerByte> globalLinkCost;

    public DragonflyTopology(int routersPerGroup, int nodesPerRouter, int globalLinksPerRouter) {
        this(routersPerGroup, nodesPerRouter, globalLinksPerRouter, Optional.empty());
    }

    /** @param globalLinkCost the per-byte cost of the global links under {@code flow}; empty: the network's link_bandwidth */
    public DragonflyTopology(int routersPerGroup, int nodesPerRouter, int globalLinksPerRouter, Optional<PerByte> globalLinkCost) {
        check("a (routers per group)", routersPerGroup);
        check("p (nodes per router)", nodesPerRouter);
        check("h (global links per router)", globalLinksPerRouter);
        long g = (long) routersPerGroup * globalLinksPerRouter + 1;
        long r = g * routersPerGroup;
        if (r > MAX_ROUTERS || r * nodesPerRouter > MAX_NODES) {
            throw new IllegalArgumentException("dragonfly a=" + routersPerGroup + " p=" + nodesPerRouter + " h="
                    + globalLinksPerRouter + " has " + r + " routers and " + r * nodesPerRouter
                    + " nodes; at most " + MAX_ROUTERS + " routers and " + MAX_NODES + " nodes are supported");
        }
        this.routersPerGroup = routersPerGroup;
        this.nodesPerRouter = nodesPerRouter;
        this.globalLinksPerRouter = globalLinksPerRouter;
        this.groups = (int) g;
        this.routers = (int) r;
        this.routerHops = routerHopTable();
        this.globalLinkCost = globalLinkCost;
        globalLinkCost.filter(PerByte::isZero).ifPresent(c -> {
            throw new IllegalArgumentException("dragonfly global links need a finite bandwidth (more than 0ps/B)");
        });
    }

    /** The global links' own per-byte cost under {@code flow}, if set apart from the other links'. */
    public Optional<PerByte> globalLinkCost() {
        return globalLinkCost;
    }

    private static void check(String what, int value) {
        if (value < 1) {
            throw new IllegalArgumentException("dragonfly " + what + " must be at least 1, found " + value);
        }
    }

    private byte[] routerHopTable() {
        CsrGraph graph = CsrGraph.of(routers, this::generateRouterEdges);
        byte[] table = new byte[routers * routers];
        int[] distance = new int[routers];
        int[] queue = new int[routers];
        for (int src = 0; src < routers; src++) {
            graph.bfs(src, distance, queue);
            for (int dst = 0; dst < routers; dst++) {
                table[src * routers + dst] = (byte) distance[dst];
            }
        }
        return table;
    }

    public int groups() {
        return groups;
    }

    public int routers() {
        return routers;
    }

    /** a: routers per group. */
    public int routersPerGroup() {
        return routersPerGroup;
    }

    /** p: nodes per router. */
    public int nodesPerRouter() {
        return nodesPerRouter;
    }

    /** h: global links per router. */
    public int globalLinksPerRouter() {
        return globalLinksPerRouter;
    }

    /** The global port (0 .. a*h-1, on router port / h of the group) of {@code group} that leads to {@code toGroup}. */
    public static int globalPort(int group, int toGroup) {
        return toGroup < group ? toGroup : toGroup - 1;
    }

    /** The group that global port {@code port} of {@code group} leads to. */
    public static int groupBehind(int group, int port) {
        return port < group ? port : port + 1;
    }

    @Override
    public int nodeCount() {
        return routers * nodesPerRouter;
    }

    @Override
    public int vertexCount() {
        return nodeCount() + routers;
    }

    @Override
    public long edgeCount() {
        long local = (long) groups * routersPerGroup * (routersPerGroup - 1) / 2;
        long global = (long) groups * (groups - 1) / 2;
        return nodeCount() + local + global;
    }

    @Override
    public int hops(int nodeA, int nodeB) {
        if (nodeA == nodeB) {
            return 0;
        }
        return 2 + routerHops[nodeA / nodesPerRouter * routers + nodeB / nodesPerRouter];
    }

    @Override
    public int diameterHops() {
        if (nodeCount() == 1) {
            return 0;
        }
        int max = 0;
        for (byte h : routerHops) {
            max = Math.max(max, h);
        }
        return 2 + max;
    }

    @Override
    public void generateEdges(EdgeSink sink) {
        int nodes = nodeCount();
        for (int n = 0; n < nodes; n++) {
            sink.edge(n, nodes + n / nodesPerRouter);
        }
        generateRouterEdges((u, v) -> sink.edge(nodes + u, nodes + v));
    }

    /** Router links with routers numbered 0 .. routers-1: local all-to-all, then one global link per pair of groups. */
    private void generateRouterEdges(EdgeSink sink) {
        int a = routersPerGroup;
        for (int group = 0; group < groups; group++) {
            for (int i = 0; i < a; i++) {
                for (int j = i + 1; j < a; j++) {
                    sink.edge(group * a + i, group * a + j);
                }
            }
        }
        for (int g1 = 0; g1 < groups; g1++) {
            for (int g2 = g1 + 1; g2 < groups; g2++) {
                sink.edge(g1 * a + globalPort(g1, g2) / globalLinksPerRouter,
                        g2 * a + globalPort(g2, g1) / globalLinksPerRouter);
            }
        }
    }

    @Override
    public String describe() {
        return "dragonfly a=" + routersPerGroup + " p=" + nodesPerRouter + " h=" + globalLinksPerRouter + " ("
                + groups + " groups, " + nodeCount() + " nodes" + globalLinkCost.map(c -> ", global links " + c).orElse("") + ")";
    }
}
