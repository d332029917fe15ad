package org.collsim.scenario.program;

import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Expr.BinaryOp;
import org.collsim.mpi.program.Expr.UnaryOp;

/**
 * Compiles an integer expression such as {@code "(rank + 1) % size"} once to an {@link Expr}
 * tree, by precedence climbing over the operators of {@link BinaryOp} (all left-associative),
 * with prefix {@code -} and {@code !}, parentheses, decimal literals and the variables in
 * scope. A small hand-written parser rather than a library: values must stay exact 64-bit
 * integers (no floating point, no silent wrap-around), and errors must say which column.
 * The parser and the tree's evaluation recurse, so the text's length and its nesting of
 * parentheses and prefix operators are bounded: a hostile expression is refused with a
 * message instead of overflowing the stack.
 */
final class ExpressionParser {
    /** Longest expression text; a left-deep sum of this length evaluates in a shallow stack. */
    static final int MAX_CHARS = 1000;
    /** Deepest nesting of parentheses and prefix operators. */
    static final int MAX_NESTING = 64;

    private final String text;
    private final Scope scope;
    private int pos;
    private int nesting;

    private ExpressionParser(String text, Scope scope) {
        this.text = text;
        this.scope = scope;
    }

    static Expr parse(String text, Scope scope) throws ExpressionException {
        if (text.length() > MAX_CHARS) {
            throw new ExpressionException("expected an expression of at most " + MAX_CHARS + " characters, found "
                    + text.length() + " (\"" + text.substring(0, 20) + "...\")", MAX_CHARS + 1);
        }
        ExpressionParser p = new ExpressionParser(text, scope);
        Expr e = p.expression(1);
        p.skipSpace();
        if (p.pos < text.length()) {
            throw p.error("an operator or the end");
        }
        return e;
    }

    private Expr expression(int minPrecedence) throws ExpressionException {
        Expr left = unary();
        while (true) {
            skipSpace();
            BinaryOp op = peekOperator();
            if (op == null || op.precedence() < minPrecedence) {
                return left;
            }
            pos += op.symbol().length();
            left = new Expr.Binary(op, left, expression(op.precedence() + 1));
        }
    }

    /** The binary operator at the cursor, longest spelling first ("<=" before "<"). */
    private BinaryOp peekOperator() {
        BinaryOp best = null;
        for (BinaryOp op : BinaryOp.values()) {
            if (text.startsWith(op.symbol(), pos) && (best == null || op.symbol().length() > best.symbol().length())) {
                best = op;
            }
        }
        return best;
    }

    /** A prefix operator, a parenthesis or a primary; prefixes and parentheses count towards {@link #MAX_NESTING}. */
    private Expr unary() throws ExpressionException {
        skipSpace();
        boolean nests = pos < text.length() && "-!(".indexOf(text.charAt(pos)) >= 0;
        if (nests && ++nesting > MAX_NESTING) {
            throw new ExpressionException("expected at most " + MAX_NESTING + " nested parentheses and prefix operators"
                    + " at column " + (pos + 1) + ", found more", pos + 1);
        }
        Expr e;
        if (pos < text.length() && text.charAt(pos) == '-') {
            pos++;
            e = new Expr.Unary(UnaryOp.NEG, unary());
        } else if (pos < text.length() && text.charAt(pos) == '!' && !text.startsWith("!=", pos)) {
            pos++;
            e = new Expr.Unary(UnaryOp.NOT, unary());
        } else {
            e = primary();
        }
        if (nests) {
            nesting--;
        }
        return e;
    }

    private Expr primary() throws ExpressionException {
        if (pos >= text.length()) {
            throw error("a number, a variable or \"(\"");
        }
        char c = text.charAt(pos);
        if (c == '(') {
            pos++;
            Expr inner = expression(1);
            skipSpace();
            if (pos >= text.length() || text.charAt(pos) != ')') {
                throw error("\")\"");
            }
            pos++;
            return inner;
        }
        if (Character.isDigit(c)) {
            return number();
        }
        if (Character.isLetter(c) || c == '_') {
            return variable();
        }
        throw error("a number, a variable or \"(\"");
    }

    private Expr number() throws ExpressionException {
        int start = pos;
        while (pos < text.length() && Character.isDigit(text.charAt(pos))) {
            pos++;
        }
        try {
            return new Expr.Const(Long.parseLong(text.substring(start, pos)));
        } catch (NumberFormatException e) {
            pos = start;
            throw error("an integer of at most " + Long.MAX_VALUE);
        }
    }

    private Expr variable() throws ExpressionException {
        int start = pos;
        while (pos < text.length() && (Character.isLetterOrDigit(text.charAt(pos)) || text.charAt(pos) == '_')) {
            pos++;
        }
        String name = text.substring(start, pos);
        int slot = scope.slotOf(name);
        if (slot < 0) {
            pos = start;
            throw new ExpressionException("unknown variable \"" + name + "\" (in scope: "
                    + String.join(", ", scope.names()) + ")", start + 1);
        }
        return new Expr.Var(name, slot);
    }

    private void skipSpace() {
        while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
            pos++;
        }
    }

    private ExpressionException error(String expected) {
        String found = pos >= text.length() ? "the end" : "\"" + text.charAt(pos) + "\"";
        return new ExpressionException("expected " + expected + " at column " + (pos + 1) + ", found " + found, pos + 1);
    }
}
