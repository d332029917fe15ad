package org.collsim.topo;

import java.util.Optional;
import org.collsim.engine.PerByte;

/**
 * A dragonfly (Kim, Dally, Scott & Abts, ISCA 2008): {@code groups} groups of {@code a} routers,
 * all-to-all inside a group, {@code p} nodes per router and {@code h} global links per router, every
 * pair of groups joined by floor or ceil of {@code a*h/(groups-1)} global links. The default
 * {@code groups = a*h+1} is the balanced maximal form, one global link per pair of groups; fewer groups
 * give real installations' shape, several links per pair (HPE Slingshot systems: 32 routers a group).
 * {@link DragonflyWiring} says which port leads where.
 * <p>Hops are exact shortest paths, computed per call from the global links (no table, so memory is
 * linear in the routers): two routers of one group are 1 link apart; of two groups, 1 if a global link
 * joins them, 2 if one of them holds a global link to the other's group or a third group's router is
 * one global link from both, else 3 (local, global, local). Two nodes are 2 + their routers' distance
 * apart.
 * <p>Vertices: nodes 0 .. groups*a*p - 1 (node n on router n / p), then the routers, group by group.
 */
public final class DragonflyTopology implements Topology {
    /** Largest a (routers per group) and h (global links per router). */
    public static final int MAX_RADIX = 4096;
    /** Largest count of router-to-router ports, routers x (a - 1 + h): the flow model's link ids. */
    public static final long MAX_ROUTER_PORTS = 1L << 26;

    private final int routersPerGroup;
    private final int nodesPerRouter;
    private final int globalLinksPerRouter;
    private final int groups;
    private final int routers;
    private final DragonflyWiring wiring;
    /** The router global port k of router r leads to, at r*h + k; -1 for an unwired port. */
    private final int[] globalTarget;
    private final Optional<PerByte> globalLinkCost;

    /** The balanced maximal dragonfly, a*h+1 groups. */
    public DragonflyTopology(int routersPerGroup, int nodesPerRouter, int globalLinksPerRouter) {
        this(routersPerGroup, nodesPerRouter, globalLinksPerRouter, routersPerGroup * globalLinksPerRouter + 1, Optional.empty());
    }

