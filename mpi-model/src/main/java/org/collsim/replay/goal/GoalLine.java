package org.collsim.replay.goal;

/**
 * The parser's fast path: one statement line of a rank block scanned over the lexer's window with
 * plain loops, taking the same steps as {@link GoalParser}'s general path (blanks where it skips
 * blanks, literals as prefixes, identifiers longest-first, numbers as digits) but giving up, with
 * nothing consumed, at anything it does not accept: a comment, a blank line, "}", a number of more
 * than 18 digits or out of range, a line that runs past the window or ends the file. The general
 * path then reads the line from its start, so it accepts the same lines and reports every error.
 */
final class GoalLine {
    private static final int OPERATION = 0;
    private static final int REQUIRES = 1;
    private static final int IREQUIRES = 2;
    private static final int SAFE_DIGITS = 18;
    /** The bytes a statement line is looked for in; a longer line takes the general path. */
    private static final int LINE_LOOKAHEAD_BYTES = 4096;
    private static final byte[] SEND = {'s', 'e', 'n', 'd'};
    private static final byte[] RECV = {'r', 'e', 'c', 'v'};
    private static final byte[] CALC = {'c', 'a', 'l', 'c'};
    private static final byte[] TO = {'t', 'o'};
    private static final byte[] FROM = {'f', 'r', 'o', 'm'};
    private static final byte[] ANY = {'-', '1'};
    private static final byte[] TAG = {'t', 'a', 'g'};
    private static final byte[] CPU = {'c', 'p', 'u'};
    private static final byte[] NIC = {'n', 'i', 'c'};
    private static final byte[] REQUIRES_WORD = "requires".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    private static final byte[] IREQUIRES_WORD = "irequires".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

    /** What the line holds: {@link #OPERATION}, {@link #REQUIRES} or {@link #IREQUIRES}. */
    private int form;
    private OpKind kind;
    private long size;
    private int peer;
    private int tag;
    private int cpu;
    private int nic;
    /** The statement's first label (-1 length when an operation has none) and a dependency's second. */
    private int labelStart;
    private int labelLength;
    private int targetStart;
    private int targetLength;
    /** Where the next line starts. */
    private int end;

    private byte[] b;
    private int p;
    private int limit;

    /**
     * Reads the statement at the lexer's position into {@code sink} and {@code labels} when this path
     * takes it and its labels resolve (an operation's label new, a dependency's two defined and
     * different); else consumes nothing and returns false.
     */
    boolean take(GoalLexer in, LabelTable labels, GoalSink sink, long numRanks) throws java.io.IOException {
        in.lookAhead(LINE_LOOKAHEAD_BYTES);
        byte[] text = in.window();
        if (!scan(text, in.position(), in.limit(), numRanks)) {
            return false;
        }
        if (form == OPERATION) {
            if (labelLength >= 0 && labels.find(text, labelStart, labelLength) != LabelTable.ABSENT) {
                return false; // a label used twice: the general path reports it
            }
            int index = sink.operation(kind, size, peer, tag, cpu, nic);
            if (labelLength >= 0) {
                labels.add(text, labelStart, labelLength, index);
            }
        } else {
            int operation = labels.find(text, labelStart, labelLength);
            int dependency = labels.find(text, targetStart, targetLength);
            if (operation == LabelTable.ABSENT || dependency == LabelTable.ABSENT || operation == dependency) {
                return false;
            }
            sink.dependency(operation, dependency, form == IREQUIRES);
        }
        in.nextLine(end);
        return true;
    }

    /** Scans the statement at {@code buf[from, limit)}; false (and the fields undefined) when the general path must read it. */
    private boolean scan(byte[] buf, int from, int windowLimit, long numRanks) {
        b = buf;
        p = from;
        limit = windowLimit;
        blanks();
        int start = p;
        int length = identifier();
        if (length <= 0) {
            return false;
        }
        kind = keyword(start, length);
        if (kind != null) {
            labelLength = -1;
            form = OPERATION;
            return operation(numRanks);
        }
        labelStart = start;
        labelLength = length;
        blanks();
        if (literal((byte) ':')) {
            blanks();
            kind = literal(SEND) ? OpKind.SEND : literal(RECV) ? OpKind.RECV : literal(CALC) ? OpKind.CALC : null;
            form = OPERATION;
            return kind != null && operation(numRanks);
        }
        form = literal(REQUIRES_WORD) ? REQUIRES : literal(IREQUIRES_WORD) ? IREQUIRES : -1;
        if (form < 0) {
            return false;
        }
        blanks();
        targetStart = p;
        targetLength = identifier();
        return targetLength > 0 && endOfLine();
    }

