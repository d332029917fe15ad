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
 * <p>Cost with S = alpha + n*beta + n*gamma: lg p * S for power-of-two p. Otherwise
 * (floor(lg p) + 1) * S + alpha + n*beta (Thakur et al. count the fold and unfold as one step
 * each). Both are exact for every p and n under Hockney's model: the folded ranks start the
 * exchanges exactly one step S late, every step is a perfect matching of equal messages, and
 * lateness spreads one subcube per step, so all ranks end together. An on-time rank's early
 * send to a late rank can tie with the late rank's previous-step partner's send for its
 * receive port; the late one is always queued first, because CollectiveRun starts ranks in
 * rank order (the fold sends of ranks below 2*rem go first at time 0) and FIFO tie-breaking
 * keeps that order along the equal-length event chains. (A sweep of every p up to 300 with
 * five models agreed; ClosedFormTest checks p = 3, 5, 7, 12, 31, 33, 100.)
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

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH allreduce_intra_recursive_doubling.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        PowerOfTwoFold.allreduce(args, rank, schedule, (fold, newRank, tmp) -> {
            for (int mask = 1; mask < fold.pof2(); mask <<= 1) {
                int dst = fold.realRank(newRank ^ mask);
                schedule.send(dst, Buffers.OUT, 0, n);
                schedule.recv(dst, tmp, 0, n);
                schedule.fence();
                if (dst > rank) {
                    schedule.reduce(args.op(), tmp, 0, Buffers.OUT, 0, n);
                } else {
                    schedule.reduceSourceFirst(args.op(), tmp, 0, Buffers.OUT, 0, n);
                }
                schedule.fence();
            }
        });
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long bytes = args.bytes();
        long step = model.transferPs(bytes) + model.gamma().timePs(bytes);
        int lg = IntMath.floorLog2(p);
        if (Integer.bitCount(p) == 1) {
            return OptionalLong.of(lg * step);
        }
        return OptionalLong.of((lg + 1) * step + model.transferPs(bytes));
    }
}
