package org.collsim.engine;

import java.util.Arrays;

/**
 * The entries of one time of a {@link SequencedEventQueue}: a run in number order, to which an
 * entry numbered at least the run's last is appended, and the entries that came out of order
 * (retries carrying an old number), kept aside in the order they came. When the bucket becomes
 * current those are sorted (stably, by their natural runs: the retries one time's events make
 * are already in number order) and merged into the run in one pass, so a bucket of a million
 * entries with some retries among them is not sorted whole.
 */
final class SequencedBucket {
    /** This bucket's place in the queue's table, for ever (buckets are recycled, never dropped). */
    final int id;
    long[] seqs = new long[8];
    Event[] events = new Event[8];
    int size;
    private long[] lateSeqs = new long[0];
    private Event[] lateEvents = new Event[0];
    private int lateSize;

    SequencedBucket(int id) {
        this.id = id;
    }

    /** Adds an entry: to the run when it does not precede the run's last, else aside. */
    void add(long seq, Event event) {
        if (size == 0 || seq >= seqs[size - 1]) {
            append(seq, event);
            return;
        }
        if (lateSize == lateSeqs.length) {
            lateSeqs = Arrays.copyOf(lateSeqs, Math.max(8, 2 * lateSize));
            lateEvents = Arrays.copyOf(lateEvents, lateSeqs.length);
        }
        lateSeqs[lateSize] = seq;
        lateEvents[lateSize++] = event;
    }

    /** Appends to the run whatever its number (the current bucket, whose entries before it are polled). */
    void append(long seq, Event event) {
        if (size == seqs.length) {
            seqs = Arrays.copyOf(seqs, 2 * size);
            events = Arrays.copyOf(events, 2 * size);
        }
        seqs[size] = seq;
        events[size++] = event;
    }

    /**
     * Inserts into the run (the current bucket's, sorted from {@code from} on) after the entries
     * from {@code from} whose number is not above {@code seq}: a wait queue's wake-up numbered
     * below what is pending at the current time.
     */
    void insert(int from, long seq, Event event) {
        append(seq, event); // grows the arrays; the entry then moves to its place
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

    /** True when no entry came out of order. */
    boolean sorted() {
        return lateSize == 0;
    }

    /**
     * Orders the entries by number, equal numbers in the order they were added: the entries set
     * aside are sorted, then merged behind the run's equal numbers (an entry of the run was added
     * before any entry aside with its number, which had to be below the run's last).
     */
    void sort(Scratch scratch) {
        int runSize = size;
        scratch.fit(runSize + lateSize);
        sortLate(scratch);
        long[] toSeqs = scratch.seqs;
        Event[] toEvents = scratch.events;
        merge(seqs, events, 0, runSize, lateSeqs, lateEvents, 0, lateSize, toSeqs, toEvents, 0);
        scratch.seqs = seqs; // the run's old arrays are the next sort's scratch
        scratch.events = events;
        Arrays.fill(scratch.events, 0, runSize, null);
        seqs = toSeqs;
        events = toEvents;
        size = runSize + lateSize;
        Arrays.fill(lateEvents, 0, lateSize, null);
        lateSize = 0;
    }

    /** Sorts the entries aside stably: their ascending runs merged pairwise, through the scratch arrays. */
    private void sortLate(Scratch scratch) {
        int[] starts = scratch.runStarts(lateSize + 1);
        int runs = 0;
        for (int i = 0; i < lateSize; i++) {
            if (i == 0 || lateSeqs[i] < lateSeqs[i - 1]) {
                starts[runs++] = i;
            }
        }
        starts[runs] = lateSize;
        long[] fromSeqs = lateSeqs;
        Event[] fromEvents = lateEvents;
        long[] toSeqs = scratch.seqs;
        Event[] toEvents = scratch.events;
        while (runs > 1) {
            int merged = 0;
            for (int k = 0; k < runs; k += 2) {
                int lo = starts[k];
                int mid = starts[Math.min(k + 1, runs)];
                int hi = starts[Math.min(k + 2, runs)];
                merge(fromSeqs, fromEvents, lo, mid, fromSeqs, fromEvents, mid, hi, toSeqs, toEvents, lo);
                starts[merged++] = lo;
            }
            starts[merged] = lateSize;
            runs = merged;
            long[] s = fromSeqs;
            fromSeqs = toSeqs;
            toSeqs = s;
            Event[] e = fromEvents;
            fromEvents = toEvents;
            toEvents = e;
        }
        if (fromSeqs != lateSeqs) { // the sorted entries ended in the scratch arrays
            System.arraycopy(fromSeqs, 0, lateSeqs, 0, lateSize);
            System.arraycopy(fromEvents, 0, lateEvents, 0, lateSize);
            Arrays.fill(fromEvents, 0, lateSize, null);
        }
    }

    /** Merges [aLo, aHi) of a and [bLo, bHi) of b, both sorted, into the to-arrays from {@code at}, a first on ties. */
    private static void merge(long[] aSeqs, Event[] aEvents, int aLo, int aHi, long[] bSeqs, Event[] bEvents, int bLo,
                              int bHi, long[] toSeqs, Event[] toEvents, int at) {
        int i = aLo;
        int j = bLo;
        for (int k = at; i < aHi || j < bHi; k++) {
            if (j >= bHi || (i < aHi && aSeqs[i] <= bSeqs[j])) {
                toSeqs[k] = aSeqs[i];
                toEvents[k] = aEvents[i++];
            } else {
                toSeqs[k] = bSeqs[j];
                toEvents[k] = bEvents[j++];
            }
        }
    }

    /** The merges' second pair of arrays and the run starts, kept between sorts (a bucket of a round holds millions of entries). */
    static final class Scratch {
        long[] seqs = new long[0];
        Event[] events = new Event[0];
        private int[] starts = new int[0];

        void fit(int size) {
            if (seqs.length < size) {
                seqs = new long[size];
                events = new Event[size];
            }
        }

        int[] runStarts(int size) {
            if (starts.length < size) {
                starts = new int[size];
            }
            return starts;
        }
    }
}
