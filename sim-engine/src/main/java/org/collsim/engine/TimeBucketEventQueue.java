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
 * bucket holds one event: it is kept in a slot beside the bucket's counts, not in a ring array of its
 * own, and the heap keeps each time's bucket, so such an event costs no ring and no lookup to poll.
 */
public final class TimeBucketEventQueue implements EventQueue {
    private static final int NONE = -1;

    private long[] times = new long[16];          // heap of distinct times
    private int[] timeBuckets = new int[16];      // the bucket of each time in the heap
    private int distinct;
    private final TimeIndex index = new TimeIndex();
    private Event[] first = new Event[16];        // per bucket: the event an empty bucket took, until polled
    private Event[][] fifo = new Event[16][];     // per bucket: ring of the events behind it (made on first use)
    private int[] head = new int[16];
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
        if (count[b] == 0) {
            first[b] = event;
        } else {
            int queued = inRing(b);
            Event[] ring = fifo[b];
            if (ring == null || queued == ring.length) {
                ring = grow(b);
            }
            ring[(head[b] + queued) & (ring.length - 1)] = event;
        }
        count[b]++;
        size++;
    }

    /** Events of bucket {@code b} in its ring: all but the one in its slot, if any (that one is older). */
    private int inRing(int b) {
        return first[b] == null ? count[b] : count[b] - 1;
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
        Event e = first[b];
        if (e != null) {
            first[b] = null;
        } else {
            Event[] ring = fifo[b];
            e = ring[head[b]];
            ring[head[b]] = null;
            head[b] = (head[b] + 1) & (ring.length - 1);
        }
        size--;
        if (--count[b] == 0) {
            drained = true;
        }
        return e;
    }

    @Override
    public boolean isLast(long timePs, Event event) {
        int b = timePs == lastTime ? lastBucket : index.get(timePs);
        if (b == NONE || count[b] == 0) {
            return false;
        }
        int queued = inRing(b);
        Event[] ring = fifo[b];
        return (queued == 0 ? first[b] : ring[(head[b] + queued - 1) & (ring.length - 1)]) == event;
    }

    /** Drops the emptied top bucket: its time leaves the index and the heap, the bucket is free. */
    private void release() {
        drained = false;
        int b = topBucket;
        index.remove(topTime);
        popTime();
        head[b] = 0;
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
            first = Arrays.copyOf(first, cap);
            head = Arrays.copyOf(head, cap);
            count = Arrays.copyOf(count, cap);
            freeBuckets = Arrays.copyOf(freeBuckets, cap);
        }
        return buckets++;
    }

    /** A ring for bucket {@code b}'s first queued event, or twice the full one. */
    private Event[] grow(int b) {
        Event[] old = fifo[b];
        if (old == null) {
            head[b] = 0;
            fifo[b] = new Event[4];
            return fifo[b];
        }
        Event[] ring = new Event[old.length * 2];
        int h = head[b];
        int tail = old.length - h;
        System.arraycopy(old, h, ring, 0, tail);
        System.arraycopy(old, 0, ring, tail, h);
        head[b] = 0;
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
