package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The labels of one rank block (labels are local to a rank): byte strings to operation indices in
 * an open-addressing table. A label's first eight bytes are packed into a long (little-endian, the
 * first byte lowest: what an 8-byte load of the text gives), which is the whole key for the usual
 * short labels (label bytes are never 0, so a packed label has one length); longer labels keep their
 * bytes in one arena. {@link #clear} is O(1) (a generation stamp), so a million small rank blocks
 * cost no more than one large one. Defining a label is one probe: {@link #probe} finds its slot,
 * taken or free, and {@link #put} fills a free one.
 */
final class LabelTable {
    static final int ABSENT = -1;
    private static final int PACKED_BYTES = 8;

    private int[] generation = new int[1024];
    private long[] packed = new long[1024];
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
        return find(pack(key, from, length), key, from, length);
    }

    /** {@link #find(byte[], int, int)} given the label's packed first eight bytes, {@code head}. */
    int find(long head, byte[] key, int from, int length) {
        int slot = probe(head, key, from, length);
        return holds(slot) ? value[slot] : ABSENT;
    }

    /** Adds the label {@code key[from, from + length)}; false (and no change) when the rank already has it. */
    boolean add(byte[] key, int from, int length, int operation) {
        long head = pack(key, from, length);
        int slot = probe(head, key, from, length);
        if (holds(slot)) {
            return false;
        }
        put(slot, head, key, from, length, operation);
        return true;
    }

    /** The slot of the label with packed head {@code head}: the one that holds it, or the free one it would take. */
    int probe(long head, byte[] key, int from, int length) {
        if (2 * (size + 1) > value.length) {
            grow();
        }
        int mask = value.length - 1;
        int slot = hash(head, key, from, length) & mask;
        while (generation[slot] == current && !equal(slot, head, key, from, length)) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    boolean holds(int slot) {
        return generation[slot] == current;
    }

    /** Fills the free {@code slot} that {@link #probe} gave for this label, with nothing added since. */
    void put(int slot, long head, byte[] key, int from, int length, int operation) {
        if (length > PACKED_BYTES) {
            if (arenaUsed + length > arena.length) {
                arena = Arrays.copyOf(arena, Math.max(2 * arena.length, arenaUsed + length));
            }
            System.arraycopy(key, from, arena, arenaUsed, length);
            keyStart[slot] = arenaUsed;
            arenaUsed += length;
        }
        generation[slot] = current;
        packed[slot] = head;
        keyLength[slot] = length;
        value[slot] = operation;
        size++;
    }

    private boolean equal(int slot, long head, byte[] key, int from, int length) {
        return packed[slot] == head && keyLength[slot] == length && (length <= PACKED_BYTES
                || Arrays.equals(arena, keyStart[slot], keyStart[slot] + length, key, from, from + length));
    }

    /** The first eight bytes of the label, little-endian. */
    static long pack(byte[] key, int from, int length) {
        long head = 0;
        for (int i = Math.min(length, PACKED_BYTES) - 1; i >= 0; i--) {
            head = head << 8 | (key[from + i] & 0xff);
        }
        return head;
    }

    private static int hash(long head, byte[] key, int from, int length) {
        long h = head;
        for (int i = from + PACKED_BYTES; i < from + length; i++) {
            h = 31 * h + key[i];
        }
        h *= 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32));
    }

    private void grow() {
        int[] oldGeneration = generation;
        long[] oldPacked = packed;
        int[] oldStart = keyStart;
        int[] oldLength = keyLength;
        int[] oldValue = value;
        int capacity = 2 * oldValue.length;
        generation = new int[capacity];
        packed = new long[capacity];
        keyStart = new int[capacity];
        keyLength = new int[capacity];
        value = new int[capacity];
        int mask = capacity - 1;
        for (int i = 0; i < oldValue.length; i++) {
            if (oldGeneration[i] == current) {
                byte[] key = oldLength[i] > PACKED_BYTES ? arena : null;
                int slot = hash(oldPacked[i], key, oldStart[i], oldLength[i]) & mask;
                while (generation[slot] == current) {
                    slot = (slot + 1) & mask;
                }
                generation[slot] = current;
                packed[slot] = oldPacked[i];
                keyStart[slot] = oldStart[i];
                keyLength[slot] = oldLength[i];
                value[slot] = oldValue[i];
            }
        }
    }
}
