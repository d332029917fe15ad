package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The labels of one rank block (labels are local to a rank): byte strings to operation indices in
 * an open-addressing table whose keys live in one byte arena. {@link #clear} is O(1) (a generation
 * stamp), so a million small rank blocks cost no more than one large one.
 */
final class LabelTable {
    static final int ABSENT = -1;

    private int[] generation = new int[1024];
    private int[] keyStart = new int[1024];
    private int[] keyLength = new int[1024];
    private int[] value = new int[1024];
    private int current = 1;
    private int size;
    private byte[] arena = new byte[1 << 14];
    private int arenaUsed;

    void clear() {
        current++;
        size = 0;
        arenaUsed = 0;
    }

    /** The operation index of the label {@code key[from, from + length)}, or {@link #ABSENT}. */
    int find(byte[] key, int from, int length) {
        int mask = value.length - 1;
        for (int slot = hash(key, from, length) & mask; generation[slot] == current; slot = (slot + 1) & mask) {
            if (equal(slot, key, from, length)) {
                return value[slot];
            }
        }
        return ABSENT;
    }

    /** Adds the label {@code key[from, from + length)}; false (and no change) when the rank already has it. */
    boolean add(byte[] key, int from, int length, int operation) {
        if (2 * (size + 1) > value.length) {
            grow();
        }
        int mask = value.length - 1;
        int slot = hash(key, from, length) & mask;
        for (; generation[slot] == current; slot = (slot + 1) & mask) {
            if (equal(slot, key, from, length)) {
                return false;
            }
        }
        if (arenaUsed + length > arena.length) {
            arena = Arrays.copyOf(arena, Math.max(2 * arena.length, arenaUsed + length));
        }
        System.arraycopy(key, from, arena, arenaUsed, length);
        generation[slot] = current;
        keyStart[slot] = arenaUsed;
        keyLength[slot] = length;
        value[slot] = operation;
        arenaUsed += length;
        size++;
        return true;
    }

    private boolean equal(int slot, byte[] key, int from, int length) {
        return keyLength[slot] == length
                && Arrays.equals(arena, keyStart[slot], keyStart[slot] + length, key, from, from + length);
    }

    private static int hash(byte[] key, int from, int length) {
        int h = 0;
        for (int i = from; i < from + length; i++) {
            h = 31 * h + key[i];
        }
        return h ^ (h >>> 16) * 0x45d9f3b;
    }

    private void grow() {
        int[] oldGeneration = generation;
        int[] oldStart = keyStart;
        int[] oldLength = keyLength;
        int[] oldValue = value;
        int capacity = 2 * oldValue.length;
        generation = new int[capacity];
        keyStart = new int[capacity];
        keyLength = new int[capacity];
        value = new int[capacity];
        for (int i = 0; i < oldValue.length; i++) {
            if (oldGeneration[i] == current) {
                int slot = rehash(oldStart[i], oldLength[i]);
                generation[slot] = current;
                keyStart[slot] = oldStart[i];
                keyLength[slot] = oldLength[i];
                value[slot] = oldValue[i];
            }
        }
    }

    private int rehash(int start, int length) {
        int mask = value.length - 1;
        int slot = hash(arena, start, length) & mask;
        while (generation[slot] == current) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }
}
