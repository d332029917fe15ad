package org.collsim.engine;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Events ordered by (time, sequence number) where an event that waits for a busy resource may
 * keep the number of the event that first tried ({@link #add(long, long, Event)}), as in
 * LogGOPSim's simulator; every other event gets the next number when added. Entries with equal
 * numbers leave in the order they were added.
 * <p>Events go into one bucket per time and a small heap orders the distinct times; a bucket keeps
 * the entries that came with an older number than its last aside and merges them in once, when it
 * becomes current ({@link SequencedBucket}). An entry added at the current time with an older number
 * than the last one pending there (a wait queue's wake-up, rare) is inserted in its place.
 */
public final class SequencedEventQueue implements EventQueue {
    /** Future time to its bucket's id: a primitive index, no boxed key per add. */
    private final TimeIndex future = new TimeIndex();
    private SequencedBucket[] buckets = new SequencedBucket[16];
    private int bucketCount;
    private final ArrayDeque<SequencedBucket> spare = new ArrayDeque<>();
    private final SequencedBucket.Scratch scratch = new SequencedBucket.Scratch();
    private long[] times = new long[16];
    private int distinct;
    private SequencedBucket current = newBucket();
    private long currentTime = Long.MIN_VALUE;
    private int head;
    private int size;
    private long nextSeq;
    private long polledSeq;
    /** The future bucket the last add went to, and its time. */
    private long lastTime = Long.MIN_VALUE;
    private SequencedBucket lastBucket;

    @Override
    public void add(long timePs, Event event) {
        add(timePs, nextSeq++, event);
    }

    /** Adds {@code event} with the number {@code seq} (one handed out before, such as {@link #polledSeq}, or one below all of them). */
    public void add(long timePs, long seq, Event event) {
        size++;
        if (timePs == currentTime) {
            if (current.size > head && seq < current.seqs[current.size - 1]) {
                current.insert(head, seq, event);
            } else {
                current.append(seq, event);
            }
            return;
        }
        if (timePs < currentTime) {
            throw new IllegalStateException("event at " + timePs + " ps before the current " + currentTime + " ps");
        }
        SequencedBucket bucket = timePs == lastTime ? lastBucket : bucketAt(timePs);
        if (bucket == null) {
            bucket = spare.isEmpty() ? newBucket() : spare.pop();
            future.put(timePs, bucket.id);
            pushTime(timePs);
        }
        lastTime = timePs; // a round of a collective adds millions of entries at one time: no hash lookup for them
        lastBucket = bucket;
        bucket.add(seq, event);
    }

    /** The number of the entry {@link #poll()} returned last. */
    public long polledSeq() {
        return polledSeq;
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
        return head < current.size ? currentTime : times[0];
    }

    @Override
    public Event poll() {
        if (head == current.size) {
            current.size = 0; // its events were nulled as they were polled
            spare.push(current);
            currentTime = popTime();
            current = bucketAt(currentTime);
            future.remove(currentTime);
            if (lastTime == currentTime) {
                lastTime = Long.MIN_VALUE; // the bucket is current now: adds at its time take the path above
                lastBucket = null;
            }
            if (!current.sorted()) {
                current.sort(scratch);
            }
            head = 0;
        }
        size--;
        polledSeq = current.seqs[head];
        Event e = current.events[head];
        current.events[head++] = null;
        return e;
    }

    private SequencedBucket newBucket() {
        if (bucketCount == buckets.length) {
            buckets = Arrays.copyOf(buckets, 2 * bucketCount);
        }
        SequencedBucket b = new SequencedBucket(bucketCount);
        buckets[bucketCount++] = b;
        return b;
    }

    /** The future bucket of {@code timePs}, or null. */
    private SequencedBucket bucketAt(long timePs) {
        int id = future.get(timePs);
        return id < 0 ? null : buckets[id];
    }

    private void pushTime(long t) {
        if (distinct == times.length) {
            times = Arrays.copyOf(times, 2 * distinct);
        }
        int i = distinct++;
        while (i > 0 && times[(i - 1) >>> 1] > t) {
            times[i] = times[(i - 1) >>> 1];
            i = (i - 1) >>> 1;
        }
        times[i] = t;
    }

    private long popTime() {
        long min = times[0];
        long last = times[--distinct];
        int i = 0;
        int child;
        while ((child = 2 * i + 1) < distinct) {
            if (child + 1 < distinct && times[child + 1] < times[child]) {
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
