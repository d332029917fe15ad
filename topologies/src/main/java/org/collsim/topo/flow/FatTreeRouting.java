package org.collsim.topo.flow;

import java.util.function.IntUnaryOperator;
import org.collsim.engine.PerByte;

/**
 * Up-down routing on a {@link org.collsim.topo.FatTreeTopology} of half-ports h = k/2: up to the
 * lowest common switch level L and down, 2L links. Going up from level m (1 <= m < L) the up-port is
 * chosen by the destination, {@code u = (dst / h^(m-1)) mod h} (d-mod-k routing), so flows to
 * different destinations spread over the upper switches — or, with {@code hash} routing, by the flow's
 * hash, {@link Routing#pick}{@code (hash, m, h)}; the way down is unique (the top switch reached fixes it).
 * <p>Undirected link ids: node n's link to its edge switch is n; up-port u of the level-m switch of
 * global index g (pod * h^(m-1) + index in the pod) is {@code nodes + ((m-1) * 2h^(levels-1) + g) * h + u}.
 * Directed ids: 2 x that upwards, 2 x that + 1 downwards.
 * <p>With oversubscription r_m:1 at level m, links between levels m and m+1 are r_1 x ... x r_m times
 * slower ({@link #linkCost}).
 */
final class FatTreeRouting implements Routing {
    private final int half;
    private final int levels;
    private final int nodeCount;
    private final int switchesPerLevel;
    /** Slowdown of the links above switch level m, at index m (index 0: the nodes' links). */
    private final long[] slowdownAbove;
    private final boolean spread;

    FatTreeRouting(int k, int levels, int[] oversubscription, boolean spread) {
        this.half = k / 2;
        this.spread = spread;
        this.slowdownAbove = new long[levels];
        slowdownAbove[0] = 1;
        for (int m = 1; m < levels; m++) {
            slowdownAbove[m] = Math.multiplyExact(slowdownAbove[m - 1], oversubscription[m - 1]);
        }
        this.levels = levels;
        this.switchesPerLevel = 2 * pow(levels - 1);
        this.nodeCount = half * switchesPerLevel;
    }

    private int pow(int e) {
        int p = 1;
        for (int i = 0; i < e; i++) {
            p *= half;
        }
        return p;
    }

    @Override
    public int linkCount() {
        return Math.multiplyExact(2 * levels, nodeCount);
    }

    @Override
    public int maxRouteLinks() {
        return 2 * levels;
    }

    /** Lowest level whose pod holds both nodes (levels when only the top does). */
    private int commonLevel(int a, int b) {
        for (int l = 1; l < levels; l++) {
            a /= half;
            b /= half;
            if (a == b) {
                return l;
            }
        }
        return levels;
    }

    private int switchLink(int level, int globalIndex, int upPort) {
        return nodeCount + ((level - 1) * switchesPerLevel + globalIndex) * half + upPort;
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
        if (srcNode == dstNode) {
            return 0;
        }
        int top = commonLevel(srcNode, dstNode);
        int length = 0;
        out[length++] = 2 * srcNode;
        int j = 0; // index of the current switch inside its pod
        int below = 1; // h^(m-1)
        for (int m = 1; m < top; m++) {
            int u = spread ? Routing.pick(flowHash, m, half) : dstNode / below % half;
            int pod = srcNode / (below * half);
            out[length++] = 2 * switchLink(m, pod * below + j, u);
            j = j * half + u;
            below *= half;
        }
        for (int m = top; m >= 2; m--) {
            below /= half; // h^(m-2)
            int pod = dstNode / (below * half);
            out[length++] = 2 * switchLink(m - 1, pod * below + j / half, j % half) + 1;
            j /= half;
        }
        out[length++] = 2 * dstNode + 1;
        return length;
    }

    @Override
    public PerByte linkCost(int link, PerByte linkCost) {
        int u = link / 2;
        long slowdown = u < nodeCount ? 1 : slowdownAbove[(u - nodeCount) / half / switchesPerLevel + 1];
        return new PerByte(Math.multiplyExact(linkCost.ps(), slowdown), linkCost.bytes());
    }

    @Override
    public int linkFrom(int link) {
        return link % 2 == 0 ? lowerEnd(link / 2) : upperEnd(link / 2);
    }

    @Override
    public int linkTo(int link) {
        return link % 2 == 0 ? upperEnd(link / 2) : lowerEnd(link / 2);
    }

    /** Vertex of the level-m switch of global index g: nodes, then the levels from the bottom. */
    private int switchVertex(int level, int globalIndex) {
        return nodeCount + (level - 1) * switchesPerLevel + globalIndex;
    }

    /** The lower vertex of undirected link {@code u}: a node, or the switch whose up-port it is. */
    private int lowerEnd(int u) {
        if (u < nodeCount) {
            return u;
        }
        int x = u - nodeCount;
        return switchVertex(x / half / switchesPerLevel + 1, x / half % switchesPerLevel);
    }

    /** The upper vertex of undirected link {@code u}: the switch its up-port leads to (butterfly wiring). */
    private int upperEnd(int u) {
        if (u < nodeCount) {
            return switchVertex(1, levels == 1 ? 0 : u / half);
        }
        int x = u - nodeCount;
        int level = x / half / switchesPerLevel + 1;
        int globalIndex = x / half % switchesPerLevel;
        int upPort = x % half;
        int below = pow(level - 1);
        int inPod = globalIndex % below;
        int parentPod = level + 1 == levels ? 0 : globalIndex / below / half;
        return switchVertex(level + 1, parentPod * below * half + inPod * half + upPort);
    }
}
