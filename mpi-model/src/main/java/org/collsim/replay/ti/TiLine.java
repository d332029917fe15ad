package org.collsim.replay.ti;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a TI trace split into tokens at spaces and tabs (as SimGrid's replay reader splits it),
 * each with its 1-based column, and typed access to them that fails with file:line:column.
 */
final class TiLine {
    private final String source;
    private final long lineNumber;
    private final String text;
    private final List<String> tokens = new ArrayList<>();
    private final List<Integer> columns = new ArrayList<>();

    TiLine(String source, long lineNumber, String text) {
        this.source = source;
        this.lineNumber = lineNumber;
        this.text = text;
        int i = 0;
        while (i < text.length()) {
            while (i < text.length() && isBlank(text.charAt(i))) {
                i++;
            }
            int start = i;
            while (i < text.length() && !isBlank(text.charAt(i))) {
                i++;
            }
            if (i > start) {
                tokens.add(text.substring(start, i));
                columns.add(start + 1);
            }
        }
    }

    private static boolean isBlank(char c) {
        return c == ' ' || c == '\t' || c == '\r';
    }

    boolean isEmpty() {
        return tokens.isEmpty();
    }

    int size() {
        return tokens.size();
    }

    String token(int i) {
        return tokens.get(i);
    }

    /** "trace.ti:12", the path a statement made from this line carries. */
    String where() {
        return source + ":" + lineNumber;
    }

    TiSyntaxException error(int i, String expected) {
        String found = i < tokens.size() ? "\"" + tokens.get(i) + "\"" : "the end of the line";
        int column = i < tokens.size() ? columns.get(i) : text.stripTrailing().length() + 1;
        return new TiSyntaxException(source, lineNumber, column, expected, found);
    }

    /** Fails unless the line has from {@code min} to {@code max} tokens after the rank and the action. */
    void arguments(int min, int max, String what) {
        int args = tokens.size() - 2;
        if (args < min) {
            throw error(tokens.size(), what);
        }
        if (args > max) {
            throw error(2 + max, "the end of the line after " + what);
        }
    }

    /** A whole number from {@code min} to {@code max}. */
    long integer(int i, String what, long min, long max) {
        try {
            long v = Long.parseLong(token(i));
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException | IndexOutOfBoundsException e) {
            // reported below
        }
        throw error(i, what + " (an integer from " + min + " to " + max + ")");
    }

    /** A non-negative decimal number ("1024", "1e6", "0.5"), as SimGrid's parse_double reads it. */
    BigDecimal decimal(int i, String what) {
        try {
            if (token(i).length() <= 64) {
                BigDecimal v = new BigDecimal(token(i));
                if (v.signum() >= 0 && Math.abs(v.scale()) <= 64) {
                    return v;
                }
            }
        } catch (NumberFormatException | IndexOutOfBoundsException e) {
            // reported below
        }
        throw error(i, what + " (a non-negative number)");
    }

    /** A count of elements: a non-negative whole number, written as SimGrid writes doubles ("1024", "1e+06"). */
    long count(int i, String what) {
        BigDecimal v = decimal(i, what);
        try {
            return v.stripTrailingZeros().longValueExact();
        } catch (ArithmeticException e) {
            throw error(i, what + " (a whole number of elements)");
        }
    }
}
