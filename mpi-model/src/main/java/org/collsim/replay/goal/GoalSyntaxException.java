package org.collsim.replay.goal;

/** A GOAL text the parser refuses: where (file, line, column), what was expected and what was found. */
public final class GoalSyntaxException extends Exception {
    private final String source;
    private final long line;
    private final long column;

    public GoalSyntaxException(String source, long line, long column, String expected, String found) {
        super(source + ":" + line + ":" + column + ": expected " + expected + ", found " + found);
        this.source = source;
        this.line = line;
        this.column = column;
    }

    public String source() {
        return source;
    }

    public long line() {
        return line;
    }

    public long column() {
        return column;
    }
}