    /**
     * @param groups         2 .. a*h+1
     * @param globalLinkCost the per-byte cost of the global links under {@code flow}; empty: the network's link_bandwidth
     */
    public DragonflyTopology(int routersPerGroup, int nodesPerRouter, int globalLinksPerRouter, int groups,
                             Optional<PerByte> globalLinkCost) {
        check("a (routers per group)", routersPerGroup, MAX_RADIX);
        check("p (nodes per router)", nodesPerRouter, MAX_NODES);
        check("h (global links per router)", globalLinksPerRouter, MAX_RADIX);
        long maxGroups = (long) routersPerGroup * globalLinksPerRouter + 1;
        if (groups < 2 || groups > maxGroups) {
            throw new IllegalArgumentException("dragonfly groups must be from 2 to a*h+1 = " + maxGroups + ", found " + groups);
        }
        long r = (long) groups * routersPerGroup;
        if (r * (routersPerGroup - 1 + globalLinksPerRouter) > MAX_ROUTER_PORTS || r * nodesPerRouter > MAX_NODES) {
            throw new IllegalArgumentException(name(routersPerGroup, nodesPerRouter, globalLinksPerRouter, groups) + " has " + r
                    + " routers and " + r * nodesPerRouter + " nodes; at most " + MAX_ROUTER_PORTS + " router ports (routers x (a-1+h)) and "
                    + MAX_NODES + " nodes are supported");
        }
        globalLinkCost.filter(PerByte::isZero).ifPresent(c -> {
            throw new IllegalArgumentException("dragonfly global links need a finite bandwidth (more than 0ps/B)");
        });
        this.routersPerGroup = routersPerGroup;
        this.nodesPerRouter = nodesPerRouter;
        this.globalLinksPerRouter = globalLinksPerRouter;
        this.groups = groups;
        this.routers = (int) r;
        this.wiring = new DragonflyWiring(routersPerGroup, globalLinksPerRouter, groups);
        try {
            this.globalTarget = wiring.targets();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name(routersPerGroup, nodesPerRouter, globalLinksPerRouter, groups) + " " + e.getMessage()
                    + " (a topology is a simple graph): give fewer global links per router (h) or more groups");
        }
        this.globalLinkCost = globalLinkCost;
    }

    private static String name(int a, int p, int h, int groups) {
        return "dragonfly a=" + a + " p=" + p + " h=" + h + (groups == (long) a * h + 1 ? "" : " groups=" + groups);
    }

    private static void check(String what, int value, int max) {
        if (value < 1 || value > max) {
            throw new IllegalArgumentException("dragonfly " + what + " must be from 1 to " + max + ", found " + value);
        }
    }

    /** The global links' own per-byte cost under {@code flow}, if set apart from the other links'. */
    public Optional<PerByte> globalLinkCost() {
        return globalLinkCost;
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

    /** The router that global port {@code k} (0 .. h-1) of {@code router} leads to, -1 if the port is unwired. */
    public int globalTarget(int router, int k) {
        return globalTarget[router * globalLinksPerRouter + k];
    }

    /** Global links between two different groups: floor or ceil of a*h/(groups-1). */
    public int linksBetween(int group, int toGroup) {
        return wiring.links(group, toGroup);
    }

    /** The router holding the {@code j}-th (in port order) of {@code group}'s global links to {@code toGroup}. */
    public int linkRouter(int group, int toGroup, int j) {
        return group * routersPerGroup + wiring.port(group, toGroup, j) / globalLinksPerRouter;
    }

    /** The global port (0 .. h-1), on {@link #linkRouter}, of {@code group}'s {@code j}-th link to {@code toGroup}. */
    public int linkPort(int group, int toGroup, int j) {
        return wiring.port(group, toGroup, j) % globalLinksPerRouter;
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
        long wiredPorts = 0;
        for (int t : globalTarget) {
            wiredPorts += t >= 0 ? 1 : 0;
        }
        return nodeCount() + local + wiredPorts / 2;
    }

    @Override
    public int hops(int nodeA, int nodeB) {
        return nodeA == nodeB ? 0 : 2 + routerHops(nodeA / nodesPerRouter, nodeB / nodesPerRouter);
    }

    /** Links on a shortest path between two routers (the class comment's rule), from the two routers' global ports alone. */
    public int routerHops(int from, int to) {
        int a = routersPerGroup;
        int h = globalLinksPerRouter;
        int g1 = from / a;
        int g2 = to / a;
        if (from == to || g1 == g2) {
            return from == to ? 0 : 1;
        }
        boolean near = false; // a global link between one of the routers and the other's group
        for (int k = 0; k < h; k++) {
            int there = globalTarget[from * h + k];
            if (there == to) {
                return 1;
            }
            near |= there - g2 * a >= 0 && there - g2 * a < a;
            int back = globalTarget[to * h + k];
            near |= back - g1 * a >= 0 && back - g1 * a < a;
        }
        return near || sharesGlobalNeighbour(from * h, to * h) ? 2 : 3;
    }

    /** Whether the routers whose global ports start at these two table indexes have a global neighbour in common. */
    private boolean sharesGlobalNeighbour(int fromPorts, int toPorts) {
        for (int k = 0; k < globalLinksPerRouter; k++) {
            int via = globalTarget[fromPorts + k];
            for (int j = 0; via >= 0 && j < globalLinksPerRouter; j++) {
                if (globalTarget[toPorts + j] == via) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The first global port of {@code from} (port order) that leads to a router of a third group with a
     * global link to {@code to} (routers of two different groups), or -1.
     */
    public int detourPort(int from, int to) {
        int g2 = to / routersPerGroup;
        for (int k = 0; k < globalLinksPerRouter; k++) {
            int via = globalTarget[from * globalLinksPerRouter + k];
            if (via >= 0 && via / routersPerGroup != g2 && globalPortTo(to, via) >= 0) {
                return k;
            }
        }
        return -1;
    }

    /** The global port of {@code router} that leads to {@code to}, -1 if none does. */
    public int globalPortTo(int router, int to) {
        for (int k = 0; k < globalLinksPerRouter; k++) {
            if (globalTarget[router * globalLinksPerRouter + k] == to) {
                return k;
            }
        }
        return -1;
    }

    @Override
    public int diameterHops() {
        int max = routersPerGroup > 1 ? 1 : 0;
        for (int from = 0; from < routers && max < 3; from++) {
            for (int to = (from / routersPerGroup + 1) * routersPerGroup; to < routers && max < 3; to++) {
                max = Math.max(max, routerHops(from, to));
            }
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

    /** Router links with routers numbered 0 .. routers-1: local all-to-all, then the global links, each once. */
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
                for (int j = 0; j < linksBetween(g1, g2); j++) {
                    int exit = linkRouter(g1, g2, j);
                    sink.edge(exit, globalTarget(exit, linkPort(g1, g2, j)));
                }
            }
        }
    }

    @Override
    public String describe() {
        return "dragonfly a=" + routersPerGroup + " p=" + nodesPerRouter + " h=" + globalLinksPerRouter + " (" + groups + " groups, " + nodeCount()
                + " nodes" + globalLinkCost.map(c -> ", global links " + c).orElse("") + ")";
    }
}
