package org.collsim.mpi.coll;

import java.util.Arrays;

/**
 * The per-rank element counts of a "v" collective call (MPI's recvcounts / sendcounts), with
 * their offsets in the concatenation (displacements without gaps) and their total. Uniform
 * counts are not stored: they follow {@link BlockPartition}, so an ordinary call of any size
 * carries none.
 */
public final class Counts {
    private final int ranks;
    private final long total;
    /** offsets[r] = counts(0) + .. + counts(r-1), offsets[ranks] = total; null when uniform. */
    private final long[] offsets;

    private Counts(int ranks, long total, long[] offsets) {
        this.ranks = ranks;
        this.total = total;
        this.offsets = offsets;
    }

    /** {@code total} elements split as evenly as possible, the first total mod ranks one larger. */
    public static Counts uniform(long total, int ranks) {
        if (ranks < 1 || total < 0) {
            throw new IllegalArgumentException("uniform counts need ranks >= 1 and total >= 0, found " + ranks + " and " + total);
        }
        return new Counts(ranks, total, null);
    }

    /** These counts, one per rank. */
    public static Counts of(long... counts) {
        if (counts.length == 0) {
            throw new IllegalArgumentException("counts need at least one rank");
        }
        long[] offsets = new long[counts.length + 1];
        for (int r = 0; r < counts.length; r++) {
            if (counts[r] < 0) {
                throw new IllegalArgumentException("count of rank " + r + " is negative: " + counts[r]);
            }
            offsets[r + 1] = Math.addExact(offsets[r], counts[r]);
        }
        return new Counts(counts.length, offsets[counts.length], offsets);
    }

    public int ranks() {
        return ranks;
    }

    public long total() {
        return total;
    }

    public long count(int rank) {
        return offsets == null ? BlockPartition.count(total, ranks, rank) : offsets[rank + 1] - offsets[rank];
    }

    /** Where rank's block starts in the concatenation of all blocks in rank order; {@code offset(ranks())} is the total. */
    public long offset(int rank) {
        return offsets == null ? BlockPartition.offset(total, ranks, rank) : offsets[rank];
    }

    /** The largest count. */
    public long max() {
        long max = 0;
        for (int r = 0; r < ranks; r++) {
            max = Math.max(max, count(r));
        }
        return max;
    }

    /** True when every rank has the same count. */
    public boolean equal() {
        return count(0) * ranks == total;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof Counts other) || other.ranks != ranks || other.total != total) {
            return false;
        }
        for (int r = 0; r < ranks; r++) {
            if (count(r) != other.count(r)) {
                return false;
            }
        }
        return true;
    }

    /** From the total and the rank count only, so that explicit counts equal to uniform ones hash alike. */
    @Override
    public int hashCode() {
        return Long.hashCode(total) * 31 + ranks;
    }

    /** "uniform(100 over 8)" or "[3, 0, 5]". */
    @Override
    public String toString() {
        if (offsets == null) {
            return "uniform(" + total + " over " + ranks + ")";
        }
        long[] counts = new long[ranks];
        for (int r = 0; r < ranks; r++) {
            counts[r] = count(r);
        }
        return Arrays.toString(counts);
    }
}
