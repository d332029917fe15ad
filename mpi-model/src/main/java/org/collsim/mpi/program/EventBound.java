package org.collsim.mpi.program;

import java.math.BigInteger;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The events a program fires at least, known before it runs, so that a program past its
 * max_events is refused up front instead of running until the limit stops it (a loop of
 * nonblocking calls may put millions of events on the queue within one event). Each rank's
 * statements are walked with its {@code rank} and {@code size} known ({@link BoundWalk}): every
 * send and one-sided access fires at least its injection, its arrival and its completion, every
 * compute and collective call at least its completion, the rest nothing counted.
 */
public final class EventBound {
    /** Ranks walked one by one; above this many, this many drawn at random stand for all (their mean, scaled). */
    static final int SAMPLED_RANKS = 4096;
    /** A message's injection, arrival and completion. */
    private static final BigInteger PER_MESSAGE = BigInteger.valueOf(3);

    private EventBound() {
    }

    /** The events of one run of {@code program} on {@code ranks} ranks; {@link Long#MAX_VALUE} past a long. */
    public static long events(Program program, int ranks) {
        int samples = Math.min(ranks, SAMPLED_RANKS);
        SplittableRandom random = new SplittableRandom(ranks);
        long[] vars = new long[program.variableSlots()];
        vars[Expr.SIZE_SLOT] = ranks;
        BigInteger sum = BigInteger.ZERO;
        for (int i = 0; i < samples; i++) {
            vars[Expr.RANK_SLOT] = samples == ranks ? i : random.nextInt(ranks);
            sum = sum.add(new BoundWalk(vars, EventBound::leaf).of(program.body()));
        }
        BigInteger total = sum.multiply(BigInteger.valueOf(ranks)).divide(BigInteger.valueOf(samples));
        return total.bitLength() < Long.SIZE ? total.longValueExact() : Long.MAX_VALUE;
    }

    /**
     * The events of one run of {@code perRank} (a trace's programs, rank i running the i-th), each
     * walked whole with its own rank: a bounded scan, as long as the trace; {@link Long#MAX_VALUE}
     * past a long.
     */
    public static long events(List<Program> perRank) {
        BigInteger sum = BigInteger.ZERO;
        for (int rank = 0; rank < perRank.size(); rank++) {
            long[] vars = new long[perRank.get(rank).variableSlots()];
            vars[Expr.RANK_SLOT] = rank;
            vars[Expr.SIZE_SLOT] = perRank.size();
            sum = sum.add(new BoundWalk(vars, EventBound::leaf).of(perRank.get(rank).body()));
        }
        return sum.bitLength() < Long.SIZE ? sum.longValueExact() : Long.MAX_VALUE;
    }

    private static BigInteger leaf(Stmt s) {
        if (s instanceof Stmt.PointToPoint p && p.verb().sends() && !p.verb().persistent() || s instanceof Stmt.Rma) {
            return PER_MESSAGE;
        }
        return s instanceof Stmt.Compute || s instanceof Stmt.Collective ? BigInteger.ONE : BigInteger.ZERO;
    }
}
