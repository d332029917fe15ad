package org.collsim.engine;

import java.util.Arrays;

/**
 * Events grouped by time: a binary min-heap of the distinct pending times, and per time a FIFO
 * bucket of events. Insertion order within a bucket is the insertion-sequence order, so the
 * (time, sequence) total order holds with no sequence numbers stored. Synchronized collectives
 * put millions of events on a handful of distinct times; then add and poll are O(1) array
 * appends and reads, streaming through memory, instead of a sift through a heap of millions.
 * With no ties (the hold model) every event pays a bucket and a hash entry: slower than a heap.
 * <p>The bucket the last poll emptied stays in place until an add or a peek at another time: an
 * event fired often schedules the next one at its own time (the flow model's settle, a request
 * completing now), which then is an append, not a new hash entry and a heap insert and removal.
 * <p>When nearly every event has a time of its own (ranks drifting apart under the flow model), a
 * bucket holds a few events: the first {@value #SLOTS} of a bucket go to its slots in one array shared
 * by all buckets, and only later ones to a ring array of the bucket's own; the heap keeps each time's
 * bucket, so such events cost no ring (a cache miss each) and no lookup to poll.
 */
public final class TimeBucketEventQueue implements EventQueue {
    private static final int NONE = -1;
    /** Events a bucket keeps in {@link #slots} before its ring is used. */
    private static final int SLOTS = 4;

    private long[] times = new long[16];          // heap of distinct times
    private int[] timeBuckets = new int[16];      // the bucket of each time in the heap
    private int distinct;
    private final TimeIndex index = new TimeIndex();
    private Event[] slots = new Event[16 * SLOTS]; // bucket b's positions 0 .. SLOTS-1 at b * SLOTS
    private Event[][] fifo = new Event[16][];     // per bucket: ring of positions SLOTS on (made on first use)
    private int[] taken = new int[16];            // per bucket: the position polled next (0 once empty)
    private int[] count = new int[16];
    private int[] freeBuckets = new int[16];
    private int freeCount;
    private int buckets;
    private int size;
    private long lastTime = Long.MIN_VALUE;       // the bucket the last add went to
    private int lastBucket = NONE;
    private long topTime = Long.MIN_VALUE;        // the bucket the last poll read from
    private int topBucket = NONE;
    private boolean drained;                      // topBucket is empty but still indexed, its time at the heap's root

    @Override
    public void add(long timePs, Event event) {
        if (drained) {
            if (timePs == topTime) {
                drained = false;
                append(topBucket, event);
                return;
            }
            release();
        }
        int b = timePs == lastTime ? lastBucket : index.get(timePs);
        if (b == NONE) {
            b = newBucket();
            index.put(timePs, b);
            pushTime(timePs, b);
        }
        lastTime = timePs;
        lastBucket = b;
        append(b, event);
    }

    private void append(int b, Event event) {
        int p = taken[b] + count[b];
        if (p < SLOTS) {
            slots[b * SLOTS + p] = event;
        } else {
            Event[] ring = fifo[b];
            if (ring == null || p - Math.max(taken[b], SLOTS) == ring.length) {
                ring = grow(b, p);
            }
            ring[(p - SLOTS) & (ring.length - 1)] = event;
        }
        count[b]++;
        size++;
    }

    /** The event at position {@code p} of bucket {@code b}. */
    private Event at(int b, int p) {
        if (p < SLOTS) {
            return slots[b * SLOTS + p];
        }
        Event[] ring = fifo[b];
        return ring[(p - SLOTS) & (ring.length - 1)];
    }

    @Override
    public boolean isEmpty() {
        return size == 0;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public long peekTimePs() {
        if (drained) {
            release();
        }
        return times[0];
    }

    @Override
    public Event poll() {
        if (drained) {
            release();
        }
        int b = timeBuckets[0];
        topTime = times[0];
        topBucket = b;
        int p = taken[b];
        Event e = at(b, p);
        if (p < SLOTS) {
            slots[b * SLOTS + p] = null;
        } else {
            fifo[b][(p - SLOTS) & (fifo[b].length - 1)] = null;
        }
        size--;
        if (--count[b] == 0) {
            taken[b] = 0; // empty: positions start again at the slots
            drained = true;
        } else {
            taken[b] = p + 1;
        }
        return e;
    }

    @Override
    public boolean isLast(long timePs, Event event) {
        int b = timePs == lastTime ? lastBucket : index.get(timePs);
        if (b == NONE || count[b] == 0) {
            return false;
        }
        return at(b, taken[b] + count[b] - 1) == event;
    }

    /** Drops the emptied top bucket: its time leaves the index and the heap, the bucket is free. */
    private void release() {
        drained = false;
        int b = topBucket;
        index.remove(topTime);
        popTime();
        freeBuckets[freeCount++] = b;
        topTime = Long.MIN_VALUE;
        topBucket = NONE;
        if (lastBucket == b) {
            lastTime = Long.MIN_VALUE;
            lastBucket = NONE;
        }
    }

    private int newBucket() {
        if (freeCount > 0) {
            return freeBuckets[--freeCount];
        }
        if (buckets == fifo.length) {
            int cap = buckets * 2;
            fifo = Arrays.copyOf(fifo, cap);
            slots = Arrays.copyOf(slots, cap * SLOTS);
            taken = Arrays.copyOf(taken, cap);
            count = Arrays.copyOf(count, cap);
            freeBuckets = Arrays.copyOf(freeBuckets, cap);
        }
        return buckets++;
    }

    /** Bucket {@code b}'s first ring, or one twice the full one with its events up to {@code end} moved over. */
    private Event[] grow(int b, int end) {
        Event[] old = fifo[b];
        Event[] ring = new Event[old == null ? SLOTS : 2 * old.length];
        for (int q = Math.max(taken[b], SLOTS); q < end; q++) {
            ring[(q - SLOTS) & (ring.length - 1)] = old[(q - SLOTS) & (old.length - 1)];
        }
        fifo[b] = ring;
        return ring;
    }

    private void pushTime(long t, int b) {
        if (distinct == times.length) {
            times = Arrays.copyOf(times, distinct * 2);
            timeBuckets = Arrays.copyOf(timeBuckets, distinct * 2);
        }
        int i = distinct++;
        while (i > 0 && times[(i - 1) >>> 1] > t) {
            times[i] = times[(i - 1) >>> 1];
            timeBuckets[i] = timeBuckets[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        times[i] = t;
        timeBuckets[i] = b;
    }

    private void popTime() {
        long t = times[--distinct];
        int b = timeBuckets[distinct];
        int i = 0;
        int child;
        while ((child = 2 * i + 1) < distinct) {
            if (child + 1 < distinct && times[child + 1] < times[child]) {
                child++;
            }
            if (times[child] >= t) {
                break;
            }
            times[i] = times[child];
            timeBuckets[i] = timeBuckets[child];
            i = child;
        }
        times[i] = t;
        timeBuckets[i] = b;
    }
}
