package org.collsim.topo;

import org.collsim.engine.RandomStreams;

/** Where ranks run: a rule ({@link Placement}) or a list ({@link ExplicitPlacement}). */
public interface RankPlacement {
    /**
     * The node of each rank, no node holding more than {@code ranksPerNode} ranks.
     *
     * @throws IllegalArgumentException if the ranks do not fit
     */
    int[] place(int ranks, int ranksPerNode, int nodeCount, RandomStreams streams);

    /** "block placement". */
    String describe();
}
