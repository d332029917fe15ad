package org.collsim.topo;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.random.RandomGenerator;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.registry.Registry;

/**
 * Rank placement by rule: which topology node each rank runs on, given {@code ranksPerNode} slots per
 * node (a node's slots are numbered node*ranksPerNode .. node*ranksPerNode + ranksPerNode - 1).
 * Every rule maps ranks to distinct slots, so no node holds more than ranksPerNode ranks. The rules
 * scenarios can name are {@link #REGISTRY}'s.
 */
public final class Placement implements RankPlacement, Registry.Named {
    /** Fills {@code nodeOfRank} (every entry) for the given slots per node and machine slots. */
    @FunctionalInterface
    private interface Rule {
        void fill(int[] nodeOfRank, int ranksPerNode, long slots, RandomStreams streams);
    }

    /** Rank r on node r / ranksPerNode (consecutive ranks fill a node; as without a topology). */
    public static final Placement BLOCK = new Placement("block", Placement::block);
    /** Rank r on node r mod m, m = ceil(ranks / ranksPerNode): the same nodes as block, dealt out like cards. */
    public static final Placement ROUND_ROBIN = new Placement("round_robin", Placement::roundRobin);
    /**
     * Each rank on a uniformly random free slot of the whole machine (a partial, sparse Fisher-Yates
     * shuffle of all slots), drawn from the random stream {@value #STREAM} of the scenario seed.
     */
    public static final Placement RANDOM = new Placement("random", Placement::random);

    /** The placement rules scenarios name ({@code "placement": "block"}), in listing order. */
    public static final Registry<Placement> REGISTRY = Registry.of("placement", List.of(BLOCK, ROUND_ROBIN, RANDOM));

    /** The {@link RandomStreams} stream name of the random placement. */
    public static final String STREAM = "placement";

    private final String name;
    private final Rule rule;

    private Placement(String name, Rule rule) {
        this.name = name;
        this.rule = rule;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public String describe() {
        return name + " placement";
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
        rule.fill(nodeOfRank, ranksPerNode, capacity, streams);
        return nodeOfRank;
    }

    private static void block(int[] nodeOfRank, int ranksPerNode, long slots, RandomStreams streams) {
        for (int r = 0; r < nodeOfRank.length; r++) {
            nodeOfRank[r] = r / ranksPerNode;
        }
    }

    private static void roundRobin(int[] nodeOfRank, int ranksPerNode, long slots, RandomStreams streams) {
        int nodesUsed = (nodeOfRank.length + ranksPerNode - 1) / ranksPerNode;
        for (int r = 0; r < nodeOfRank.length; r++) {
            nodeOfRank[r] = r % nodesUsed;
        }
    }

    /**
     * A partial Fisher-Yates shuffle of the slots 0 .. slots-1, kept sparse (only the positions
     * it has swapped are stored) so it costs O(ranks) whatever the machine's size.
     */
    private static void random(int[] nodeOfRank, int ranksPerNode, long slots, RandomStreams streams) {
        if (slots > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("random placement supports at most " + Integer.MAX_VALUE
                    + " slots (nodes x ranks per node), found " + slots);
        }
        RandomGenerator random = streams.stream(STREAM);
        Map<Integer, Integer> swapped = new HashMap<>();
        for (int r = 0; r < nodeOfRank.length; r++) {
            int pick = r + random.nextInt((int) slots - r);
            int chosen = swapped.getOrDefault(pick, pick);
            swapped.put(pick, swapped.getOrDefault(r, r));
            nodeOfRank[r] = chosen / ranksPerNode;
        }
    }
}
