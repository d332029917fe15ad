package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling allreduce (MPICH {@code allreduce_intra_recursive_doubling}). Any p.
 * <ol>
 * <li>Copy IN to OUT.</li>
 * <li>If p is not a power of two, fold to pof2 ranks ({@link PowerOfTwoFold}): the first
 * 2*rem ranks pair up, even into odd.</li>
 * <li>For mask = 1, 2, .. pof2/2: exchange the whole vector with new rank XOR mask, then
 * reduce the received vector into OUT.</li>
 * <li>Unfold: the odd ranks below 2*rem send the result to their even neighbour.</li>
 * </ol>
 * <p>Cost with S = alpha + n*beta + n*gamma: lg p * S for power-of-two p, exact. Otherwise
 * (floor(lg p) + 1) * S + alpha + n*beta: the folded ranks start the exchanges exactly one step
 * S late, and their lateness spreads one subcube per step. That is exact unless some step j &gt;=
 * 1 has an on-time rank send to a late rank at the very instant the late rank's step j-1
 * partner does (then the order of the two sends on its receive port decides); see
 * {@link #lateSendsCollide}.
 */
public final class RecursiveDoublingAllreduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH allreduce_intra_recursive_doubling.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        if (args.ranks() == 1) {
            return;
        }
        int tmp = schedule.tmp(n);
        PowerOfTwoFold fold = new PowerOfTwoFold(args.ranks());
        fold.fold(rank, n, tmp, schedule);
        int newRank = fold.newRank(rank);
        if (newRank != PowerOfTwoFold.OUT_OF_CORE) {
            for (int mask = 1; mask < fold.pof2(); mask <<= 1) {
                int dst = fold.realRank(newRank ^ mask);
                schedule.send(dst, Buffers.OUT, 0, n).recv(dst, tmp, 0, n).fence()
                        .reduce(tmp, 0, Buffers.OUT, 0, n).fence();
            }
        }
        fold.unfold(rank, n, schedule);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long bytes = args.bytes();
        long step = model.transferPs(bytes) + bytes * model.gammaPsPerByte();
        int lg = IntMath.floorLog2(p);
        if (Integer.bitCount(p) == 1) {
            return OptionalLong.of(lg * step);
        }
        if (lateSendsCollide(p)) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((lg + 1) * step + model.transferPs(bytes));
    }

    /**
     * True when, for non-power-of-two p, some step j &gt;= 1 pairs an on-time new rank X with a
     * late new rank Z whose step j-1 partner W is late too (late = below rem, or having met a
     * late rank). X's subcube of 2^j new ranks starting at g + 2^j must be all on time
     * (g + 2^j &gt;= rem) while Z and W, in the two halves of [g, g + 2^j), are both late
     * (g + 2^(j-1) &lt; rem); g is a multiple of 2^(j+1).
     */
    static boolean lateSendsCollide(int p) {
        int pof2 = IntMath.powerOfTwoBelow(p);
        int rem = p - pof2;
        for (int span = 2; span < pof2; span <<= 1) {
            int g = (rem - 1) / (2 * span) * (2 * span);
            if (g + span / 2 < rem && rem <= g + span) {
                return true;
            }
        }
        return false;
    }
}
