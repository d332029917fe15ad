package org.collsim.mpi.program;

/**
 * An integer expression compiled once to a tree and evaluated per rank. Arithmetic is on
 * {@code long} and exact: overflow and division by zero raise {@link ArithmeticException}
 * (the interpreter reports them as MPI_ERR_ARG with the rank and the statement) instead of
 * wrapping or rounding; that exactness is why programs use this small tree rather than a
 * scripting or floating-point expression library. {@code /} and {@code %} are floor division
 * and floor modulo, so {@code (rank - 1) % size} is the left neighbour of rank 0.
 * Comparisons and logical operators give 1 (true) or 0 (false).
 */
public sealed interface Expr permits Expr.Const, Expr.Var, Expr.Unary, Expr.Binary {
    /** Variable slot of {@code rank} (the world rank). */
    int RANK_SLOT = 0;
    /** Variable slot of {@code size} (the world size). */
    int SIZE_SLOT = 1;
    /** First slot of loop variables. */
    int FIRST_LOOP_SLOT = 2;

    /** The value for the variables {@code vars} (indexed by slot). */
    long eval(long[] vars);

    /** An integer literal. */
    record Const(long value) implements Expr {
        @Override
        public long eval(long[] vars) {
            return value;
        }

        @Override
        public String toString() {
            return Long.toString(value);
        }
    }

    /** A variable, resolved to its slot when the program is parsed. */
    record Var(String name, int slot) implements Expr {
        @Override
        public long eval(long[] vars) {
            return vars[slot];
        }

        @Override
        public String toString() {
            return name;
        }
    }

    /** Prefix operators. */
    enum UnaryOp { NEG, NOT }

    record Unary(UnaryOp op, Expr operand) implements Expr {
        @Override
        public long eval(long[] vars) {
            long v = operand.eval(vars);
            return op == UnaryOp.NEG ? Math.negateExact(v) : truth(v == 0);
        }

        @Override
        public String toString() {
            return (op == UnaryOp.NEG ? "-" : "!") + operand;
        }
    }

    /** Binary operators with their spelling and precedence (higher binds tighter). */
    enum BinaryOp {
        OR("||", 1), AND("&&", 2), EQ("==", 3), NE("!=", 3), LT("<", 4), LE("<=", 4), GT(">", 4), GE(">=", 4),
        ADD("+", 5), SUB("-", 5), MUL("*", 6), DIV("/", 6), MOD("%", 6);

        private final String symbol;
        private final int precedence;

        BinaryOp(String symbol, int precedence) {
            this.symbol = symbol;
            this.precedence = precedence;
        }

        public String symbol() {
            return symbol;
        }

        public int precedence() {
            return precedence;
        }

        long apply(long a, long b) {
            return switch (this) {
                case OR -> truth(a != 0 || b != 0);
                case AND -> truth(a != 0 && b != 0);
                case EQ -> truth(a == b);
                case NE -> truth(a != b);
                case LT -> truth(a < b);
                case LE -> truth(a <= b);
                case GT -> truth(a > b);
                case GE -> truth(a >= b);
                case ADD -> Math.addExact(a, b);
                case SUB -> Math.subtractExact(a, b);
                case MUL -> Math.multiplyExact(a, b);
                case DIV -> divide(a, b);
                case MOD -> Math.floorMod(a, b);
            };
        }

        private static long divide(long a, long b) {
            if (a == Long.MIN_VALUE && b == -1) {
                throw new ArithmeticException("long overflow");
            }
            return Math.floorDiv(a, b);
        }
    }

    record Binary(BinaryOp op, Expr left, Expr right) implements Expr {
        @Override
        public long eval(long[] vars) {
            long a = left.eval(vars);
            if (op == BinaryOp.AND && a == 0 || op == BinaryOp.OR && a != 0) {
                return truth(a != 0); // short-circuit, as in C
            }
            return op.apply(a, right.eval(vars));
        }

        @Override
        public String toString() {
            return "(" + left + " " + op.symbol() + " " + right + ")";
        }
    }

    private static long truth(boolean b) {
        return b ? 1 : 0;
    }
}