    private OpKind keyword(int start, int length) {
        if (length != 4) {
            return null;
        }
        return equal(start, SEND) ? OpKind.SEND : equal(start, RECV) ? OpKind.RECV : equal(start, CALC) ? OpKind.CALC : null;
    }

    private boolean operation(long numRanks) {
        blanks();
        peer = 0;
        tag = 0;
        cpu = 0;
        nic = 0;
        if (kind == OpKind.CALC) {
            size = number(Long.MAX_VALUE / 1000);
            return size >= 0 && (!blanksThen(CPU) || (cpu = unit()) >= 0) && endOfLine();
        }
        size = number(Long.MAX_VALUE);
        blanks();
        if (size < 0 || !literal((byte) 'b')) {
            return false;
        }
        blanks();
        if (!literal(kind == OpKind.SEND ? TO : FROM)) {
            return false;
        }
        blanks();
        if (kind == OpKind.RECV && literal(ANY)) {
            peer = GoalSink.ANY;
        } else if ((peer = (int) number(Math.min(numRanks - 1, Integer.MAX_VALUE - 1))) < 0) {
            return false;
        }
        if (blanksThen(TAG)) {
            blanks();
            if (literal(ANY)) {
                tag = GoalSink.ANY;
            } else if ((tag = (int) number(Integer.MAX_VALUE)) < 0) {
                return false;
            }
        }
        return (!blanksThen(CPU) || (cpu = unit()) >= 0) && (!blanksThen(NIC) || (nic = unit()) >= 0) && endOfLine();
    }

    private int unit() {
        blanks();
        return (int) number(255);
    }

    /** Digits as a number up to {@code max}; -1 when there are none, more than 18 or the value exceeds max. */
    private long number(long max) {
        int q = p;
        long value = 0;
        for (int digit; q < limit && (digit = b[q] - '0') >= 0 && digit <= 9; q++) {
            value = value * 10 + digit;
        }
        int digits = q - p;
        p = q;
        return digits == 0 || digits > SAFE_DIGITS || value > max ? -1 : value;
    }

    /** [a-zA-Z][a-zA-Z0-9_]*, longest; its length, or 0 (no letter here, or it reaches the window's end or the lexer's limit). */
    private int identifier() {
        int q = p;
        if (q >= limit || !GoalLexer.isLetter(b[q])) {
            return 0;
        }
        for (int c; q < limit && (GoalLexer.isLetter(c = b[q]) || (c >= '0' && c <= '9') || c == '_'); q++) {
            // the word's characters
        }
        int length = q - p;
        p = q;
        return q < limit && length <= GoalLexer.MAX_WORD_BYTES ? length : 0;
    }

    private void blanks() {
        int q = p;
        while (q < limit && (b[q] == ' ' || b[q] == '\t')) {
            q++;
        }
        p = q;
    }

    private boolean blanksThen(byte[] text) {
        blanks();
        return literal(text);
    }

    private boolean literal(byte c) {
        if (p < limit && b[p] == c) {
            p++;
            return true;
        }
        return false;
    }

    private boolean literal(byte[] text) {
        if (p + text.length > limit || !equal(p, text)) {
            return false;
        }
        p += text.length;
        return true;
    }

    private boolean equal(int at, byte[] text) {
        for (int i = 0; i < text.length; i++) {
            if (b[at + i] != text[i]) {
                return false;
            }
        }
        return true;
    }

    /** Blanks, then "\n" or "\r\n" (the end of the file is left to the general path); sets {@link #end}. */
    private boolean endOfLine() {
        blanks();
        int q = p;
        if (q < limit && b[q] == '\r') {
            q++;
        }
        if (q < limit && b[q] == '\n') {
            end = q + 1;
            return true;
        }
        return false;
    }
}
