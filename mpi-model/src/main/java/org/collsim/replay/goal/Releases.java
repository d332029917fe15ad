package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The operations one event released, to be numbered in LogGOPSim's order: hosts in rank order; on a
 * host sends, then receives, then calcs; among equals the order of release. (LogGOPSim sorts by
 * kind with an unstable sort, which keeps this order only up to 16 operations; see docs/REPLAY.md.)
 * Host and kind are read from the entries ({@link MatchQueues}).
 */
final class Releases {
    private static final int KINDS = OpKind.values().length;
    private final MatchQueues queues;
    private int size;
    private int[] entries = new int[64];
    private int[] order = new int[64];
    /** Whether every entry since the list was last cleared has the first one's host: no sort by host. */
    private boolean oneHost = true;
    private int cursor;
    private long[] keys = new long[0];
    private int[] byHost = new int[0];

    Releases(MatchQueues queues) {
        this.queues = queues;
    }

    /** Operation entry {@code entry} was released. */
    void add(int entry) {
        if (size == entries.length) {
            entries = Arrays.copyOf(entries, 2 * size);
            order = Arrays.copyOf(order, 2 * size);
        }
        oneHost &= size == 0 || queues.host(entry) == queues.host(entries[0]);
        entries[size++] = entry;
    }

    /** Sorts the released operations into numbering order; returns the first entry, or -1. */
    int firstInOrder() {
        if (size == 1) {
            order[0] = entries[0];
        } else if (oneHost) {
            byKind(entries, 0, size, 0);
        } else {
            byHostThenKind();
        }
        cursor = 0;
        return nextInOrder();
    }

    /** The next entry in numbering order, or -1 (and the list is cleared). */
    int nextInOrder() {
        if (cursor < size) {
            return order[cursor++];
        }
        size = 0;
        oneHost = true;
        return -1;
    }

    /** Writes {@code from[start, end)} (one host's entries) by kind, each kind in release order, to the order at {@code n}; returns the next n. */
    private int byKind(int[] from, int start, int end, int n) {
        for (int kind = 0; kind < KINDS; kind++) {
            for (int i = start; i < end; i++) {
                if (queues.kind(from[i]) == kind) {
                    order[n++] = from[i];
                }
            }
        }
        return n;
    }

    /** The entries by host, in release order on each (keys host and position, unique, so any sort is stable), then by kind. */
    private void byHostThenKind() {
        if (keys.length < size) {
            keys = new long[entries.length];
            byHost = new int[entries.length];
        }
        for (int i = 0; i < size; i++) {
            keys[i] = (long) queues.host(entries[i]) << 32 | i;
        }
        Arrays.sort(keys, 0, size);
        for (int i = 0; i < size; i++) {
            byHost[i] = entries[(int) keys[i]];
        }
        int n = 0;
        for (int start = 0, end; start < size; start = end) {
            int host = queues.host(byHost[start]);
            for (end = start + 1; end < size && queues.host(byHost[end]) == host; end++) {
                // the host's run
            }
            n = byKind(byHost, start, end, n);
        }
    }
}
