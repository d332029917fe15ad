package org.collsim.topo;

import java.util.Arrays;
import org.collsim.engine.RandomStreams;

/**
 * A placement given as a list: rank r runs on node {@code nodeOfRank[r]}. A run of p ranks uses the
 * first p entries; p may not exceed the list, and no node may appear more than ranks-per-node times.
 */
public final class ExplicitPlacement implements RankPlacement {
    private final int[] nodeOfRank;

    /** @param nodeOfRank the node of every rank (copied), each at least 0 */
    public ExplicitPlacement(int[] nodeOfRank) {
        this.nodeOfRank = nodeOfRank.clone();
        for (int node : this.nodeOfRank) {
            if (node < 0) {
                throw new IllegalArgumentException("explicit placement: node " + node + " is negative");
            }
        }
    }

    /** Ranks the list places. */
    public int length() {
        return nodeOfRank.length;
    }

    /** The first index whose node already holds {@code ranksPerNode} earlier ranks of the list, or -1. */
    public int firstOverfull(int ranksPerNode) {
        int[] held = new int[Arrays.stream(nodeOfRank).max().orElse(0) + 1];
        for (int r = 0; r < nodeOfRank.length; r++) {
            if (++held[nodeOfRank[r]] > ranksPerNode) {
                return r;
            }
        }
        return -1;
    }

    /** The first index at which {@code node} appears. */
    public int firstIndexOf(int node) {
        int r = 0;
        while (nodeOfRank[r] != node) {
            r++;
        }
        return r;
    }

    public int nodeOf(int rank) {
        return nodeOfRank[rank];
    }

    @Override
    public int[] place(int ranks, int ranksPerNode, int nodeCount, RandomStreams streams) {
        if (ranks < 1 || ranks > nodeOfRank.length) {
            throw new IllegalArgumentException(ranks + " ranks, but the explicit placement lists " + nodeOfRank.length);
        }
        int[] placed = Arrays.copyOf(nodeOfRank, ranks);
        int[] held = new int[nodeCount];
        for (int r = 0; r < ranks; r++) {
            if (placed[r] >= nodeCount) {
                throw new IllegalArgumentException("explicit placement: rank " + r + " on node " + placed[r]
                        + ", but the topology has " + nodeCount + " nodes");
            }
            if (++held[placed[r]] > ranksPerNode) {
                throw new IllegalArgumentException("explicit placement: node " + placed[r] + " holds more than "
                        + ranksPerNode + (ranksPerNode == 1 ? " rank" : " ranks"));
            }
        }
        return placed;
    }

    @Override
    public String describe() {
        return "explicit placement of " + nodeOfRank.length + (nodeOfRank.length == 1 ? " rank" : " ranks");
    }
}
