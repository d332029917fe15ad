package org.collsim.topo.flow;

import java.util.Optional;
import java.util.function.IntUnaryOperator;
import org.collsim.engine.PerByte;
import org.collsim.topo.DragonflyTopology;

/**
 * Minimal routing on a {@link DragonflyTopology} as its wiring cables it. A route from node s to node d
 * (routers rs, rd) is: s's link up to rs; then, if rs and rd differ, the router links; then the link
 * down to d. Router links: in one group the local link rs -> rd; between groups G1 and G2, the shortest
 * of these, so that every route has exactly {@link DragonflyTopology#hops} links:
 * <ol>
 * <li>the global link rs -> rd, if there is one;</li>
 * <li>else, if some of the pair's global links leave from rs or land on rd, one of them with the local hop
 * it needs (global then local, or local then global);</li>
 * <li>else the first global port of rs (port order) whose router in a third group has a global link to rd
 * (two global links);</li>
 * <li>else a local hop to the router holding one of the pair's links, the link, a local hop to rd.</li>
 * </ol>
 * Among the candidates of step 2 or 4 (the pair's links in {@link DragonflyTopology#linkRouter} order),
 * the route takes number {@code (rs + rd) mod count}: one deterministic route per node pair, and the
 * pairs of two groups spread over their parallel links.
 * <p>Directed link ids, with N nodes: node n up to its router n; its router down to n N + n;
 * out-port q of router r {@code 2N + r(a-1+h) + q}, where local ports q = 0 .. a-2 lead to the other
 * routers of the group in order and q = a-1+k is the router's global port k.
 * <p>UGAL ({@link RoutingPolicy#UGAL}), for a flow between routers of different groups: the Valiant
 * candidate goes minimally to a router of an intermediate group Gi that holds one of Gi's global links to
 * the source group, then minimally to the destination; Gi is picked among the other groups by the flow's
 * hash, {@code mix(hash) mod (groups - 2)}, and the link among Gi's m links to the source group by
 * {@code mix(hash + 1) mod m}. The flow takes the minimal route unless {@code (q_v + 1) x L_v < (q_m + 1) x L_m},
 * where L is a route's length in links and q the most active flows on any one of its links when the flow
 * begins (UGAL-L's rule with flows for queue occupancy). With {@code global_bandwidth}, global links have
 * their own cost.
 */
final class DragonflyRouting implements Routing {
    /** Up, at most 3 router links, down. */
    private static final int MINIMAL_MAX_LINKS = 5;
    /** Up, at most 3 router links to the intermediate router and 3 from it, down. */
    private static final int VALIANT_MAX_LINKS = 8;

    private final DragonflyTopology topology;
    private final int a;
    private final int p;
    private final int nodeCount;
    private final int routers;
    private final int portsPerRouter;
    private final boolean adaptive;
    private final Optional<PerByte> globalLinkCost;
    /** UGAL's Valiant candidate, reused from flow to flow (a routing serves one simulation at a time, as its FlowModel). */
    private final int[] valiant = new int[VALIANT_MAX_LINKS];

    DragonflyRouting(DragonflyTopology topology, boolean adaptive) {
        this.topology = topology;
        this.a = topology.routersPerGroup();
        this.p = topology.nodesPerRouter();
        this.nodeCount = topology.nodeCount();
        this.routers = topology.routers();
        this.portsPerRouter = a - 1 + topology.globalLinksPerRouter();
        this.adaptive = adaptive;
        this.globalLinkCost = topology.globalLinkCost();
    }

    @Override
    public int linkCount() {
        return Math.addExact(2 * nodeCount, Math.multiplyExact(routers, portsPerRouter));
    }

    @Override
    public int maxRouteLinks() {
        return adaptive ? VALIANT_MAX_LINKS : MINIMAL_MAX_LINKS;
    }

    @Override
    public int route(int srcNode, int dstNode, int[] out) {
        if (srcNode == dstNode) {
            return 0;
        }
        int length = 0;
        out[length++] = srcNode;
        int from = srcNode / p;
        int to = dstNode / p;
        if (from != to) {
            length = routerLinks(from, to, out, length);
        }
        out[length++] = nodeCount + dstNode;
        return length;
    }

