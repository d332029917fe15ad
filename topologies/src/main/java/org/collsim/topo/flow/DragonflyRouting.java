package org.collsim.topo.flow;

import static org.collsim.topo.DragonflyTopology.globalPort;
import static org.collsim.topo.DragonflyTopology.groupBehind;

import java.util.Optional;
import java.util.function.IntUnaryOperator;
import org.collsim.engine.PerByte;
import org.collsim.topo.DragonflyTopology;

/**
 * Minimal routing on a {@link DragonflyTopology} as its generator wires it. A route from node s to
 * node d (routers rs, rd) is: s's link up to rs; then, if rs and rd differ, the router links; then
 * the link down to d. Router links: in one group the local link rs -> rd; between groups G1 and G2
 * a local hop to G1's gateway (the router holding G1's global link to G2) unless rs is it, the
 * global link, and a local hop from G2's gateway to rd unless rd is it. When both local hops are
 * needed (3 router links) and a path of 2 exists — rs's own global link to a third group G3 lands
 * on G3's gateway to G2, whose global link lands on rd — that detour is taken instead (the first
 * such G3 in rs's port order), so every route has exactly {@link DragonflyTopology#hops} links.
 * <p>Directed link ids, with N nodes: node n up to its router n; its router down to n N + n;
 * out-port q of router r {@code 2N + r(a-1+h) + q}, where local ports q = 0 .. a-2 lead to the other
 * routers of the group in order and q = a-1+k is the router's k-th global port (group port i*h + k
 * of router i in its group).
 * <p>UGAL ({@link RoutingPolicy#UGAL}), for a flow between routers of different groups: the Valiant
 * candidate goes minimally to the router of an intermediate group Gi that holds Gi's global link to the
 * source group, then minimally to the destination; Gi is picked among the other groups by the flow's hash.
 * The flow takes the minimal route unless {@code (q_v + 1) x L_v < (q_m + 1) x L_m}, where L is a route's
 * length in links and q the most active flows on any one of its links when the flow begins (UGAL-L's
 * rule with flows for queue occupancy). With {@code global_bandwidth}, global links have their own cost.
 */
final class DragonflyRouting implements Routing {
    private final int a;
    private final int p;
    private final int h;
    private final int nodeCount;
    private final int routers;
    private final int portsPerRouter;
    private final int maxRouteLinks;
    private final boolean adaptive;
    private final Optional<PerByte> globalLinkCost;

    DragonflyRouting(DragonflyTopology topology, boolean adaptive) {
        this.a = topology.routersPerGroup();
        this.p = topology.nodesPerRouter();
        this.h = topology.globalLinksPerRouter();
        this.nodeCount = topology.nodeCount();
        this.routers = topology.routers();
        this.portsPerRouter = a - 1 + h;
        this.adaptive = adaptive;
        this.globalLinkCost = topology.globalLinkCost();
        // a Valiant route: up, at most 3 router links to the intermediate router and 3 from it, down
        this.maxRouteLinks = adaptive ? Math.max(VALIANT_MAX_LINKS, topology.diameterHops()) : topology.diameterHops();
    }

    private static final int VALIANT_MAX_LINKS = 8;

    @Override
    public int linkCount() {
        return Math.addExact(2 * nodeCount, Math.multiplyExact(routers, portsPerRouter));
    }

    @Override
    public int maxRouteLinks() {
        return maxRouteLinks;
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
        if (!adaptive || g1 == g2 || groups() < 3) {
            return minimal;
        }
        int[] valiant = new int[maxRouteLinks];
        int length = 0;
        valiant[length++] = srcNode;
        int other = Routing.pick(flowHash, 0, groups() - 2);
        int gi = other < Math.min(g1, g2) ? other : other + 1 < Math.max(g1, g2) ? other + 1 : other + 2;
        int via = gateway(gi, g1);
        length = routerLinks(srcNode / p, via, valiant, length);
        length = routerLinks(via, dstNode / p, valiant, length);
        valiant[length++] = nodeCount + dstNode;
        if ((busiest(valiant, length, flowsOn) + 1) * length < (busiest(out, minimal, flowsOn) + 1) * minimal) {
            System.arraycopy(valiant, 0, out, 0, length);
            return length;
        }
        return minimal;
    }

    private int groups() {
        return routers / a;
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

    /** Appends the router links from router {@code from} to router {@code to} (two distinct routers). */
    private int routerLinks(int from, int to, int[] out, int length) {
        int g1 = from / a;
        int g2 = to / a;
        if (g1 == g2) {
            out[length++] = localLink(from, to);
            return length;
        }
        int exit = gateway(g1, g2);
        int entry = gateway(g2, g1);
        if (from != exit && entry != to) {
            int third = detourGroup(from, g2, to);
            if (third >= 0) {
                out[length++] = globalLink(from, third);
                out[length++] = globalLink(gateway(third, g1), g2);
                return length;
            }
        }
        if (from != exit) {
            out[length++] = localLink(from, exit);
        }
        out[length++] = globalLink(exit, g2);
        if (entry != to) {
            out[length++] = localLink(entry, to);
        }
        return length;
    }

    /** The first group G3 behind one of {@code from}'s global ports whose landing router reaches {@code to} by one global link, or -1. */
    private int detourGroup(int from, int g2, int to) {
        int g1 = from / a;
        for (int k = 0; k < h; k++) {
            int g3 = groupBehind(g1, from % a * h + k);
            if (g3 != g2 && gateway(g3, g1) == gateway(g3, g2) && gateway(g2, g3) == to) {
                return g3;
            }
        }
        return -1;
    }

    /** The router of {@code group} that holds its global link to {@code toGroup}. */
    private int gateway(int group, int toGroup) {
        return group * a + globalPort(group, toGroup) / h;
    }

    private int localLink(int from, int to) {
        int i = from % a;
        int j = to % a;
        return 2 * nodeCount + from * portsPerRouter + (j < i ? j : j - 1);
    }

    /** The global link of router {@code from} (a gateway of its group) to group {@code toGroup}. */
    private int globalLink(int from, int toGroup) {
        int port = globalPort(from / a, toGroup);
        return 2 * nodeCount + from * portsPerRouter + a - 1 + port % h;
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
        int toGroup = groupBehind(group, i * h + q - (a - 1));
        return nodeCount + gateway(toGroup, group);
    }
}
