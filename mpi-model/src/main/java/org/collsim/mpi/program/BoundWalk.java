package org.collsim.mpi.program;

import java.math.BigInteger;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.Function;

/**
 * The one walk of the up-front bounds ({@link ComputeBound}, {@link EventBound}): a lower bound of
 * what one rank does over a statement list, the sum of {@code leaf} over the statements it is sure
 * to run. A loop whose count is known runs its body that many times; an {@code if} whose condition
 * is known runs that branch, else the smaller one counts; a loop of unknown count counts nothing.
 * An expression is known when it is made of literals and, if {@code vars} is given, of
 * {@code rank} and {@code size} (loop variables are never known, so a body is walked once).
 */
record BoundWalk(long[] vars, Function<Stmt, BigInteger> leaf) {
    BigInteger of(List<Stmt> body) {
        BigInteger sum = BigInteger.ZERO;
        for (Stmt s : body) {
            sum = sum.add(of(s));
        }
        return sum;
    }

    BigInteger of(Stmt s) {
        if (s instanceof Stmt.Loop l) {
            OptionalLong count = known(l.count());
            return count.isPresent() && count.getAsLong() > 0
                    ? BigInteger.valueOf(count.getAsLong()).multiply(of(l.body())) : BigInteger.ZERO;
        }
        if (s instanceof Stmt.If i) {
            OptionalLong condition = known(i.condition());
            if (condition.isPresent()) {
                return of(condition.getAsLong() != 0 ? i.then() : i.otherwise());
            }
            return of(i.then()).min(of(i.otherwise()));
        }
        return leaf.apply(s);
    }

    /** The value of {@code e} when it is known before the run (see the class comment). */
    private OptionalLong known(Expr e) {
        if (!closed(e)) {
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(e.eval(vars));
        } catch (ArithmeticException undefined) {
            return OptionalLong.empty(); // the run fails there: nothing after it is sure to run
        }
    }

    private boolean closed(Expr e) {
        if (e instanceof Expr.Var v) {
            return vars != null && v.slot() < Expr.FIRST_LOOP_SLOT;
        }
        if (e instanceof Expr.Unary u) {
            return closed(u.operand());
        }
        return !(e instanceof Expr.Binary b) || closed(b.left()) && closed(b.right()); // else a literal
    }
}
