package org.collsim.mpi.coll.allreduce;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * MPICH's reduction to a power of two for allreduce (shared by recursive doubling and
 * Rabenseifner; the rank mapping is also that of reduce_scatter's recursive halving): with pof2 the largest power of two &lt;= p and rem = p - pof2, each even rank
 * below 2*rem sends its whole vector to rank + 1, which reduces it and takes part in the
 * power-of-two algorithm under the new rank rank/2; ranks from 2*rem on take new rank
 * rank - rem; the even ranks wait and get the result from rank + 1 at the end.
 */
public final class PowerOfTwoFold {
    /** New rank of a rank that sits out the power-of-two part. */
    public static final int OUT_OF_CORE = -1;

    private final int rem;
    private final int pof2;

    /** The power-of-two part of an allreduce, built on the ranks that take part in it. */
    @FunctionalInterface
    interface Core {
        /** {@code tmp} is a scratch buffer of the whole count; the result must end in OUT. */
        void build(PowerOfTwoFold fold, int newRank, int tmp);
    }

    /**
     * An allreduce of any rank count around a power-of-two {@code core}: IN copied to OUT, the
     * extra ranks folded in, the core run by the new ranks, the result sent back to the folded ones.
     */
    static void allreduce(CollArgs args, int rank, ScheduleBuilder schedule, Core core) {
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        if (args.ranks() == 1) {
            return;
        }
        int tmp = schedule.tmp(n);
        PowerOfTwoFold fold = new PowerOfTwoFold(args.ranks());
        fold.fold(rank, args, tmp, schedule);
        int newRank = fold.newRank(rank);
        if (newRank != OUT_OF_CORE) {
            core.build(fold, newRank, tmp);
        }
        fold.unfold(rank, n, schedule);
    }

    public PowerOfTwoFold(int ranks) {
        this.pof2 = IntMath.powerOfTwoBelow(ranks);
        this.rem = ranks - pof2;
    }

    public int pof2() {
        return pof2;
    }

    /** The rank in the power-of-two part, or {@link #OUT_OF_CORE}. */
    public int newRank(int rank) {
        if (rank < 2 * rem) {
            return rank % 2 == 0 ? OUT_OF_CORE : rank / 2;
        }
        return rank - rem;
    }

    /** The real rank of a rank of the power-of-two part. */
    public int realRank(int newRank) {
        return newRank < rem ? 2 * newRank + 1 : newRank + rem;
    }

    /**
     * Pre-step: OUT already holds the rank's input; even ranks below 2*rem send it to rank + 1,
     * which receives into {@code tmp} and reduces into OUT, its partner's data first (rank order).
     * Ends with a fence.
     */
    void fold(int rank, CollArgs args, int tmp, ScheduleBuilder schedule) {
        long n = args.count();
        if (rank >= 2 * rem) {
            return;
        }
        if (rank % 2 == 0) {
            schedule.send(rank + 1, Buffers.OUT, 0, n);
            schedule.fence();
        } else {
            schedule.recv(rank - 1, tmp, 0, n);
            schedule.fence();
            schedule.reduceSourceFirst(args.op(), tmp, 0, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }

    /** Post-step: odd ranks below 2*rem send the result to rank - 1. */
    void unfold(int rank, long n, ScheduleBuilder schedule) {
        if (rank >= 2 * rem) {
            return;
        }
        if (rank % 2 == 0) {
            schedule.recv(rank + 1, Buffers.OUT, 0, n);
            schedule.fence();
        } else {
            schedule.send(rank - 1, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }
}
