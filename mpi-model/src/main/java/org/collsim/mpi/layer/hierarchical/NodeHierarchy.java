package org.collsim.mpi.layer.hierarchical;

import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;

/**
 * A communicator split by node (the machine's placement when the run gives it, else blocks of
 * ranks per node): one node
 * communicator per node and one communicator of node leaders (the lowest rank of each node),
 * both made through the world's hooks, with rank translations in both directions.
 */
final class NodeHierarchy {
    final Communicator[] nodeCommOf;   // by comm rank
    final int[] nodeRankOf;            // by comm rank
    final Communicator leaders;        // null on ranks that are not leaders
    final int[] leaderCommRanks;       // leader index -> comm rank
    final int[] leaderIndexOfNode;     // by comm rank: index of its node's leader among leaders
    private final int[][] nodeMembers; // by comm rank: its node's comm ranks

    NodeHierarchy(CommWorld world, Communicator comm, int ranksPerNode, String layer) {
        int p = comm.size();
        java.util.function.IntUnaryOperator nodeOf = world.nodeOfWorldRank() != null ? world.nodeOfWorldRank()
                : worldRank -> worldRank / ranksPerNode;
        nodeCommOf = world.split(comm, r -> nodeOf.applyAsInt(comm.group().worldRank(r)), r -> r, layer);
        nodeRankOf = new int[p];
        nodeMembers = new int[p][];
        int leaderCount = 0;
        for (int r = 0; r < p; r++) {
            Communicator node = nodeCommOf[r];
            nodeRankOf[r] = node.group().rankOf(comm.group().worldRank(r));
            if (nodeRankOf[r] == 0) {
                leaderCount++;
            }
        }
        leaderCommRanks = new int[leaderCount];
        leaderIndexOfNode = new int[p];
        int next = 0;
        for (int r = 0; r < p; r++) {
            if (nodeRankOf[r] == 0) {
                leaderCommRanks[next++] = r;
            }
        }
        Communicator[] leaderSplit = world.split(comm, r -> nodeRankOf[r] == 0 ? 0 : CommWorld.UNDEFINED, r -> r, layer);
        leaders = leaderSplit[leaderCommRanks[0]];
        java.util.Map<Communicator, int[]> membersByNode = new java.util.IdentityHashMap<>();
        for (int r = 0; r < p; r++) {
            int[] members = membersByNode.computeIfAbsent(nodeCommOf[r], node -> membersOf(comm, node));
            nodeMembers[r] = members;
            leaderIndexOfNode[r] = java.util.Arrays.binarySearch(leaderCommRanks, members[0]);
        }
    }

    private static int[] membersOf(Communicator comm, Communicator node) {
        int[] members = new int[node.size()];
        for (int i = 0; i < members.length; i++) {
            members[i] = comm.group().rankOf(node.group().worldRank(i));
        }
        return members;
    }

    /** The comm ranks of {@code rank}'s node, in node-rank order. */
    int[] nodeMembers(int rank) {
        return nodeMembers[rank];
    }

    /** True when the hierarchy brings nothing: one node, or one rank per node. */
    boolean isFlat() {
        return leaderCommRanks.length == 1 || leaderCommRanks.length == nodeRankOf.length;
    }

    /** True when every node holds the same number of ranks. */
    boolean equalNodes() {
        for (int[] members : nodeMembers) {
            if (members.length != nodeMembers[0].length) {
                return false;
            }
        }
        return true;
    }

    void free(CommWorld world) {
        java.util.Set<Communicator> nodes = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        for (Communicator c : nodeCommOf) {
            nodes.add(c);
        }
        for (Communicator c : nodes) {
            world.free(c);
        }
        world.free(leaders);
    }
}
