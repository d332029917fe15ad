package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The operations one event released, to be numbered in LogGOPSim's order: hosts in rank order; on a
 * host sends, then receives, then calcs; among equals the order of release. (LogGOPSim sorts by
 * kind with an unstable sort, which keeps this order only up to 16 operations; see docs/REPLAY.md.)
 */
final class Releases {
    private static final int KINDS = OpKind.values().length;
    private int size;
    private int[] ranks = new int[64];
    private byte[] kinds = new byte[64];
    private int[] entries = new int[64];
    private int[] order = new int[64];
    private int cursor;

    /** Operation entry {@code entry} ({@link MatchQueues}) of {@code rank}, of kind {@code kind}'s ordinal, was released. */
    void add(int rank, int kind, int entry) {
        if (size == ranks.length) {
            int capacity = 2 * size;
            ranks = Arrays.copyOf(ranks, capacity);
            kinds = Arrays.copyOf(kinds, capacity);
            entries = Arrays.copyOf(entries, capacity);
            order = Arrays.copyOf(order, capacity);
        }
        ranks[size] = rank;
        kinds[size] = (byte) kind;
        entries[size] = entry;
        size++;
    }

    /** Sorts the released operations into numbering order; returns the first entry, or -1. */
    int firstInOrder() {
        if (size == 1) {
            order[0] = entries[0];
        } else {
            sort();
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
        return -1;
    }

    private void sort() {
        int n = 0;
        int done = 0;
        while (done < size) {
            int host = Integer.MAX_VALUE;
            for (int i = 0; i < size; i++) {
                if (ranks[i] >= 0 && ranks[i] < host) {
                    host = ranks[i];
                }
            }
            for (int kind = 0; kind < KINDS; kind++) {
                for (int i = 0; i < size; i++) {
                    if (ranks[i] == host && kinds[i] == kind) {
                        order[n++] = entries[i];
                    }
                }
            }
            for (int i = 0; i < size; i++) {
                if (ranks[i] == host) {
                    ranks[i] = -1;
                    done++;
                }
            }
        }
    }
}
