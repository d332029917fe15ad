package org.collsim.replay.goal;

import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The parser's fast path: one statement line of a rank block, read eight bytes at a time. It finds
 * the line's end first; every word, number and blank run then stops at that "\n", so the line is
 * scanned without bounds checks, labels and keywords are compared as packed longs, and a number of up
 * to eight digits is converted without a loop. It takes the same steps as {@link GoalParser}'s
 * general path (blanks where it skips blanks, literals as prefixes, identifiers longest-first,
 * numbers as digits) but gives up, with nothing consumed, at anything it does not accept: a comment,
 * a blank line, "}", a number of more than {@link GoalText#SAFE_DIGITS} digits or out of range, a
 * line that runs past the window. The general path then reads the line from its start, so it
 * accepts the same lines and reports every error.
 */
final class GoalLine {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGHS = 0x8080808080808080L;
    private static final int OPERATION = 0;
    private static final int REQUIRES = 1;
    private static final int IREQUIRES = 2;
    /** The longest line this path reads; a longer one takes the general path. */
    private static final int LINE_LOOKAHEAD_BYTES = 4096;
    private static final long SEND = key("send");
    private static final long RECV = key("recv");
    private static final long CALC = key("calc");
    private static final long REQUIRES_WORD = key("requires");
    private static final long IREQUIRE_WORD = key("irequire");
    private static final long TO = key("to");
    private static final long FROM = key("from");
    private static final long TAG = key("tag");
    private static final long CPU = key("cpu");
    private static final long NIC = key("nic");
    private static final long ANY = key("-1");

    /** What the line holds: {@link #OPERATION}, {@link #REQUIRES} or {@link #IREQUIRES}. */
    private int form;
    private OpKind kind;
    private long size;
    private int peer;
    private int tag;
    private int cpu;
    private int nic;
    /** The statement's first label (-1 length when an operation has none) and a dependency's second, with their packed heads. */
    private int labelStart;
    private int labelLength;
    private long labelHead;
    private int targetStart;
    private int targetLength;
    private long targetHead;
    /** What the last word or number read was: its packed head, its value. */
    private long word;
    private long value;
    private byte[] b;

    /**
     * Reads the statement at the lexer's position into {@code sink} and {@code labels} when this path
     * takes it and its labels resolve (an operation's label new, a dependency's two defined and
     * different); else consumes nothing and returns false.
     */
    boolean take(GoalLexer in, LabelTable labels, GoalSink sink, long numRanks) throws IOException {
        in.lookAhead(LINE_LOOKAHEAD_BYTES);
        b = in.window();
        int eol = lineEnd(in.position(), in.limit());
        if (eol < 0 || !scan(in.position(), eol, numRanks)) {
            return false;
        }
        if (form == OPERATION) {
            int slot = labelLength < 0 ? -1 : labels.probe(labelHead, b, labelStart, labelLength);
            if (slot >= 0 && labels.holds(slot)) {
                return false; // a label used twice: the general path reports it
            }
            int index = sink.operation(kind, size, peer, tag, cpu, nic);
            if (slot >= 0) {
                labels.put(slot, labelHead, b, labelStart, labelLength, index);
            }
        } else {
            int operation = labels.find(labelHead, b, labelStart, labelLength);
            int dependency = labels.find(targetHead, b, targetStart, targetLength);
            if (operation == LabelTable.ABSENT || dependency == LabelTable.ABSENT || operation == dependency) {
                return false;
            }
            sink.dependency(operation, dependency, form == IREQUIRES);
        }
        in.nextLine(eol + 1);
        return true;
    }

    /**
     * The first "\n" at or after {@code from} when it comes before {@code limit}, within the lookahead
     * and at least eight bytes before the window's end (so that any load up to it stays in the
     * window); else -1.
     */
    private int lineEnd(int from, int limit) {
        int max = Math.min(Math.min(limit, from + LINE_LOOKAHEAD_BYTES), b.length - Long.BYTES);
        for (int q = from; q < max; q += Long.BYTES) {
            long newlines = equalBytes(load(q), '\n');
            if (newlines != 0) {
                int eol = q + (Long.numberOfTrailingZeros(newlines) >>> 3);
                return eol < max ? eol : -1;
            }
        }
        return -1;
    }

    /** Scans the statement at {@code b[from, eol]}; false (and the fields undefined) when the general path must read it. */
    private boolean scan(int from, int eol, long numRanks) {
        int start = blanks(from);
        int p = word(start);
        if (p < 0) {
            return false;
        }
        kind = p - start == 4 ? keyword(word) : null;
        if (kind != null) {
            labelLength = -1;
            form = OPERATION;
            return operation(p, eol, numRanks);
        }
        labelStart = start;
        labelLength = p - start;
        labelHead = word;
        p = blanks(p);
        if (b[p] == ':') {
            p = blanks(p + 1);
            kind = keyword(load(p) & lowBytes(4));
            form = OPERATION;
            return kind != null && operation(p + 4, eol, numRanks);
        }
        long next = load(p);
        if (next == REQUIRES_WORD) {
            form = REQUIRES;
            p += 8;
        } else if (next == IREQUIRE_WORD && b[p + 8] == 's') {
            form = IREQUIRES;
            p += 9;
        } else {
            return false;
        }
        targetStart = blanks(p);
        p = word(targetStart);
        targetLength = p - targetStart;
        targetHead = word;
        return p >= 0 && endOfLine(p, eol);
    }

    private static OpKind keyword(long head) {
        return head == SEND ? OpKind.SEND : head == RECV ? OpKind.RECV : head == CALC ? OpKind.CALC : null;
    }

    private boolean operation(int from, int eol, long numRanks) {
        peer = 0;
        tag = 0;
        int p = blanks(from);
        if (kind == OpKind.CALC) {
            p = number(p, GoalText.MAX_CALC_NS);
            size = value;
        } else {
            p = message(p, numRanks);
        }
        if (p < 0 || (p = option(p, CPU, false)) < 0) {
            return false;
        }
        cpu = (int) value;
        if (kind != OpKind.CALC && (p = option(p, NIC, false)) < 0) {
            return false;
        }
        nic = kind == OpKind.CALC ? 0 : (int) value;
        return endOfLine(p, eol);
    }

    /** A send's or receive's fields up to its tag (sets size, peer, tag); the position after them, or -1. */
    private int message(int from, long numRanks) {
        int p = number(from, Long.MAX_VALUE);
        size = value;
        if (p < 0 || b[p = blanks(p)] != 'b') {
            return -1;
        }
        p = blanks(p + 1);
        long word = kind == OpKind.SEND ? TO : FROM;
        int length = kind == OpKind.SEND ? 2 : 4;
        if ((load(p) & lowBytes(length)) != word) {
            return -1;
        }
        p = blanks(p + length);
        if (kind == OpKind.RECV && (load(p) & lowBytes(2)) == ANY) {
            peer = GoalSink.ANY;
            p += 2;
        } else if ((p = number(p, Math.min(numRanks - 1, GoalText.MAX_RANK))) >= 0) {
            peer = (int) value;
        }
        if (p >= 0 && (p = option(p, TAG, true)) >= 0) {
            tag = (int) value;
        }
        return p;
    }

    /**
     * Blanks and {@code name} (three letters) then its number ("-1" too when {@code any}) into
     * {@link #value}: the position after it; or, when the name does not follow, value 0 and
     * {@code from}; -1 when the name comes without a number.
     */
    private int option(int from, long name, boolean any) {
        int p = blanks(from);
        if ((load(p) & lowBytes(3)) != name) {
            value = 0;
            return from;
        }
        p = blanks(p + 3);
        if (any && (load(p) & lowBytes(2)) == ANY) {
            value = GoalSink.ANY;
            return p + 2;
        }
        return number(p, any ? GoalText.MAX_TAG : GoalText.MAX_UNIT);
    }

    /** The word at {@code p}, [a-zA-Z][a-zA-Z0-9_]* longest, its packed head into {@link #word}: its end, or -1. */
    private int word(int p) {
        long w = load(p);
        if (!GoalText.isLetter(b[p])) {
            return -1;
        }
        int length = Long.numberOfTrailingZeros(nonWordBytes(w)) >>> 3;
        if (length < Long.BYTES) {
            word = w & lowBytes(length);
            return p + length;
        }
        word = w;
        int end = GoalText.wordEnd(b, p + Long.BYTES, b.length); // the line's "\n" ends it
        return end - p <= GoalText.MAX_WORD_BYTES ? end : -1;
    }

    /** The digits at {@code p} as a number up to {@code max} into {@link #value}: their end, or -1. */
    private int number(int p, long max) {
        long w = load(p);
        int digits = Long.numberOfTrailingZeros(~digitBytes(w) & HIGHS) >>> 3;
        if (digits == Long.BYTES) {
            return longNumber(p, max);
        }
        value = digits == 0 ? -1 : eightDigits((w - '0' * ONES) & lowBytes(digits), digits);
        return value >= 0 && value <= max ? p + digits : -1;
    }

    /** {@link #number} of eight digits or more. */
    private int longNumber(int p, long max) {
        int end = GoalText.digitsEnd(b, p, b.length);
        value = end - p <= GoalText.SAFE_DIGITS ? GoalText.digitsValue(b, p, end) : -1;
        return value >= 0 && value <= max ? end : -1;
    }

    private int blanks(int p) {
        while (GoalText.isBlank(b[p])) { // stops at the line's "\n"
            p++;
        }
        return p;
    }

    /** Blanks, then the line's end ("\n" or "\r\n"). */
    private boolean endOfLine(int p, int eol) {
        p = blanks(p);
        return p == eol || (p + 1 == eol && b[p] == '\r');
    }

    private long load(int p) {
        return (long) LONGS.get(b, p);
    }

    /** The low {@code n} bytes (0 to 7) of a long. */
    private static long lowBytes(int n) {
        return (1L << (n << 3)) - 1;
    }

    /** The bytes of {@code w} equal to {@code c}: the high bit of the first is set (and maybe of later ones). */
    private static long equalBytes(long w, int c) {
        long x = w ^ (c * ONES);
        return (x - ONES) & ~x & HIGHS;
    }

    /** The high bit of every byte of {@code w} in [lo, hi], for bytes below 0x80. */
    private static long inRange(long w, int lo, int hi) {
        return (w + (0x80 - lo) * ONES) & ~(w + (0x7f - hi) * ONES) & HIGHS;
    }

    /** The high bit of every byte of {@code w} that is not [a-zA-Z0-9_]. */
    private static long nonWordBytes(long w) {
        long ascii = w & ~HIGHS;
        long words = inRange(ascii | 0x20 * ONES, 'a', 'z') | inRange(ascii, '0', '9') | inRange(ascii, '_', '_');
        return (~words | w) & HIGHS;
    }

    /** The high bit of every byte of {@code w} that is a digit. */
    private static long digitBytes(long w) {
        return inRange(w & ~HIGHS, '0', '9') & ~w;
    }

    /** The number whose {@code n} digits (1 to 7, first lowest) are the low bytes of {@code d}, without a loop. */
    private static long eightDigits(long d, int n) {
        long v = d << ((Long.BYTES - n) << 3); // leading zeros in the low bytes: eight digits, first lowest
        v = (v * 10 + (v >>> 8)) & 0x00ff00ff00ff00ffL;
        v = (v * 100 + (v >>> 16)) & 0x0000ffff0000ffffL;
        return (v * 10_000 + (v >>> 32)) & 0xffffffffL;
    }

    private static long key(String text) {
        long head = 0;
        for (int i = text.length() - 1; i >= 0; i--) {
            head = head << 8 | text.charAt(i);
        }
        return head;
    }
}
