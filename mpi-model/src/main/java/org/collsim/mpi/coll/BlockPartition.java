package org.collsim.mpi.coll;

import org.collsim.mpi.sched.BlockCounts;

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

    /** The p blocks' counts, which a schedule can name block by block (and so share between ranks). */
    public static Blocks of(long n, int p) {
        return new Blocks(n / p, n % p, p);
    }

    /**
     * n / p and n mod p, divided once: a shared schedule asks for a block's count at every send, and
     * a schedule that lays out every block (Swing's permutation) for each one's count and offset.
     */
    public record Blocks(long quotient, long remainder, int ranks) implements BlockCounts {
        @Override
        public long count(int block) {
            return quotient + (block < remainder ? 1 : 0);
        }

        // written out: a record's own equals and hashCode bootstrap method handles on first use, milliseconds
        // of a short run's start (docs/PERFORMANCE.md, start-up, session 7); the hash is the record's own formula
        @Override
        public boolean equals(Object o) {
            return o instanceof Blocks b && quotient == b.quotient && remainder == b.remainder && ranks == b.ranks;
        }

        @Override
        public int hashCode() {
            return (Long.hashCode(quotient) * 31 + Long.hashCode(remainder)) * 31 + ranks;
        }

        /** As {@link BlockPartition#offset}. */
        public long offset(int block) {
            return block * quotient + Math.min(block, remainder);
        }
    }
}
