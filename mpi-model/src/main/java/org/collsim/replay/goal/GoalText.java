package org.collsim.replay.goal;

/**
 * The lexical rules of GOAL text in one place, for the general parser ({@link GoalLexer},
 * {@link GoalParser}) and its fast path ({@link GoalLine}): the limits of numbers and words, and
 * scanners over a byte range that stop at its limit.
 */
final class GoalText {
    /** The longest label or keyword. */
    static final int MAX_WORD_BYTES = 1024;
    /** Digits that cannot overflow a long, so need no range check while they are read. */
    static final int SAFE_DIGITS = 18;
    static final long MAX_RANK = Integer.MAX_VALUE - 1;
    static final long MAX_TAG = Integer.MAX_VALUE;
    /** The highest CPU or NIC number. */
    static final long MAX_UNIT = 255;
    /** The longest calc in ns whose duration in ps fits a long. */
    static final long MAX_CALC_NS = Long.MAX_VALUE / LogGopsParameters.PS_PER_NS;

    private GoalText() {
    }

    static boolean isLetter(int c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    static boolean isDigit(int c) {
        return c >= '0' && c <= '9';
    }

    /** A byte of a label after its first: [a-zA-Z0-9_]. */
    static boolean isWordByte(int c) {
        return isLetter(c) || isDigit(c) || c == '_';
    }

    static boolean isBlank(int c) {
        return c == ' ' || c == '\t';
    }

    /** The end of the blanks (LogGOPSim's WS: spaces and tabs) at {@code b[p, limit)}. */
    static int blanksEnd(byte[] b, int p, int limit) {
        while (p < limit && isBlank(b[p])) {
            p++;
        }
        return p;
    }

    /** The end of the word bytes at {@code b[p, limit)}. */
    static int wordEnd(byte[] b, int p, int limit) {
        while (p < limit && isWordByte(b[p])) {
            p++;
        }
        return p;
    }

    /** The end of the digits at {@code b[p, limit)}. */
    static int digitsEnd(byte[] b, int p, int limit) {
        while (p < limit && isDigit(b[p])) {
            p++;
        }
        return p;
    }

    /** The number written by the digits {@code b[from, to)}, at most {@link #SAFE_DIGITS} of them. */
    static long digitsValue(byte[] b, int from, int to) {
        long value = 0;
        for (int p = from; p < to; p++) {
            value = value * 10 + (b[p] - '0');
        }
        return value;
    }
}
