package org.collsim.engine;

import java.util.Arrays;

/**
 * An implicit 4-ary min-heap over parallel primitive arrays (time, sequence) plus the event
 * references. A 4-ary heap halves the depth of a binary one and keeps siblings on one cache
 * line, which is what matters with a million pending events. No allocation per event once the
 * arrays have grown.
 */
public final class QuaternaryHeapEventQueue implements EventQueue {
    private long[] times;
    private long[] seqs;
    private Event[] events;
    private int size;
    private long nextSeq;

    public QuaternaryHeapEventQueue() {
        this(1024);
    }

    public QuaternaryHeapEventQueue(int initialCapacity) {
        int cap = Math.max(4, initialCapacity);
        times = new long[cap];
        seqs = new long[cap];
        events = new Event[cap];
    }

    @Override
    public void add(long timePs, Event event) {
        if (size == times.length) {
            grow();
        }
        long seq = nextSeq++;
        int i = size++;
        // sift up
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            long pt = times[parent];
            if (pt < timePs || (pt == timePs && seqs[parent] < seq)) {
                break;
            }
            times[i] = pt;
            seqs[i] = seqs[parent];
            events[i] = events[parent];
            i = parent;
        }
        times[i] = timePs;
        seqs[i] = seq;
        events[i] = event;
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
        return times[0];
    }

    @Override
    public Event poll() {
        Event top = events[0];
        int last = --size;
        long t = times[last];
        long s = seqs[last];
        Event e = events[last];
        events[last] = null;
        if (last > 0) {
            siftDown(t, s, e, last);
        }
        return top;
    }

    private void siftDown(long t, long s, Event e, int n) {
        int i = 0;
        while (true) {
            int first = (i << 2) + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bt = times[first];
            long bs = seqs[first];
            int end = Math.min(first + 4, n);
            for (int c = first + 1; c < end; c++) {
                long ct = times[c];
                if (ct < bt || (ct == bt && seqs[c] < bs)) {
                    best = c;
                    bt = ct;
                    bs = seqs[c];
                }
            }
            if (bt > t || (bt == t && bs > s)) {
                break;
            }
            times[i] = bt;
            seqs[i] = bs;
            events[i] = events[best];
            i = best;
        }
        times[i] = t;
        seqs[i] = s;
        events[i] = e;
    }

    private void grow() {
        int cap = times.length * 2;
        times = Arrays.copyOf(times, cap);
        seqs = Arrays.copyOf(seqs, cap);
        events = Arrays.copyOf(events, cap);
    }
}
