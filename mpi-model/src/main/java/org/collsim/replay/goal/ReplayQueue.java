package org.collsim.replay.goal;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * LogGOPSim's active queue: entries ordered by (time, sequence number), where the caller assigns the
 * sequence — an operation keeps the number it got when released, a message the one it got when sent,
 * across re-insertions — so the engine's own queue (which numbers every insertion) does not fit.
 * <p>Replayed schedules put many entries at few distinct times (a round of a collective), so entries
 * go into one bucket per time, and a small heap orders the distinct times; a bucket is sorted by
 * sequence once, when it becomes current. Entries added to the current bucket carry fresh (larger)
 * numbers and so keep it sorted.
 */
final class ReplayQueue {
    /** The entries of one time: parallel sequence and reference arrays. */
    private static final class Bucket {
        long[] seqs = new long[16];
        long[] refs = new long[16];
        int size;
        boolean sorted = true;

        void add(long seq, long ref) {
            if (size == seqs.length) {
                seqs = Arrays.copyOf(seqs, 2 * size);
                refs = Arrays.copyOf(refs, 2 * size);
            }
            if (size > 0 && seq < seqs[size - 1]) {
                sorted = false;
            }
            seqs[size] = seq;
            refs[size] = ref;
            size++;
        }
    }

    private final Map<Long, Bucket> future = new HashMap<>();
    private final ArrayDeque<Bucket> spare = new ArrayDeque<>();
    private long[] times = new long[64];
    private int timeCount;
    private Bucket current = new Bucket();
    private long currentTime = -1;
    private int head;
    private long topTime;
    private long topSeq;
    /** The future bucket the last add went to, and its time: a round adds millions of entries at one time. */
    private long lastTime = -1;
    private Bucket lastBucket;

    boolean isEmpty() {
        return head == current.size && timeCount == 0;
    }

    void add(long timePs, long seq, long ref) {
        if (timePs == currentTime) {
            // only fresh numbers come at the current time: an entry that waits goes back at a later one
            if (current.size > 0 && seq < current.seqs[current.size - 1]) {
                throw new IllegalStateException("replay queue: sequence " + seq + " out of order at " + timePs + " ps");
            }
            current.add(seq, ref);
            return;
        }
        if (timePs < currentTime) {
            throw new IllegalStateException("replay queue: " + timePs + " ps is before the current " + currentTime + " ps");
        }
        Bucket bucket = timePs == lastTime ? lastBucket : future.get(timePs);
        if (bucket == null) {
            bucket = spare.isEmpty() ? new Bucket() : spare.pop();
            future.put(timePs, bucket);
            pushTime(timePs);
        }
        lastTime = timePs;
        lastBucket = bucket;
        bucket.add(seq, ref);
    }

    /** Removes the first entry; its time and sequence are then {@link #topTime()} and {@link #topSeq()}. */
    long poll() {
        if (head == current.size) {
            current.size = 0;
            current.sorted = true;
            spare.push(current);
            currentTime = popTime();
            current = future.remove(currentTime);
            if (lastTime == currentTime) {
                lastTime = -1; // the bucket is current now: adds at its time take the current path
                lastBucket = null;
            }
            if (!current.sorted) {
                sort(current);
            }
            head = 0;
        }
        topTime = currentTime;
        topSeq = current.seqs[head];
        return current.refs[head++];
    }

    long topTime() {
        return topTime;
    }

    long topSeq() {
        return topSeq;
    }

    private static void sort(Bucket b) {
        Integer[] order = new Integer[b.size];
        for (int i = 0; i < b.size; i++) {
            order[i] = i;
        }
        long[] seqs = b.seqs;
        Arrays.sort(order, (x, y) -> Long.compare(seqs[x], seqs[y]));
        long[] sortedSeqs = new long[seqs.length];
        long[] sortedRefs = new long[seqs.length];
        for (int i = 0; i < b.size; i++) {
            sortedSeqs[i] = seqs[order[i]];
            sortedRefs[i] = b.refs[order[i]];
        }
        b.seqs = sortedSeqs;
        b.refs = sortedRefs;
        b.sorted = true;
    }

    private void pushTime(long time) {
        if (timeCount == times.length) {
            times = Arrays.copyOf(times, 2 * timeCount);
        }
        int i = timeCount++;
        while (i > 0 && times[(i - 1) >>> 1] > time) {
            times[i] = times[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        times[i] = time;
    }

    private long popTime() {
        long min = times[0];
        long last = times[--timeCount];
        int i = 0;
        while (2 * i + 1 < timeCount) {
            int child = 2 * i + 1;
            if (child + 1 < timeCount && times[child + 1] < times[child]) {
                child++;
            }
            if (times[child] >= last) {
                break;
            }
            times[i] = times[child];
            i = child;
        }
        times[i] = last;
        return min;
    }
}
