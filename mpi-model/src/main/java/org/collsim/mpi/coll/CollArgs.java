package org.collsim.mpi.coll;

import java.util.Objects;
import org.collsim.mpi.sched.ReduceOp;

/**
 * The arguments of one collective call: communicator size, element count (with the
 * {@link Collective}'s meaning; a "v" collective's total), bytes per element, root, the
 * reduction operation (used by the collectives that reduce) and the per-rank counts of a "v"
 * collective, which add up to {@code count} (uniform unless given).
 */
public record CollArgs(int ranks, long count, int elementBytes, int root, ReduceOp op, Counts counts) {
    public CollArgs {
        if (ranks < 1) {
            throw new IllegalArgumentException("ranks must be at least 1, found " + ranks);
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative, found " + count);
        }
        if (elementBytes < 1) {
            throw new IllegalArgumentException("element size must be at least 1 byte, found " + elementBytes);
        }
        if (root < 0 || root >= ranks) {
            throw new IllegalArgumentException("root " + root + " is not a rank of 0.." + (ranks - 1));
        }
        Objects.requireNonNull(op, "op");
        if (counts.ranks() != ranks || counts.total() != count) {
            throw new IllegalArgumentException("counts " + counts + " do not split " + count + " elements over " + ranks + " ranks");
        }
    }

    /** A call with uniform counts. */
    public CollArgs(int ranks, long count, int elementBytes, int root, ReduceOp op) {
        this(ranks, count, elementBytes, root, op, Counts.uniform(Math.max(count, 0), Math.max(ranks, 1)));
    }

    /** A call whose reductions, if any, are sums. */
    public CollArgs(int ranks, long count, int elementBytes, int root) {
        this(ranks, count, elementBytes, root, ReduceOp.SUM);
    }

    public static CollArgs of(int ranks, long count) {
        return new CollArgs(ranks, count, 1, 0);
    }

    /** The same call with another reduction operation. */
    public CollArgs withOp(ReduceOp newOp) {
        return new CollArgs(ranks, count, elementBytes, root, newOp, counts);
    }

    /** A "v" call with these per-rank counts; its count is their total. */
    public static CollArgs vector(Counts counts, int elementBytes, int root, ReduceOp op) {
        return new CollArgs(counts.ranks(), counts.total(), elementBytes, root, op, counts);
    }

    public long bytes() {
        return count * elementBytes;
    }

    // written out: a record's own equals and hashCode bootstrap method handles on first use, milliseconds
    // of a short run's start (a schedule builder compares a call's arguments); the hash is the record's own formula
    @Override
    public boolean equals(Object o) {
        return o instanceof CollArgs a && ranks == a.ranks && count == a.count && elementBytes == a.elementBytes
                && root == a.root && op == a.op && counts.equals(a.counts);
    }

    @Override
    public int hashCode() {
        int h = (ranks * 31 + Long.hashCode(count)) * 31 + elementBytes;
        return ((h * 31 + root) * 31 + op.hashCode()) * 31 + counts.hashCode();
    }
}
