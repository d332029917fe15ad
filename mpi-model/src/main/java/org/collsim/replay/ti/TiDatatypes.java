package org.collsim.replay.ti;

/**
 * The sizes of the datatypes SMPI writes in TI traces, by the ids of SimGrid's smpi_datatype.cpp
 * (0 double, 1 int, 2 char, 3 short, 4 long, 5 float, 6 byte, then the fixed-size integer types),
 * for LP64 hosts.
 */
final class TiDatatypes {
    static final int DOUBLE_BYTES = 8;
    /** Bytes per element by id; 0 where the id is not a datatype collsim prices. */
    private static final int[] BYTES = {
        8, 4, 1, 2, 8, 4, 1, 8, 1, 1, 2, 4, 8, 8, 0, 0, 1, 1, 2, 4, 8, 1, 2, 4, 8,
    };

    private TiDatatypes() {
    }

    /** The size of datatype {@code token} of {@code line}. */
    static int bytes(TiLine line, int token) {
        int id = (int) line.integer(token, "a datatype id (0 double, 1 int, 2 char, 3 short, 4 long, 5 float, 6 byte, "
                + "7 long long, ...)", 0, BYTES.length - 1);
        if (BYTES[id] == 0) {
            throw line.error(token, "a datatype of fixed size (not long double or wchar)");
        }
        return BYTES[id];
    }
}
