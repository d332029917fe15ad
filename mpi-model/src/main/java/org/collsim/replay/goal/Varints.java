package org.collsim.replay.goal;

import java.nio.ByteBuffer;

/**
 * LEB128 variable-length integers in byte buffers (absolute positions), with a fixed-width form (redundant continuation
 * bytes) so that a value can be rewritten in place, as the dependency counters are.
 */
final class Varints {
    private Varints() {
    }

    static int length(long value) {
        return (63 - Long.numberOfLeadingZeros(value | 1)) / 7 + 1;
    }

    static long zigzag(long value) {
        return (value << 1) ^ (value >> 63);
    }

    static long unzigzag(long value) {
        return (value >>> 1) ^ -(value & 1);
    }

    /** Writes {@code value} in exactly {@code width} bytes (width at least its length); returns the next position. */
    static int write(ByteBuffer out, int at, long value, int width) {
        long v = value;
        for (int i = 0; i < width - 1; i++) {
            out.put(at++, (byte) ((v & 0x7f) | 0x80));
            v >>>= 7;
        }
        out.put(at++, (byte) v);
        return at;
    }

    /** The value at {@code at}. */
    static long read(ByteBuffer in, int at) {
        long value = 0;
        int shift = 0;
        byte b;
        do {
            b = in.get(at++);
            value |= (long) (b & 0x7f) << shift;
            shift += 7;
        } while (b < 0);
        return value;
    }

    /** The width of the value at {@code at}. */
    static int width(ByteBuffer in, int at) {
        int start = at;
        while (in.get(at) < 0) {
            at++;
        }
        return at + 1 - start;
    }
}
