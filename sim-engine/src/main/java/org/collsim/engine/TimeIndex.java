package org.collsim.engine;

import java.util.Arrays;

/**
 * An open-addressing map from a time in picoseconds to a bucket id: linear probing,
 * backward-shift deletion (no tombstones), load factor at most 1/2.
 */
final class TimeIndex {
    private static final int NONE = -1;

    private long[] keys = new long[16];
    private int[] values = filled(16);
    private int mask = 15;
    private int size;

    private static int[] filled(int n) {
        int[] a = new int[n];
        Arrays.fill(a, NONE);
        return a;
    }

    private int slot(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    int get(long key) {
        for (int i = slot(key); values[i] != NONE; i = (i + 1) & mask) {
            if (keys[i] == key) {
                return values[i];
            }
        }
        return NONE;
    }

    /** Adds a key that is not present. */
    void put(long key, int value) {
        if (2 * (size + 1) > keys.length) {
            rehash(keys.length * 2);
        }
        int i = slot(key);
        while (values[i] != NONE) {
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        size++;
    }

    /** Removes a key that is present. */
    void remove(long key) {
        int i = slot(key);
        while (keys[i] != key || values[i] == NONE) {
            i = (i + 1) & mask;
        }
        // Backward shift: move later entries of the probe run into the hole when allowed.
        int hole = i;
        for (int j = (hole + 1) & mask; values[j] != NONE; j = (j + 1) & mask) {
            int home = slot(keys[j]);
            boolean between = hole <= j ? (home > hole && home <= j) : (home > hole || home <= j);
            if (!between) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        values[hole] = NONE;
        size--;
    }

    private void rehash(int capacity) {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[capacity];
        values = filled(capacity);
        mask = capacity - 1;
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldValues[i] != NONE) {
                put(oldKeys[i], oldValues[i]);
            }
        }
    }
}
