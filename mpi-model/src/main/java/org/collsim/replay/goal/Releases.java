package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The operations one event released, to be numbered in LogGOPSim's order: hosts in rank order; on a
 * host sends, then receives, then calcs; among equals the order of release. (LogGOPSim sorts by
 * kind with an unstable sort, which keeps this order only up to 16 operations; see docs/REPLAY.md.)
 */
final class Releases {
    private static final OpKind[] KINDS = OpKind.values();
    private int size;
    private int[] ranks = new int[64];
    private int[] offsets = new int[64];
    private byte[] kinds = new byte[64];
    private short[] units = new short[64];
    private int[] order = new int[64];
    private int cursor;

    void add(int rank, int offset, OpKind kind, int cpu, int nic) {
        if (size == ranks.length) {
            int capacity = 2 * size;
            ranks = Arrays.copyOf(ranks, capacity);
            offsets = Arrays.copyOf(offsets, capacity);
            kinds = Arrays.copyOf(kinds, capacity);
            units = Arrays.copyOf(units, capacity);
            order = Arrays.copyOf(order, capacity);
        }
        ranks[size] = rank;
        offsets[size] = offset;
        kinds[size] = (byte) kind.ordinal();
        units[size] = (short) (cpu << 8 | nic);
        size++;
    }

    /** Sorts the released operations into numbering order; returns the first index, or -1. */
    int firstInOrder() {
        int n = 0;
        int done = 0;
        while (done < size) {
            int host = Integer.MAX_VALUE;
            for (int i = 0; i < size; i++) {
                if (ranks[i] >= 0 && ranks[i] < host) {
                    host = ranks[i];
                }
            }
            for (int kind = 0; kind < KINDS.length; kind++) {
                for (int i = 0; i < size; i++) {
                    if (ranks[i] == host && kinds[i] == kind) {
                        order[n++] = i;
                    }
                }
            }
            for (int i = 0; i < size; i++) {
                if (ranks[i] == host) {
                    ranks[i] = -1 - ranks[i];
                    done++;
                }
            }
        }
        cursor = 0;
        return nextInOrder();
    }

    int nextInOrder() {
        return cursor < size ? order[cursor++] : -1;
    }

    int rank(int i) {
        return -1 - ranks[i];
    }

    int offset(int i) {
        return offsets[i];
    }

    OpKind kind(int i) {
        return KINDS[kinds[i]];
    }

    int cpu(int i) {
        return (units[i] >>> 8) & 0xff;
    }

    int nic(int i) {
        return units[i] & 0xff;
    }

    void clear() {
        size = 0;
    }
}
