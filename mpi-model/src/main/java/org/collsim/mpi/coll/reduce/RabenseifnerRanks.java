package org.collsim.mpi.coll.reduce;

import org.collsim.mpi.coll.IntMath;

/**
 * The rank numbering of MPICH's Rabenseifner reduce for p ranks: with pof2 the largest power of
 * two &lt;= p and rem = p - pof2, the odd ranks below 2*rem drop out after folding into rank - 1,
 * the even ones become new rank rank/2, ranks from 2*rem on new rank rank - rem. If the root
 * drops out, it later takes new rank 0's place in the gather.
 */
final class RabenseifnerRanks {
    /** New rank of a rank that sits out the power-of-two part. */
    static final int OUT_OF_CORE = -1;

    private final int pof2;
    private final int rem;
    private final int root;

    RabenseifnerRanks(int ranks, int root) {
        this.pof2 = IntMath.powerOfTwoBelow(ranks);
        this.rem = ranks - pof2;
        this.root = root;
    }

    int pof2() {
        return pof2;
    }

    int rem() {
        return rem;
    }

    int newRank(int rank) {
        if (rank < 2 * rem) {
            return rank % 2 == 0 ? rank / 2 : OUT_OF_CORE;
        }
        return rank - rem;
    }

    int realRank(int newRank) {
        return newRank < rem ? 2 * newRank : newRank + rem;
    }

    /** True when the root is one of the odd ranks that fold away. */
    boolean rootDroppedOut() {
        return root < 2 * rem && root % 2 == 1;
    }

    /** The new rank whose place the root has in the gather. */
    int newRoot() {
        return rootDroppedOut() ? 0 : newRank(root);
    }

    /** The real rank playing new rank {@code newRank} in the gather. */
    int gatherPeer(int newRank) {
        return newRank == 0 && rootDroppedOut() ? root : realRank(newRank);
    }
}
