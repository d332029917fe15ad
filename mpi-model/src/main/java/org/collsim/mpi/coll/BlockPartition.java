package org.collsim.mpi.coll;

/**
 * How n elements split into p blocks as evenly as possible: the first n mod p blocks get one
 * element more (MPICH's reduce_scatter and scatter-allgather splits).
 */
public final class BlockPartition {
    private BlockPartition() {
    }

    public static long count(long n, int p, int block) {
        return n / p + (block < n % p ? 1 : 0);
    }

    public static long offset(long n, int p, int block) {
        return block * (n / p) + Math.min(block, n % p);
    }
}
