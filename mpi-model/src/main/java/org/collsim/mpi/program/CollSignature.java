package org.collsim.mpi.program;

import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;

/**
 * What one rank called as the n-th collective operation on a communicator (dup and split
 * count as collectives over their parent). All members must make the same call with the
 * same bytes, root and algorithm; the second caller that differs raises the mismatch.
 *
 * @param root -1 for collectives without a root
 */
record CollSignature(String call, long bytes, int root, String algorithm, int worldRank, String path) {
    /** Throws when {@code other} (a later caller) does not match this (the first caller). */
    void checkMatches(CollSignature other, long sequence, String commName) {
        MpiErrorClass mismatch = null;
        if (!call.equals(other.call)) {
            mismatch = MpiErrorClass.MPI_ERR_OTHER;
        } else if (bytes != other.bytes) {
            mismatch = MpiErrorClass.MPI_ERR_COUNT;
        } else if (root != other.root) {
            mismatch = MpiErrorClass.MPI_ERR_ROOT;
        } else if (!algorithm.equals(other.algorithm)) {
            mismatch = MpiErrorClass.MPI_ERR_ARG;
        }
        if (mismatch != null) {
            throw new MpiException(mismatch, other.worldRank, other.call + " at " + other.path,
                    "mismatched collectives: collective #" + sequence + " on " + commName + " is "
                            + other.describe() + " on rank " + other.worldRank + " but "
                            + describe() + " on rank " + worldRank + " (at " + path + ")");
        }
    }

    /** "bcast of 8 B, root 0 (algorithm binomial)". */
    String describe() {
        return call + " of " + bytes + " B" + (root >= 0 ? ", root " + root : "")
                + (algorithm.isEmpty() ? "" : " (algorithm " + algorithm + ")");
    }
}
