package org.collsim.mpi.coll;

/** Integer helpers that algorithms and their cost formulas share. */
public final class IntMath {
    private IntMath() {
    }

    /** ceil(log2(p)) for p >= 1. */
    public static int log2(int p) {
        return 32 - Integer.numberOfLeadingZeros(p - 1);
    }

    /** floor(log2(p)) for p >= 1. */
    public static int floorLog2(int p) {
        return 31 - Integer.numberOfLeadingZeros(p);
    }

    /** Largest power of two not above p. */
    public static int powerOfTwoBelow(int p) {
        return Integer.highestOneBit(p);
    }
}
