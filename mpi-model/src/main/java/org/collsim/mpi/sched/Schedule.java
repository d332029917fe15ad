package org.collsim.mpi.sched;

/**
 * One rank's operations for one collective call, packed for memory: one {@code long} per
 * operation (kind, fence flag, peer, element count) and, only when data is carried, the buffer
 * regions in side arrays. A 2^20-rank dissemination barrier holds 20 million operations at
 * 8 bytes each.
 */
public final class Schedule {
    static final int KIND_BITS = 3;
    static final int PEER_BITS = 28;
    static final long FENCE_BIT = 1L << KIND_BITS;
    static final int PEER_SHIFT = KIND_BITS + 1;
    static final int COUNT_SHIFT = PEER_SHIFT + PEER_BITS;
    /** Largest rank a schedule can address. */
    public static final int MAX_PEER = (1 << PEER_BITS) - 1;
    /** Largest element count of one operation. */
    public static final long MAX_COUNT = (1L << (64 - COUNT_SHIFT)) - 1;

    private final long[] ops;
    private final int size;
    private final int[] regions; // per op: bufA, offA, bufB, offB; null unless data is carried
    private final long[] tmpCounts;

    Schedule(long[] ops, int size, int[] regions, long[] tmpCounts) {
        this.ops = ops;
        this.size = size;
        this.regions = regions;
        this.tmpCounts = tmpCounts;
    }

    public int size() {
        return size;
    }

    public OpKind kind(int i) {
        return OpKind.VALUES[(int) (ops[i] & ((1 << KIND_BITS) - 1))];
    }

    /** True when op i starts a new phase: it waits for every op before it. */
    public boolean startsPhase(int i) {
        return (ops[i] & FENCE_BIT) != 0;
    }

    public int peer(int i) {
        return (int) ((ops[i] >>> PEER_SHIFT) & MAX_PEER);
    }

    public long count(int i) {
        return ops[i] >>> COUNT_SHIFT;
    }

    public boolean carriesData() {
        return regions != null;
    }

    /** Buffer of a send/recv, or the source of a reduce/copy. */
    public int bufA(int i) {
        return regions[4 * i];
    }

    public int offA(int i) {
        return regions[4 * i + 1];
    }

    /** Destination buffer of a reduce/copy. */
    public int bufB(int i) {
        return regions[4 * i + 2];
    }

    public int offB(int i) {
        return regions[4 * i + 3];
    }

    /** Element counts of the temporary buffers, indexed from {@link Buffers#FIRST_TMP}. */
    public long tmpCount(int bufferId) {
        return tmpCounts[bufferId - Buffers.FIRST_TMP];
    }

    public int tmpBuffers() {
        return tmpCounts.length;
    }

    /** Number of operations of the given kind (for cost accounting and tests). */
    public int countOf(OpKind kind) {
        int n = 0;
        for (int i = 0; i < size; i++) {
            if (kind(i) == kind) {
                n++;
            }
        }
        return n;
    }
}
