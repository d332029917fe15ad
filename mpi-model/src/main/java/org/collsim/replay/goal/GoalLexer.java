package org.collsim.replay.goal;

import java.io.IOException;
import java.io.InputStream;

/**
 * The characters of a GOAL text, read once through a fixed window: the primitives LogGOPSim's
 * scanner is built from (blanks, literals matched as prefixes, unsigned integers, identifiers
 * matched longest-first), with the line and column of every position for error messages.
 */
final class GoalLexer {
    static final int EOF = -1;
    private static final int WINDOW_BYTES = 1 << 16;

    private final InputStream in;
    private final String source;
    private final byte[] buf;
    private int pos;
    private int limit;
    private long line = 1;
    /** Bytes taken from the stream before buf[0], and the stream offset where the current line starts. */
    private long bufferStart;
    private long lineStart;
    private long bytesRead;
    /** The stream has ended: what is in the window is all there is. */
    private boolean drained;
    final byte[] word = new byte[GoalText.MAX_WORD_BYTES];
    int wordLength;

    GoalLexer(InputStream in, String source) {
        this.in = in;
        this.source = source;
        this.buf = new byte[WINDOW_BYTES];
    }

    /** The text {@code text[0, length)}, read in place (the lexer may move its bytes): a part of a file. */
    GoalLexer(byte[] text, int length, String source) {
        this.in = InputStream.nullInputStream();
        this.source = source;
        this.buf = text;
        this.limit = length;
        this.bytesRead = length;
        this.drained = true;
    }

    long line() {
        return line;
    }

    long column() {
        return bufferStart + pos - lineStart + 1;
    }

    /** Bytes taken from the stream so far (for progress). */
    long bytesRead() {
        return bytesRead;
    }

    /** The window: {@link #position()} to {@link #limit()} are readable. */
    byte[] window() {
        return buf;
    }

    int position() {
        return pos;
    }

    int limit() {
        return limit;
    }

    /** Makes {@code bytes} bytes from here readable in the window, or all that is left of the text. */
    void lookAhead(int bytes) throws IOException {
        if (limit - pos < bytes && !drained) {
            fill(bytes);
        }
    }

    /** Moves to {@code lineEnd}, the start of the next line (the line scanned in the window ends there). */
    void nextLine(int lineEnd) {
        pos = lineEnd;
        line++;
        lineStart = bufferStart + pos;
    }

    /** The byte {@code ahead} positions on, or {@link #EOF}; ahead is less than the window. */
    int peek(int ahead) throws IOException {
        if (pos + ahead >= limit && !fill(ahead + 1)) {
            return EOF;
        }
        return buf[pos + ahead] & 0xff;
    }

    int peek() throws IOException {
        return pos < limit ? buf[pos] & 0xff : peek(0);
    }

    /** Moves past the character here (any, a newline included). */
    void advance() throws IOException {
        boolean newline = peek() == '\n';
        pos++;
        if (newline) {
            line++;
            lineStart = bufferStart + pos;
        }
    }

    /** Skips spaces and tabs (LogGOPSim's WS). */
    void blanks() throws IOException {
        do {
            pos = GoalText.blanksEnd(buf, pos, limit);
        } while (pos == limit && fill(1));
    }

    /** Consumes {@code text} if the input starts with it here (a prefix: "tag5" is "tag" then 5). */
    boolean literal(String text) throws IOException {
        int n = text.length();
        if (pos + n > limit && !fill(n)) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (buf[pos + i] != text.charAt(i)) {
                return false;
            }
        }
        pos += n;
        return true;
    }

    /** An end of line ("\n" or "\r\n"), or the end of the file, which ends the last line. */
    boolean endOfLine() throws IOException {
        int c = peek();
        if (c == EOF) {
            return true;
        }
        if (c == '\r' && peek(1) == '\n') {
            advance();
            c = '\n';
        }
        if (c == '\n') {
            advance();
            return true;
        }
        return false;
    }

    boolean atDigit() throws IOException {
        return GoalText.isDigit(peek());
    }

    /** Digits as an unsigned number, or -1 when there are none; -2 when it exceeds {@code max}. */
    long unsigned(long max) throws IOException {
        long value = 0;
        int digits = 0;
        boolean tooLarge = false;
        while (true) {
            int p = pos;
            for (int digit; p < limit && GoalText.isDigit(digit = buf[p]); p++, digits++) {
                digit -= '0';
                if (digits < GoalText.SAFE_DIGITS) {
                    value = value * 10 + digit;
                } else if (value > (max - digit) / 10) {
                    tooLarge = true; // checked only past 18 digits: a long holds any 18-digit number
                } else {
                    value = value * 10 + digit;
                }
            }
            pos = p;
            if (p < limit || !fill(1)) {
                break;
            }
        }
        return digits == 0 ? -1 : tooLarge || value > max ? -2 : value;
    }

    /** [a-zA-Z][a-zA-Z0-9_]* into {@link #word}, longest match; false when no letter is here. */
    boolean identifier() throws IOException, GoalSyntaxException {
        if (!GoalText.isLetter(peek())) {
            return false;
        }
        wordLength = 0;
        do {
            int end = GoalText.wordEnd(buf, pos, limit);
            if (wordLength + end - pos > GoalText.MAX_WORD_BYTES) {
                pos += GoalText.MAX_WORD_BYTES - wordLength;
                throw error("a label of at most " + GoalText.MAX_WORD_BYTES + " characters", "a longer one");
            }
            System.arraycopy(buf, pos, word, wordLength, end - pos);
            wordLength += end - pos;
            pos = end;
        } while (pos == limit && fill(1));
        return true;
    }

    boolean wordIs(String keyword) {
        if (wordLength != keyword.length()) {
            return false;
        }
        for (int i = 0; i < wordLength; i++) {
            if (word[i] != keyword.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    String wordText() {
        return new String(word, 0, wordLength, java.nio.charset.StandardCharsets.US_ASCII);
    }

    /** "\"x\"", "end of line" or "end of file" for the character here. */
    String describeHere() throws IOException {
        int c = peek();
        if (c == EOF) {
            return "end of file";
        }
        if (c == '\n' || c == '\r') {
            return "end of line";
        }
        return c >= 0x20 && c < 0x7f ? "\"" + (char) c + "\"" : String.format("byte 0x%02x", c);
    }

    /** Skips blanks, then consumes {@code text} if it follows. */
    boolean blanksThen(String text) throws IOException {
        blanks();
        return literal(text);
    }

    GoalSyntaxException errorAt(long atLine, long atColumn, String expected, String found) {
        return new GoalSyntaxException(source, atLine, atColumn, expected, found);
    }

    GoalSyntaxException error(String expected, String found) {
        return new GoalSyntaxException(source, line, column(), expected, found);
    }

    GoalSyntaxException errorHere(String expected) throws IOException {
        return error(expected, describeHere());
    }

    private boolean fill(int needed) throws IOException {
        if (pos > 0) {
            System.arraycopy(buf, pos, buf, 0, limit - pos);
            limit -= pos;
            bufferStart += pos;
            pos = 0;
        }
        while (limit < needed) {
            int n = in.read(buf, limit, buf.length - limit);
            if (n < 0) {
                drained = true;
                return false;
            }
            limit += n;
            bytesRead += n;
        }
        return true;
    }
}
