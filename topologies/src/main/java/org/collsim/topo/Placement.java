package org.collsim.topo;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.math3.random.RandomGenerator;
import org.collsim.engine.RandomStreams;

/**
 * Rank placement: which topology node each rank runs on, given {@code ranksPerNode} slots per
 * node (a node's slots are numbered node*ranksPerNode .. node*ranksPerNode + ranksPerNode - 1).
 * Every placement maps ranks to distinct slots, so no node holds more than ranksPerNode ranks.
 */
public enum Placement implements RankPlacement {
    /** Rank r on node r / ranksPerNode (consecutive ranks fill a node; as without a topology). */
    BLOCK("block"),
    /** Rank r on node r mod m, m = ceil(ranks / ranksPerNode): the same nodes as block, dealt out like cards. */
    ROUND_ROBIN("round_robin"),
    /**
     * Each rank on a uniformly random free slot of the whole machine (a partial, sparse Fisher-Yates
     * shuffle of all slots), drawn from the random stream {@value #STREAM} of the scenario seed.
     */
    RANDOM("random");

    /** The {@link RandomStreams} stream name of the random placement. */
    public static final String STREAM = "placement";

    private final String id;

    Placement(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    @Override
    public String describe() {
        return id + " placement";
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(Placement::id).toList();
    }

    public static Optional<Placement> find(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst();
    }

    /**
     * The node of each rank.
     *
     * @throws IllegalArgumentException if {@code ranks} exceed nodeCount * ranksPerNode
     */
    @Override
    public int[] place(int ranks, int ranksPerNode, int nodeCount, RandomStreams streams) {
        long capacity = (long) nodeCount * ranksPerNode;
        if (ranks < 1 || ranksPerNode < 1 || ranks > capacity) {
            throw new IllegalArgumentException(ranks + " ranks do not fit on " + nodeCount + " nodes of "
                    + ranksPerNode + " ranks (at most " + capacity + ")");
        }
        int[] nodeOfRank = new int[ranks];
        switch (this) {
            case BLOCK -> {
                for (int r = 0; r < ranks; r++) {
                    nodeOfRank[r] = r / ranksPerNode;
                }
            }
            case ROUND_ROBIN -> {
                int nodesUsed = (ranks + ranksPerNode - 1) / ranksPerNode;
                for (int r = 0; r < ranks; r++) {
                    nodeOfRank[r] = r % nodesUsed;
                }
            }
            case RANDOM -> randomSlots(nodeOfRank, ranksPerNode, capacity, streams.stream(STREAM));
        }
        return nodeOfRank;
    }

    /**
     * A partial Fisher-Yates shuffle of the slots 0 .. slots-1, kept sparse (only the positions
     * it has swapped are stored) so it costs O(ranks) whatever the machine's size.
     */
    private static void randomSlots(int[] nodeOfRank, int ranksPerNode, long slots, RandomGenerator random) {
        if (slots > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("random placement supports at most " + Integer.MAX_VALUE
                    + " slots (nodes x ranks per node), found " + slots);
        }
        Map<Integer, Integer> swapped = new HashMap<>();
        for (int r = 0; r < nodeOfRank.length; r++) {
            int pick = r + random.nextInt((int) slots - r);
            int chosen = swapped.getOrDefault(pick, pick);
            swapped.put(pick, swapped.getOrDefault(r, r));
            nodeOfRank[r] = chosen / ranksPerNode;
        }
    }
}
