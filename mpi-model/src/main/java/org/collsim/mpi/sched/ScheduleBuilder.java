package org.collsim.mpi.sched;

import java.util.Arrays;

/**
 * Builds a {@link Schedule}. Counts and offsets are in elements. Operations added between two
 * {@link #fence()} calls form a phase: they are issued together, in the order added, once
 * every operation of the previous phases has completed.
 */
public final class ScheduleBuilder {
    private final boolean carryData;
    private long[] ops = new long[16];
    private int[] regions;
    private int size;
    private boolean fencePending;
    private long[] tmpCounts = new long[0];

    public ScheduleBuilder(boolean carryData) {
        this.carryData = carryData;
        this.regions = carryData ? new int[64] : null;
    }

    /** Starts a new phase: later operations wait for all earlier ones. */
    public ScheduleBuilder fence() {
        if (size > 0) {
            fencePending = true;
        }
        return this;
    }

    /** A temporary buffer of {@code count} elements; returns its id. */
    public int tmp(long count) {
        tmpCounts = Arrays.copyOf(tmpCounts, tmpCounts.length + 1);
        tmpCounts[tmpCounts.length - 1] = count;
        return Buffers.FIRST_TMP + tmpCounts.length - 1;
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

    private ScheduleBuilder add(OpKind kind, int peer, long count, int bufA, long offA, int bufB, long offB) {
        if (peer < 0 || peer > Schedule.MAX_PEER) {
            throw new IllegalArgumentException("peer out of range: " + peer);
        }
        if (count < 0 || count > Schedule.MAX_COUNT) {
            throw new IllegalArgumentException("count out of range: " + count);
        }
        if (size == ops.length) {
            ops = Arrays.copyOf(ops, size * 2);
        }
        long word = kind.ordinal() | ((long) peer << Schedule.PEER_SHIFT) | (count << Schedule.COUNT_SHIFT);
        if (fencePending) {
            word |= Schedule.FENCE_BIT;
            fencePending = false;
        }
        ops[size] = word;
        if (carryData) {
            if (4 * size + 4 > regions.length) {
                regions = Arrays.copyOf(regions, regions.length * 2);
            }
            regions[4 * size] = bufA;
            regions[4 * size + 1] = Math.toIntExact(offA);
            regions[4 * size + 2] = bufB;
            regions[4 * size + 3] = Math.toIntExact(offB);
        }
        size++;
        return this;
    }

    public Schedule build() {
        return new Schedule(Arrays.copyOf(ops, size), size,
                carryData ? Arrays.copyOf(regions, 4 * size) : null, tmpCounts);
    }
}
