package org.collsim.scenario.program;

/** An expression that does not parse: what was expected, what was found and where (a 1-based column). */
final class ExpressionException extends Exception {
    private final int column;

    ExpressionException(String message, int column) {
        super(message);
        this.column = column;
    }

    int column() {
        return column;
    }
}
