package org.collsim.mpi.wireup;

import org.collsim.engine.Time;

import java.util.Arrays;

/**
 * The proxies in a tree of fan-out k in heap order: proxy 0 is the root (mpiexec's end),
 * proxy i's children are k * i + 1 ... k * i + k. Children have larger numbers than their
 * parent, so a pass from the last proxy to the first meets every child before its parent.
 */
final class ProxyTree {
    private final WireupParams p;
    private final int nodes;
    /** Ranks in the subtree of each proxy. */
    private final long[] subtreeRanks;

    ProxyTree(WireupParams p) {
        this.p = p;
        this.nodes = p.nodes();
        this.subtreeRanks = new long[nodes];
        for (int i = nodes - 1; i >= 0; i--) {
            subtreeRanks[i] += p.ranksOn(i);
            if (i > 0) {
                subtreeRanks[parent(i)] += subtreeRanks[i];
            }
        }
    }

    int nodes() {
        return nodes;
    }

    int parent(int i) {
        return (int) ((i - 1) / p.fanOut());
    }

    /** The first child of {@code i}, or {@link #nodes()} when it has none. */
    int firstChild(int i) {
        return (int) Math.min(nodes, i * p.fanOut() + 1);
    }

    /** One past the last child of {@code i}. */
    int endChild(int i) {
        return (int) Math.min(nodes, i * p.fanOut() + p.fanOut() + 1);
    }

    /** Hops from {@code i} to the root. */
    int depth(int i) {
        int d = 0;
        for (int j = i; j > 0; j = parent(j)) {
            d++;
        }
        return d;
    }

    long subtreeRanks(int i) {
        return subtreeRanks[i];
    }

    /**
     * When each proxy holds its subtree's part of the space: its local work ends at
     * {@code localReadyPs[i]}, then it handles its children's messages (each carrying the
     * child's subtree of cards) in order of arrival, {@code proxyRequestPs} each.
     */
    long[] gatherUp(long[] localReadyPs) {
        long[] up = new long[nodes];
        for (int i = nodes - 1; i >= 0; i--) {
            int first = firstChild(i);
            int end = endChild(i);
            long[] arrivals = new long[Math.max(0, end - first)];
            for (int j = first; j < end; j++) {
                arrivals[j - first] = Costs.hopArrivalPs(p, up[j], Math.multiplyExact(subtreeRanks[j], p.cardBytes()));
            }
            Arrays.sort(arrivals);
            long t = localReadyPs[i];
            for (long a : arrivals) {
                t = Time.add(Math.max(t, a), p.proxyRequestPs(), "gather time");
            }
            up[i] = t;
        }
        return up;
    }

    /**
     * When each proxy has the root's message of {@code bytes} (the root has it at
     * {@code rootPs}); {@code sentPs[i]} is when proxy i has sent it to all its children.
     */
    long[] scatterDown(long rootPs, long bytes, long[] sentPs) {
        long[] have = new long[nodes];
        have[0] = rootPs;
        for (int i = 0; i < nodes; i++) {
            long t = have[i];
            for (int j = firstChild(i); j < endChild(i); j++) {
                t = Costs.sendEndPs(p, t, bytes);
                have[j] = Time.add(Time.add(t, p.pmLatencyPs(), "release time"), p.proxyRequestPs(), "release time");
            }
            sentPs[i] = t;
        }
        return have;
    }
}
