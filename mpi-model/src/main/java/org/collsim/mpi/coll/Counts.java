package org.collsim.mpi.coll;

import java.util.Arrays;

/**
 * The per-rank element counts of a "v" collective call (MPI's recvcounts / sendcounts), with
 * their offsets in the concatenation (displacements without gaps) and their total. Uniform
 * counts are not stored: they follow {@link BlockPartition}, so an ordinary call of any size
 * carries none.
 * <p>An alltoallv's blocks: rank src sends {@link #block}(src, dst) elements to rank dst, from
 * {@link #sendOffset} of its input, to {@link #recvOffset} of dst's output (blocks without gaps,
 * in rank order). Per-rank counts make block(src, dst) = count(src) for every dst; a
 * {@link #matrix} gives every pair its own count, and is built once per call and shared by its
 * ranks (a 1,024-rank matrix is 16 MiB of prefix sums).
 */
public final class Counts {
    /** The most ranks of a count matrix: its (p + 1) p prefix sums fill one Java array. */
    public static final int MAX_MATRIX_RANKS = 46_339;
    /** The largest matrix whose entries {@link #toString} lists. */
    private static final int MATRIX_SHOWN = 8;

    private final int ranks;
    private final long total;
    /** offsets[r] = counts(0) + .. + counts(r-1), offsets[ranks] = total; null when uniform. */
    private final long[] offsets;
    /** A matrix's row prefix sums: rows[src (p+1) + dst] = block(src, 0) + .. + block(src, dst-1); else null. */
    private final long[] rows;
    /** A matrix's column prefix sums: columns[dst (p+1) + src] = block(0, dst) + .. + block(src-1, dst); else null. */
    private final long[] columns;

    private Counts(int ranks, long total, long[] offsets) {
        this(ranks, total, offsets, null, null);
    }

    private Counts(int ranks, long total, long[] offsets, long[] rows, long[] columns) {
        this.ranks = ranks;
        this.total = total;
        this.offsets = offsets;
        this.rows = rows;
        this.columns = columns;
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

    /**
     * An alltoallv's count matrix, {@code elements[src][dst]} elements from src to dst (square,
     * non-negative); count(r) is then what rank r sends, and the total what all ranks send.
     */
    public static Counts matrix(long[][] elements) {
        int p = elements.length;
        if (p == 0 || p > MAX_MATRIX_RANKS) {
            throw new IllegalArgumentException("a count matrix needs 1 to " + MAX_MATRIX_RANKS + " ranks, found " + p);
        }
        long[] rows = new long[p * (p + 1)];
        long[] columns = new long[p * (p + 1)];
        long[] offsets = new long[p + 1];
        for (int src = 0; src < p; src++) {
            if (elements[src].length != p) {
                throw new IllegalArgumentException("row " + src + " of the count matrix has " + elements[src].length
                        + " counts, not " + p);
            }
            for (int dst = 0; dst < p; dst++) {
                long n = elements[src][dst];
                if (n < 0) {
                    throw new IllegalArgumentException("count from rank " + src + " to rank " + dst + " is negative: " + n);
                }
                rows[src * (p + 1) + dst + 1] = Math.addExact(rows[src * (p + 1) + dst], n);
                columns[dst * (p + 1) + src + 1] = Math.addExact(columns[dst * (p + 1) + src], n);
            }
            offsets[src + 1] = Math.addExact(offsets[src], rows[src * (p + 1) + p]);
        }
        return new Counts(p, offsets[p], offsets, rows, columns);
    }

    /** A matrix's entries, src by dst (for a small one's text). */
    private long[][] elements() {
        long[][] out = new long[ranks][ranks];
        for (int src = 0; src < ranks; src++) {
            for (int dst = 0; dst < ranks; dst++) {
                out[src][dst] = block(src, dst);
            }
        }
        return out;
    }

    /** True for a {@link #matrix}. */
    public boolean isMatrix() {
        return rows != null;
    }

    /** Elements rank src sends to rank dst in an alltoallv. */
    public long block(int src, int dst) {
        return rows == null ? count(src) : rows[src * (ranks + 1) + dst + 1] - rows[src * (ranks + 1) + dst];
    }

    /** Where src's block for dst starts in src's input. */
    public long sendOffset(int src, int dst) {
        return rows == null ? dst * count(src) : rows[src * (ranks + 1) + dst];
    }

    /** Where src's block starts in dst's output. */
    public long recvOffset(int dst, int src) {
        return rows == null ? offset(src) : columns[dst * (ranks + 1) + src];
    }

    /** Elements rank src sends in an alltoallv (its input). */
    public long sendTotal(int src) {
        return sendOffset(src, ranks);
    }

    /** Elements rank dst receives in an alltoallv (its output). */
    public long recvTotal(int dst) {
        return recvOffset(dst, ranks);
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

    /** True when every rank has the same count (a matrix: every block the same). */
    public boolean equal() {
        if (offsets == null) {
            return total % ranks == 0;
        }
        long first = block(0, 0);
        for (int src = 0; src < ranks; src++) {
            for (int dst = 0; dst < (rows == null ? 1 : ranks); dst++) {
                if (block(src, dst) != first) {
                    return false;
                }
            }
        }
        return true;
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
        return !isMatrix() && !other.isMatrix() || sameBlocks(other);
    }

    private boolean sameBlocks(Counts other) {
        for (int src = 0; src < ranks; src++) {
            for (int dst = 0; dst < ranks; dst++) {
                if (block(src, dst) != other.block(src, dst)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** From the total and the rank count only, so that explicit counts equal to uniform ones hash alike. */
    @Override
    public int hashCode() {
        return Long.hashCode(total) * 31 + ranks;
    }

    /** "uniform(100 over 8)", "[3, 0, 5]", or a matrix's rows "[[0, 2], [1, 0]]" (its size alone past 8 ranks). */
    @Override
    public String toString() {
        if (offsets == null) {
            return "uniform(" + total + " over " + ranks + ")";
        }
        if (isMatrix()) {
            return ranks > MATRIX_SHOWN ? "a " + ranks + "x" + ranks + " count matrix of " + total + " elements"
                    : Arrays.deepToString(elements());
        }
        long[] counts = new long[ranks];
        for (int r = 0; r < ranks; r++) {
            counts[r] = count(r);
        }
        return Arrays.toString(counts);
    }
}
