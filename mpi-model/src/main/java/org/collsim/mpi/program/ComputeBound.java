package org.collsim.mpi.program;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The compute time every rank of a program must spend, known before it runs, so that a program
 * that cannot fit in virtual time (or in its max_simulated) is refused up front. Every rank runs
 * the top-level statements in order; a loop whose count is a constant runs its body that many
 * times; an {@code if} runs one of its branches, so it counts the smaller ({@link BoundWalk}
 * without the rank); a loop whose count depends on the rank, and every other statement, count
 * nothing. A rank's computes are CPU time one after the other on its own timeline, so their sum is
 * a lower bound of the rank's end.
 */
public final class ComputeBound {
    private static final BoundWalk EVERY_RANK = new BoundWalk(null,
            s -> s instanceof Stmt.Compute c ? BigInteger.valueOf(c.durationPs()) : BigInteger.ZERO);

    private ComputeBound() {
    }

    /** Where the bound first passes a limit: the top-level statement, and the compute up to and including it. */
    public record Crossing(String path, BigInteger computePs) {
    }

    /** The first top-level statement after which every rank has computed more than {@code limitPs}, or empty. */
    public static Optional<Crossing> firstPast(List<Stmt> body, long limitPs) {
        BigInteger sum = BigInteger.ZERO;
        BigInteger limit = BigInteger.valueOf(limitPs);
        for (Stmt s : body) {
            sum = sum.add(EVERY_RANK.of(s));
            if (sum.compareTo(limit) > 0) {
                return Optional.of(new Crossing(s.path(), sum));
            }
        }
        return Optional.empty();
    }
}
