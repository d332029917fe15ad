package org.collsim.mpi.coll;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.run.CollectiveData;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Runs every rank's data schedule of one call with a non-commutative operation: an element is
 * the interval of ranks [lo, hi] whose inputs it combines, and REDUCE (dst = dst op src) is
 * defined only when src's interval starts right after dst's. A schedule that combines out of
 * rank order yields {@link #INVALID}. Messages match in FIFO order per (source, destination),
 * a phase's operations are issued in order and it completes when its receives have matched,
 * as in {@code ScheduleExecution}; timing plays no part.
 */
public final class OrderedCombine {
    /** An element that holds nothing yet. */
    public static final long EMPTY = -1;
    /** An element combined out of rank order (or with nothing). */
    public static final long INVALID = -2;

    private OrderedCombine() {
    }

    public static long interval(int lo, int hi) {
        return ((long) lo << 32) | hi;
    }

    /** Every rank's OUT after the call; IN of rank r holds interval [r, r] everywhere. */
    public static long[][] run(CollectiveAlgorithm algorithm, CollArgs args) {
        int p = args.ranks();
        Schedule[] schedules = new Schedule[p];
        long[][][] buffers = new long[p][][];
        for (int r = 0; r < p; r++) {
            ScheduleBuilder b = new ScheduleBuilder(true);
            algorithm.build(args, r, b);
            schedules[r] = b.build();
            buffers[r] = initialBuffers(algorithm.collective(), args, r, schedules[r]);
        }
        Map<Long, ArrayDeque<long[]>> channels = new HashMap<>();
        int[] next = new int[p];
        List<List<Integer>> pending = new ArrayList<>();
        for (int r = 0; r < p; r++) {
            pending.add(new ArrayList<>());
        }
        boolean progress = true;
        while (progress) {
            progress = false;
            for (int r = 0; r < p; r++) {
                progress |= step(schedules[r], buffers[r], r, next, pending.get(r), channels);
            }
        }
        long[][] outs = new long[p][];
        for (int r = 0; r < p; r++) {
            if (next[r] < schedules[r].size() || !pending.get(r).isEmpty()) {
                throw new IllegalStateException("rank " + r + " is stuck at operation " + next[r]);
            }
            outs[r] = buffers[r][Buffers.OUT];
        }
        return outs;
    }

    private static long[][] initialBuffers(Collective c, CollArgs args, int rank, Schedule s) {
        long[][] bufs = new long[Buffers.FIRST_TMP + s.tmpBuffers()][];
        bufs[Buffers.IN] = new long[CollectiveData.input(c, args.ranks(), args.count(), rank, args.root()).length];
        Arrays.fill(bufs[Buffers.IN], interval(rank, rank));
        bufs[Buffers.OUT] = new long[Math.toIntExact(c.outputCount(args.ranks(), args.count(), rank, args.root()))];
        Arrays.fill(bufs[Buffers.OUT], EMPTY);
        for (int b = Buffers.FIRST_TMP; b < bufs.length; b++) {
            bufs[b] = new long[Math.toIntExact(s.tmpCount(b))];
            Arrays.fill(bufs[b], EMPTY);
        }
        return bufs;
    }

    /** Matches pending receives, then issues the next phase if the current one is complete. */
    private static boolean step(Schedule s, long[][] bufs, int rank, int[] next, List<Integer> pending,
                                Map<Long, ArrayDeque<long[]>> channels) {
        boolean progress = false;
        for (int k = 0; k < pending.size(); ) {
            int i = pending.get(k);
            ArrayDeque<long[]> q = channels.get(key(s.peer(i), rank));
            if (q == null || q.isEmpty()) {
                break; // matched in issue order; a later pass takes the rest
            }
            long[] msg = q.poll();
            if (msg.length != s.count(i)) {
                throw new IllegalStateException("rank " + rank + " expected " + s.count(i) + " elements from "
                        + s.peer(i) + ", got " + msg.length);
            }
            System.arraycopy(msg, 0, bufs[s.bufA(i)], s.offA(i), msg.length);
            pending.remove(k);
            progress = true;
        }
        if (!pending.isEmpty() || next[rank] >= s.size()) {
            return progress;
        }
        do {
            issue(s, bufs, rank, next[rank]++, pending, channels);
        } while (next[rank] < s.size() && !s.startsPhase(next[rank]));
        return true;
    }

    private static void issue(Schedule s, long[][] bufs, int rank, int i, List<Integer> pending,
                              Map<Long, ArrayDeque<long[]>> channels) {
        int count = Math.toIntExact(s.count(i));
        switch (s.kind(i)) {
            case SEND -> channels.computeIfAbsent(key(rank, s.peer(i)), k -> new ArrayDeque<>())
                    .add(Arrays.copyOfRange(bufs[s.bufA(i)], s.offA(i), s.offA(i) + count));
            case RECV -> pending.add(i);
            case COPY -> System.arraycopy(bufs[s.bufA(i)], s.offA(i), bufs[s.bufB(i)], s.offB(i), count);
            case REDUCE -> {
                long[] src = bufs[s.bufA(i)];
                long[] dst = bufs[s.bufB(i)];
                for (int k = 0; k < count; k++) {
                    dst[s.offB(i) + k] = combine(dst[s.offB(i) + k], src[s.offA(i) + k]);
                }
            }
            default -> throw new IllegalStateException("unexpected " + s.kind(i));
        }
    }

    /** left op right, defined only for adjacent intervals in rank order. */
    static long combine(long left, long right) {
        if (left < 0 || right < 0) {
            return INVALID;
        }
        int leftHi = (int) left;
        int rightLo = (int) (right >>> 32);
        return leftHi + 1 == rightLo ? interval((int) (left >>> 32), (int) right) : INVALID;
    }

    private static long key(int src, int dst) {
        return ((long) src << 32) | dst;
    }
}
