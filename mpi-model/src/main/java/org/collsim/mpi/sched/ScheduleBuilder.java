package org.collsim.mpi.sched;

import java.util.Arrays;

/**
 * Builds a {@link Schedule}. Counts and offsets are in elements. Operations added between two
 * {@link #fence()} calls form a phase: they are issued together, in the order added, once
 * every operation of the previous phases has completed.
 * <p>A {@linkplain #view view} lets a composite algorithm (a hierarchical layer, say) have a
 * collective on a sub-communicator build into the same schedule: the view maps the
 * sub-communicator's ranks and its IN/OUT buffers onto the caller's.
 */
public final class ScheduleBuilder {
    /** The operations being built, shared by a builder and its views. */
    private static final class Storage {
        final boolean carryData;
        long[] ops = new long[16];
        int[] regions;
        int size;
        boolean fencePending;
        long[] tmpCounts = NO_TMP;

        Storage(boolean carryData) {
            this.carryData = carryData;
            this.regions = carryData ? new int[64] : null;
        }
    }

    private static final long[] NO_TMP = new long[0];

    private final Storage storage;
    /** Peer translation to the schedule's ranks, or null for identity. */
    private final int[] peerMap;
    /** Where this builder's IN and OUT lie in the schedule's buffers. */
    private final int[] ioBuffer;
    private final long[] ioOffset;

    public ScheduleBuilder(boolean carryData) {
        this(new Storage(carryData), null, new int[] {Buffers.IN, Buffers.OUT}, new long[2]);
    }

    private ScheduleBuilder(Storage storage, int[] peerMap, int[] ioBuffer, long[] ioOffset) {
        this.storage = storage;
        this.peerMap = peerMap;
        this.ioBuffer = ioBuffer;
        this.ioOffset = ioOffset;
    }

    /**
     * A builder whose operations go into this schedule with peers translated by
     * {@code ranks} (sub-communicator rank to this builder's rank) and whose IN and OUT are
     * regions of this builder's buffers.
     */
    public ScheduleBuilder view(int[] ranks, int inBuffer, long inOffset, int outBuffer, long outOffset) {
        int[] composed = new int[ranks.length];
        for (int i = 0; i < ranks.length; i++) {
            composed[i] = peerMap == null ? ranks[i] : peerMap[ranks[i]];
        }
        int[] buffers = {resolveBuffer(inBuffer), resolveBuffer(outBuffer)};
        long[] offsets = {resolveOffset(inBuffer, inOffset), resolveOffset(outBuffer, outOffset)};
        return new ScheduleBuilder(storage, composed, buffers, offsets);
    }

    private int resolveBuffer(int buf) {
        return buf < Buffers.FIRST_TMP ? ioBuffer[buf] : buf;
    }

    private long resolveOffset(int buf, long offset) {
        return buf < Buffers.FIRST_TMP ? ioOffset[buf] + offset : offset;
    }

    /** Starts a new phase: later operations wait for all earlier ones. */
    public ScheduleBuilder fence() {
        if (storage.size > 0) {
            storage.fencePending = true;
        }
        return this;
    }

    /** A temporary buffer of {@code count} elements; returns its id. */
    public int tmp(long count) {
        long[] t = Arrays.copyOf(storage.tmpCounts, storage.tmpCounts.length + 1);
        t[t.length - 1] = count;
        storage.tmpCounts = t;
        return Buffers.FIRST_TMP + t.length - 1;
    }

    public ScheduleBuilder send(int peer, int buf, long offset, long count) {
        return add(OpKind.SEND, peer, count, buf, offset, 0, 0);
    }

    public ScheduleBuilder recv(int peer, int buf, long offset, long count) {
        return add(OpKind.RECV, peer, count, buf, offset, 0, 0);
    }

    /** dst[dstOffset + i] = dst[dstOffset + i] (op) src[srcOffset + i]. */
    public ScheduleBuilder reduce(int srcBuf, long srcOffset, int dstBuf, long dstOffset, long count) {
        return add(OpKind.REDUCE, 0, count, srcBuf, srcOffset, dstBuf, dstOffset);
    }

    public ScheduleBuilder copy(int srcBuf, long srcOffset, int dstBuf, long dstOffset, long count) {
        return add(OpKind.COPY, 0, count, srcBuf, srcOffset, dstBuf, dstOffset);
    }

    /**
     * Joins a hardware collective of the communicator {@code contextId}: a barrier when
     * {@code count} is 0, else a broadcast of the region, whose data the member joining with
     * {@code root} set provides.
     */
    public ScheduleBuilder hardwareCollective(int contextId, boolean root, int buf, long offset, long count) {
        return add(root ? OpKind.HW_ROOT_JOIN : OpKind.HW_JOIN, contextId, count, buf, offset, 0, 0);
    }

    private ScheduleBuilder add(OpKind kind, int peer, long count, int bufA, long offA, int bufB, long offB) {
        if (peerMap != null && (kind == OpKind.SEND || kind == OpKind.RECV)) {
            peer = peerMap[peer];
        }
        if (peer < 0 || peer > Schedule.MAX_PEER) {
            throw new IllegalArgumentException("peer out of range: " + peer);
        }
        if (count < 0 || count > Schedule.MAX_COUNT) {
            throw new IllegalArgumentException("count out of range: " + count);
        }
        Storage s = storage;
        if (s.size == s.ops.length) {
            s.ops = Arrays.copyOf(s.ops, s.size * 2);
        }
        long word = kind.ordinal() | ((long) peer << Schedule.PEER_SHIFT) | (count << Schedule.COUNT_SHIFT);
        if (s.fencePending) {
            word |= Schedule.FENCE_BIT;
            s.fencePending = false;
        }
        s.ops[s.size] = word;
        if (s.carryData) {
            if (4 * s.size + 4 > s.regions.length) {
                s.regions = Arrays.copyOf(s.regions, s.regions.length * 2);
            }
            s.regions[4 * s.size] = resolveBuffer(bufA);
            s.regions[4 * s.size + 1] = Math.toIntExact(resolveOffset(bufA, offA));
            s.regions[4 * s.size + 2] = resolveBuffer(bufB);
            s.regions[4 * s.size + 3] = Math.toIntExact(resolveOffset(bufB, offB));
        }
        s.size++;
        return this;
    }

    /** Empties the builder (and its views) to build another schedule with the same arrays. */
    public ScheduleBuilder reset() {
        storage.size = 0;
        storage.fencePending = false;
        storage.tmpCounts = NO_TMP;
        return this;
    }

    /** Number of operations added so far. */
    public int size() {
        return storage.size;
    }

    public Schedule build() {
        Storage s = storage;
        return new Schedule(Arrays.copyOf(s.ops, s.size), s.size,
                s.carryData ? Arrays.copyOf(s.regions, 4 * s.size) : null, s.tmpCounts);
    }
}
