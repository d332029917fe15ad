package org.collsim.topo;

import java.util.Arrays;
import org.collsim.engine.RandomStreams;

/**
 * A placement given as a list: rank r runs on node {@code nodeOfRank[r]}. A run of p ranks uses the
 * first p entries; p may not exceed the list, and no node may appear more than ranks-per-node times.
 */
public final class ExplicitPlacement implements RankPlacement {
    private final int[] nodeOfRank;
    /** The file the list was read from, or null for a list in the scenario. */
    private final String source;
    /** The file's line of each rank's entry (when read from a file). */
    private final int[] lineOfRank;

    /** @param nodeOfRank the node of every rank (copied), each at least 0 */
    public ExplicitPlacement(int[] nodeOfRank) {
        this(nodeOfRank, null, null);
    }

    /**
     * A list read from a file.
     *
     * @param source     the file's name, for messages
     * @param lineOfRank the line of each rank's entry (copied)
     */
    public ExplicitPlacement(int[] nodeOfRank, String source, int[] lineOfRank) {
        this.source = source;
        this.lineOfRank = lineOfRank == null ? null : lineOfRank.clone();
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

    /** Where rank {@code rank}'s entry is written: "file:line", or empty for a list in the scenario. */
    public java.util.Optional<String> origin(int rank) {
        return source == null ? java.util.Optional.empty() : java.util.Optional.of(source + ":" + lineOfRank[rank]);
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
        return "explicit placement of " + nodeOfRank.length + (nodeOfRank.length == 1 ? " rank" : " ranks")
                + (source == null ? "" : " from " + source);
    }
}
