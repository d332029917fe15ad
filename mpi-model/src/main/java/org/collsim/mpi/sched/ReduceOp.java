package org.collsim.mpi.sched;

import java.util.Locale;

/**
 * The reduction operations a REDUCE vertex applies to 64-bit elements: MPI's predefined ones
 * (wrapping arithmetic, signed comparison) and one user operation that is associative but not
 * commutative, to check that an algorithm combines in rank order as MPI requires of
 * non-commutative operations.
 */
public enum ReduceOp {
    SUM(true) {
        @Override
        public long apply(long left, long right) {
            return left + right;
        }
    },
    PROD(true) {
        @Override
        public long apply(long left, long right) {
            return left * right;
        }
    },
    MAX(true) {
        @Override
        public long apply(long left, long right) {
            return Math.max(left, right);
        }
    },
    MIN(true) {
        @Override
        public long apply(long left, long right) {
            return Math.min(left, right);
        }
    },
    BAND(true) {
        @Override
        public long apply(long left, long right) {
            return left & right;
        }
    },
    BOR(true) {
        @Override
        public long apply(long left, long right) {
            return left | right;
        }
    },
    BXOR(true) {
        @Override
        public long apply(long left, long right) {
            return left ^ right;
        }
    },
    /**
     * A user operation: the product of 2x2 matrices whose four 16-bit entries (row-major, most
     * significant first) are packed in one element, entries modulo 2^16. Matrix multiplication
     * over the ring Z/2^16 is associative and, in general, not commutative.
     */
    MATRIX2X2(false) {
        @Override
        public long apply(long left, long right) {
            long a = entry(left, 0);
            long b = entry(left, 1);
            long c = entry(left, 2);
            long d = entry(left, 3);
            long e = entry(right, 0);
            long f = entry(right, 1);
            long g = entry(right, 2);
            long h = entry(right, 3);
            return pack(a * e + b * g, a * f + b * h, c * e + d * g, c * f + d * h);
        }
    };

    static final ReduceOp[] VALUES = values();
    private static final int ENTRY_BITS = 16;
    private static final long ENTRY_MASK = (1L << ENTRY_BITS) - 1;

    private final boolean commutative;

    ReduceOp(boolean commutative) {
        this.commutative = commutative;
    }

    /** left op right. */
    public abstract long apply(long left, long right);

    public boolean commutative() {
        return commutative;
    }

    /** The name in scenarios and reports ("sum", "matrix2x2"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Entry i (0 = top left, 1 = top right, 2 = bottom left, 3 = bottom right) of a packed matrix. */
    public static long entry(long matrix, int i) {
        return (matrix >>> (ENTRY_BITS * (3 - i))) & ENTRY_MASK;
    }

    /** The packed matrix [[a, b], [c, d]], each entry taken modulo 2^16. */
    public static long pack(long a, long b, long c, long d) {
        return ((a & ENTRY_MASK) << 48) | ((b & ENTRY_MASK) << 32) | ((c & ENTRY_MASK) << 16) | (d & ENTRY_MASK);
    }
}
