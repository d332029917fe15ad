package org.collsim.topo;

import java.util.Arrays;

/**
 * A fat tree (folded Clos) of {@code levels} switch levels built from switches of {@code k}
 * ports, with half-ports h = k/2: every switch below the top has h links down and h up, every
 * top switch k links down. It has 2h^levels nodes (leaves) and 2h^(levels-1) switches per level
 * below the top, h^(levels-1) at the top; {@code levels = 3} is Al-Fares et al.'s k-ary fat
 * tree (k pods, k^3/4 hosts, (k/2)^2 core switches), {@code levels = 2} a leaf-spine.
 * <p>Structure: a level-l pod (l below the top) holds h level-(l-1) pods and h^(l-1) level-l
 * switches; the whole tree holds 2h level-(levels-1) pods. Level-l switch j of a pod links to
 * switch j / h of each of its child pods (butterfly wiring). Nodes i and j share a level-l pod
 * iff i / h^l == j / h^l, and a shortest path climbs to the lowest common level and back:
 * hops = 2 x that level (2 for two nodes on one edge switch).
 * <p>Vertices: nodes 0 .. 2h^levels - 1, then the switches level by level from the bottom, pod
 * by pod.
 * <p>Oversubscription: entry m-1 of {@code oversubscription} is the ratio r:1 of down- to up-bandwidth
 * of the level-m switches (m below the top). The graph keeps its links; under {@code flow} each link
 * above level m carries 1/(r_1 x ... x r_m) of the link bandwidth (fewer uplinks, as a fluid).
 */
public final class FatTreeTopology implements Topology {
    private final int k;
    private final int levels;
    private final int half;
    private final int nodeCount;
    private final int[] oversubscription;

    /** A fat tree without oversubscription (every ratio 1:1). */
    public FatTreeTopology(int k, int levels) {
        this(k, levels, ones(Math.max(0, levels - 1)));
    }

    private static int[] ones(int n) {
        int[] out = new int[n];
        Arrays.fill(out, 1);
        return out;
    }

    /** @param oversubscription r of each switch level's r:1 below the top (levels - 1 entries, each >= 1) */
    public FatTreeTopology(int k, int levels, int[] oversubscription) {
        if (k < 2 || k % 2 != 0) {
            throw new IllegalArgumentException("fat_tree k (ports per switch) must be an even number >= 2, found " + k);
        }
        if (levels < 1) {
            throw new IllegalArgumentException("fat_tree levels must be at least 1, found " + levels);
        }
        this.k = k;
        this.levels = levels;
        this.half = k / 2;
        long nodes = 2;
        for (int l = 0; l < levels; l++) {
            nodes *= half;
            if (nodes > MAX_NODES) {
                throw new IllegalArgumentException("fat_tree k=" + k + " levels=" + levels + " has more than "
                        + MAX_NODES + " nodes");
            }
        }
        this.nodeCount = (int) nodes;
        if (oversubscription.length != levels - 1) {
            throw new IllegalArgumentException("fat_tree oversubscription needs one ratio per switch level below the top ("
                    + (levels - 1) + "), found " + oversubscription.length);
        }
        for (int r : oversubscription) {
            if (r < 1) {
                throw new IllegalArgumentException("fat_tree oversubscription ratios are r:1 with r >= 1, found " + r + ":1");
            }
        }
        this.oversubscription = oversubscription.clone();
    }

    /** r of the r:1 oversubscription of each switch level below the top, from the edge up. */
    public int[] oversubscription() {
        return oversubscription.clone();
    }

    public int k() {
        return k;
    }

    public int levels() {
        return levels;
    }

    @Override
    public int nodeCount() {
        return nodeCount;
    }

    /** h^e. */
    private int halfPow(int e) {
        int p = 1;
        for (int i = 0; i < e; i++) {
            p *= half;
        }
        return p;
    }

    /** Switches at level {@code l} (1 = edge, {@code levels} = top). */
    public int switchesAtLevel(int l) {
        return l == levels ? halfPow(levels - 1) : 2 * halfPow(levels - 1);
    }

    @Override
    public int vertexCount() {
        long switches = (long) (levels - 1) * 2 * halfPow(levels - 1) + halfPow(levels - 1);
        return Math.toIntExact(nodeCount + switches);
    }

    @Override
    public long edgeCount() {
        return (long) levels * nodeCount;
    }

    @Override
    public int hops(int nodeA, int nodeB) {
        if (nodeA == nodeB) {
            return 0;
        }
        int a = nodeA;
        int b = nodeB;
        for (int l = 1; l < levels; l++) {
            a /= half;
            b /= half;
            if (a == b) {
                return 2 * l;
            }
        }
        return 2 * levels;
    }

    @Override
    public int diameterHops() {
        return nodeCount > 1 ? 2 * levels : 0;
    }

    @Override
    public void generateEdges(EdgeSink sink) {
        int lowerBase = 0; // first vertex of level l-1 (level 0 = the nodes)
        int base = nodeCount; // first vertex of level l
        for (int l = 1; l <= levels; l++) {
            int pods = l == levels ? 1 : 2 * halfPow(levels - l);
            int perPod = halfPow(l - 1);
            int children = l == levels ? 2 * half : half;
            int lowerPerPod = l == 1 ? 1 : halfPow(l - 2);
            for (int pod = 0; pod < pods; pod++) {
                for (int j = 0; j < perPod; j++) {
                    int sw = base + pod * perPod + j;
                    for (int c = 0; c < children; c++) {
                        sink.edge(lowerBase + (pod * children + c) * lowerPerPod + j / half, sw);
                    }
                }
            }
            lowerBase = base;
            base += switchesAtLevel(l);
        }
    }

    @Override
    public String describe() {
        StringBuilder ratios = new StringBuilder();
        for (int r : oversubscription) {
            ratios.append(ratios.isEmpty() ? " oversubscription " : ",").append(r).append(":1");
        }
        boolean full = Arrays.stream(oversubscription).allMatch(r -> r == 1);
        return "fat_tree k=" + k + " levels=" + levels + (full ? "" : ratios) + " (" + nodeCount + " nodes)";
    }
}
