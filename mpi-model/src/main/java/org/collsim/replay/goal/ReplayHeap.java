package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * LogGOPSim's active queue: entries ordered by (time, sequence number) where the caller assigns the
 * sequence — an operation keeps the number it got when released, and a message the one it got when
 * sent, across re-insertions — so the engine's own queue (which numbers every insertion) does not
 * fit. A 4-ary heap over parallel primitive arrays, the references packed in a long.
 */
final class ReplayHeap {
    private long[] times = new long[1024];
    private long[] seqs = new long[1024];
    private long[] refs = new long[1024];
    private int size;
    private long topTime;
    private long topSeq;

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }

    void add(long timePs, long seq, long ref) {
        if (size == times.length) {
            times = Arrays.copyOf(times, 2 * size);
            seqs = Arrays.copyOf(seqs, 2 * size);
            refs = Arrays.copyOf(refs, 2 * size);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            if (before(parent, timePs, seq)) {
                break;
            }
            move(parent, i);
            i = parent;
        }
        times[i] = timePs;
        seqs[i] = seq;
        refs[i] = ref;
    }

    /** Removes the first entry; its time and sequence are then {@link #topTime()} and {@link #topSeq()}. */
    long poll() {
        long ref = refs[0];
        topTime = times[0];
        topSeq = seqs[0];
        size--;
        if (size > 0) {
            siftDown(times[size], seqs[size], refs[size]);
        }
        return ref;
    }

    long topTime() {
        return topTime;
    }

    long topSeq() {
        return topSeq;
    }

    private void siftDown(long time, long seq, long ref) {
        int i = 0;
        while (true) {
            int first = 4 * i + 1;
            if (first >= size) {
                break;
            }
            int best = first;
            int end = Math.min(first + 4, size);
            for (int c = first + 1; c < end; c++) {
                if (before(c, times[best], seqs[best])) {
                    best = c;
                }
            }
            if (!before(best, time, seq)) {
                break;
            }
            move(best, i);
            i = best;
        }
        times[i] = time;
        seqs[i] = seq;
        refs[i] = ref;
    }

    private boolean before(int i, long time, long seq) {
        return times[i] < time || (times[i] == time && seqs[i] < seq);
    }

    private void move(int from, int to) {
        times[to] = times[from];
        seqs[to] = seqs[from];
        refs[to] = refs[from];
    }
}