    @Override
    public int route(int srcNode, int dstNode, long flowHash, IntUnaryOperator flowsOn, int[] out) {
        int minimal = route(srcNode, dstNode, out);
        int g1 = srcNode / p / a;
        int g2 = dstNode / p / a;
        int groups = topology.groups();
        if (!adaptive || g1 == g2 || groups < 3) {
            return minimal;
        }
        int length = 0;
        valiant[length++] = srcNode;
        int other = Routing.pick(flowHash, 0, groups - 2);
        int gi = other < Math.min(g1, g2) ? other : other + 1 < Math.max(g1, g2) ? other + 1 : other + 2;
        int via = topology.linkRouter(gi, g1, Routing.pick(flowHash, 1, topology.linksBetween(gi, g1)));
        length = routerLinks(srcNode / p, via, valiant, length);
        length = routerLinks(via, dstNode / p, valiant, length);
        valiant[length++] = nodeCount + dstNode;
        if ((busiest(valiant, length, flowsOn) + 1) * length < (busiest(out, minimal, flowsOn) + 1) * minimal) {
            System.arraycopy(valiant, 0, out, 0, length);
            return length;
        }
        return minimal;
    }

    private static long busiest(int[] route, int length, IntUnaryOperator flowsOn) {
        long max = 0;
        for (int i = 0; i < length; i++) {
            max = Math.max(max, flowsOn.applyAsInt(route[i]));
        }
        return max;
    }

    @Override
    public PerByte linkCost(int link, PerByte linkCost) {
        return isGlobal(link) ? globalLinkCost.orElse(linkCost) : linkCost;
    }

    private boolean isGlobal(int link) {
        return link >= 2 * nodeCount && (link - 2 * nodeCount) % portsPerRouter >= a - 1;
    }

    /** Appends the router links from router {@code from} to router {@code to} (two distinct routers), steps 1-4 above. */
    private int routerLinks(int from, int to, int[] out, int length) {
        int g1 = from / a;
        int g2 = to / a;
        if (g1 == g2) {
            out[length++] = localLink(from, to);
            return length;
        }
        int links = topology.linksBetween(g1, g2);
        int nearEnds = 0;
        for (int j = 0; j < links; j++) {
            int exit = topology.linkRouter(g1, g2, j);
            int entry = entry(g1, g2, j);
            if (exit == from && entry == to) {
                out[length++] = globalLink(from, topology.linkPort(g1, g2, j));
                return length;
            }
            nearEnds += exit == from || entry == to ? 1 : 0;
        }
        if (nearEnds == 0) {
            int k = topology.detourPort(from, to);
            if (k >= 0) {
                int via = topology.globalTarget(from, k);
                out[length++] = globalLink(from, k);
                out[length++] = globalLink(via, topology.globalPortTo(via, to));
                return length;
            }
        }
        return throughPairLink(from, to, nearEnds > 0, (from + to) % (nearEnds > 0 ? nearEnds : links), out, length);
    }

    /**
     * Appends the local hop to the {@code pick}-th of the pair's global links (counting only those that
     * leave {@code from} or land on {@code to} when {@code nearOnly}), the link, and the local hop to
     * {@code to}, each local hop left out where the link's router is that end.
     */
    private int throughPairLink(int from, int to, boolean nearOnly, int pick, int[] out, int length) {
        int g1 = from / a;
        int g2 = to / a;
        for (int j = 0; ; j++) {
            int exit = topology.linkRouter(g1, g2, j);
            int entry = entry(g1, g2, j);
            if ((!nearOnly || exit == from || entry == to) && pick-- == 0) {
                if (exit != from) {
                    out[length++] = localLink(from, exit);
                }
                out[length++] = globalLink(exit, topology.linkPort(g1, g2, j));
                if (entry != to) {
                    out[length++] = localLink(entry, to);
                }
                return length;
            }
        }
    }

    /** The router the {@code j}-th of {@code g1}'s links to {@code g2} lands on. */
    private int entry(int g1, int g2, int j) {
        return topology.globalTarget(topology.linkRouter(g1, g2, j), topology.linkPort(g1, g2, j));
    }

    private int localLink(int from, int to) {
        int i = from % a;
        int j = to % a;
        return 2 * nodeCount + from * portsPerRouter + (j < i ? j : j - 1);
    }

    /** The link out of global port {@code k} of router {@code from}. */
    private int globalLink(int from, int k) {
        return 2 * nodeCount + from * portsPerRouter + a - 1 + k;
    }

    @Override
    public int linkFrom(int link) {
        if (link < nodeCount) {
            return link;
        }
        if (link < 2 * nodeCount) {
            return nodeCount + (link - nodeCount) / p;
        }
        return nodeCount + (link - 2 * nodeCount) / portsPerRouter;
    }

    @Override
    public int linkTo(int link) {
        if (link < nodeCount) {
            return nodeCount + link / p;
        }
        if (link < 2 * nodeCount) {
            return link - nodeCount;
        }
        int router = (link - 2 * nodeCount) / portsPerRouter;
        int q = (link - 2 * nodeCount) % portsPerRouter;
        int group = router / a;
        int i = router % a;
        if (q < a - 1) {
            return nodeCount + group * a + (q < i ? q : q + 1);
        }
        return nodeCount + topology.globalTarget(router, q - (a - 1));
    }
}
