package org.collsim.mpi.comm;

import java.util.HashMap;
import java.util.Map;
import java.util.function.IntUnaryOperator;

/**
 * Where a communicator's ranks are, as Open MPI's selection asks it: all on one node (every rank a
 * local peer: a rules file's {@code "single-node"}), or one per node (the largest number of ranks
 * on a node is 1: Open MPI's {@code OMPI_COMM_DISJOINT}, a rules file's {@code "one-per-node"}).
 * A single rank is both; {@link #SPREAD} is neither.
 */
public record NodeLayout(boolean singleNode, boolean onePerNode) {
    /** Several nodes, some with two or more of the ranks: what a selector assumes when not told. */
    public static final NodeLayout SPREAD = new NodeLayout(false, false);

    // written out: a record's own equals and hashCode bootstrap method handles on first use, milliseconds
    // of a short run's start (docs/PERFORMANCE.md, start-up, session 7); the hash is the record's own formula
    @Override
    public boolean equals(Object o) {
        return o instanceof NodeLayout l && singleNode == l.singleNode && onePerNode == l.onePerNode;
    }

    @Override
    public int hashCode() {
        return 31 * Boolean.hashCode(singleNode) + Boolean.hashCode(onePerNode);
    }

    /** The layout of {@code comm}'s ranks on the nodes {@code nodeOfWorldRank} gives. */
    public static NodeLayout of(Communicator comm, IntUnaryOperator nodeOfWorldRank) {
        Map<Integer, Integer> ranksOnNode = new HashMap<>();
        int largest = 0;
        for (int r = 0; r < comm.size(); r++) {
            largest = Math.max(largest, ranksOnNode.merge(nodeOfWorldRank.applyAsInt(comm.group().worldRank(r)), 1,
                    Integer::sum));
        }
        return new NodeLayout(ranksOnNode.size() == 1, largest == 1);
    }

    /** The world communicator of {@code ranks} ranks placed {@code ranksPerNode} to a node (the last node may hold fewer). */
    public static NodeLayout ofWorld(int ranks, int ranksPerNode) {
        return new NodeLayout(ranks <= ranksPerNode, ranks == 1 || ranksPerNode == 1);
    }
}
