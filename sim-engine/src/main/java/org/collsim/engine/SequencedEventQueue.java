package org.collsim.engine;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * Events ordered by (time, sequence number) where an event that waits for a busy resource may
 * keep the number of the event that first tried ({@link #add(long, long, Event)}), as in
 * LogGOPSim's simulator; every other event gets the next number when added. Entries with equal
 * numbers leave in the order they were added.
 * <p>Events go into one bucket per time and a small heap orders the distinct times; a bucket that
 * received an entry with an older number than its last is sorted (stably) once, when it becomes
 * current. An entry added at the current time with an older number than the last one pending there
 * (a wait queue's wake-up, rare) is inserted in its place.
 */
public final class SequencedEventQueue implements EventQueue {
    /** The entries of one time: parallel number and event arrays. */
    private static final class Bucket {
        /** This bucket's place in {@link #buckets}, for ever (buckets are recycled, never dropped). */
        final int id;
        long[] seqs = new long[8];
        Event[] events = new Event[8];
        int size;
        boolean sorted = true;

        Bucket(int id) {
            this.id = id;
        }

        void add(long seq, Event event) {
            if (size == seqs.length) {
                seqs = Arrays.copyOf(seqs, 2 * size);
                events = Arrays.copyOf(events, 2 * size);
            }
            sorted &= size == 0 || seq >= seqs[size - 1];
            seqs[size] = seq;
            events[size++] = event;
        }

        /** Inserts after the entries from {@code from} on (sorted) whose number is not above {@code seq}. */
        void insert(int from, long seq, Event event) {
            add(seq, event); // grows the arrays; the entry then moves to its place
            int lo = from;
            int hi = size - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (seqs[mid] <= seq) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            System.arraycopy(seqs, lo, seqs, lo + 1, size - 1 - lo);
            System.arraycopy(events, lo, events, lo + 1, size - 1 - lo);
            seqs[lo] = seq;
            events[lo] = event;
        }

        /**
         * Orders the entries by number, stably (equal numbers keep their order): a bottom-up merge
         * sort of the parallel arrays through {@code scratch}, with no boxed index per entry.
         */
        void sort(Scratch scratch) {
            scratch.fit(size);
            long[] fromSeqs = seqs;
            Event[] fromEvents = events;
            long[] toSeqs = scratch.seqs;
            Event[] toEvents = scratch.events;
            for (int width = 1; width < size; width *= 2) {
                for (int lo = 0; lo < size; lo += 2 * width) {
                    merge(fromSeqs, fromEvents, toSeqs, toEvents, lo, Math.min(lo + width, size), Math.min(lo + 2 * width, size));
                }
                long[] s = fromSeqs;
                fromSeqs = toSeqs;
                toSeqs = s;
                Event[] e = fromEvents;
                fromEvents = toEvents;
                toEvents = e;
            }
            if (fromSeqs != seqs) { // the sorted run ended in the scratch arrays: trade them
                scratch.seqs = seqs;
                scratch.events = events;
                seqs = fromSeqs;
                events = fromEvents;
            }
            Arrays.fill(scratch.events, 0, size, null);
            sorted = true;
        }

        /** Merges the sorted runs [lo, mid) and [mid, hi) of the from-arrays into the to-arrays, left first on ties. */
        private static void merge(long[] fromSeqs, Event[] fromEvents, long[] toSeqs, Event[] toEvents, int lo, int mid, int hi) {
            int i = lo;
            int j = mid;
            for (int k = lo; k < hi; k++) {
                if (j >= hi || (i < mid && fromSeqs[i] <= fromSeqs[j])) {
                    toSeqs[k] = fromSeqs[i];
                    toEvents[k] = fromEvents[i++];
                } else {
                    toSeqs[k] = fromSeqs[j];
                    toEvents[k] = fromEvents[j++];
                }
            }
        }
    }

    /** The merge sort's second pair of arrays, kept between sorts (a bucket of a round holds millions of entries). */
    private static final class Scratch {
        long[] seqs = new long[0];
        Event[] events = new Event[0];

        void fit(int size) {
            if (seqs.length < size) {
                seqs = new long[size];
                events = new Event[size];
            }
        }
    }

    /** Future time to its bucket's id: a primitive index, no boxed key per add. */
    private final TimeIndex future = new TimeIndex();
    private Bucket[] buckets = new Bucket[16];
    private int bucketCount;
    private final ArrayDeque<Bucket> spare = new ArrayDeque<>();
    private final Scratch scratch = new Scratch();
    private long[] times = new long[16];
    private int distinct;
    private Bucket current = newBucket();
    private long currentTime = Long.MIN_VALUE;
    private int head;
    private int size;
    private long nextSeq;
    private long polledSeq;
    /** The future bucket the last add went to, and its time. */
    private long lastTime = Long.MIN_VALUE;
    private Bucket lastBucket;

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
                current.add(seq, event);
            }
            return;
        }
        if (timePs < currentTime) {
            throw new IllegalStateException("event at " + timePs + " ps before the current " + currentTime + " ps");
        }
        Bucket bucket = timePs == lastTime ? lastBucket : bucketAt(timePs);
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
        if (head == current.size) { // every entry was polled, and cleared as it was
            current.size = 0;
            current.sorted = true;
            spare.push(current);
            currentTime = popTime();
            current = bucketAt(currentTime);
            future.remove(currentTime);
            if (lastTime == currentTime) {
                lastTime = Long.MIN_VALUE; // the bucket is current now: adds at its time take the path above
                lastBucket = null;
            }
            if (!current.sorted) {
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

    private Bucket newBucket() {
        if (bucketCount == buckets.length) {
            buckets = Arrays.copyOf(buckets, 2 * bucketCount);
        }
        Bucket b = new Bucket(bucketCount);
        buckets[bucketCount++] = b;
        return b;
    }

    /** The future bucket of {@code timePs}, or null. */
    private Bucket bucketAt(long timePs) {
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
