package org.collsim.mpi.coll.barrier;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Binomial barrier: gather to rank 0 up a binomial tree, release down it (Open MPI
 * {@code ompi_coll_base_barrier_intra_tree}). Any p.
 * <ol>
 * <li>Gather: for jump = 1, 2, 4, .. &lt; p, a rank whose low bits below jump are clear
 * receives an empty message from rank + jump (if it exists); the rank whose lowest set bit is
 * jump sends one to rank - jump. Each call waits for the one before, as Open MPI's blocking
 * calls do.</li>
 * <li>Release: the same tree from the largest jump down, messages the other way.</li>
 * </ol>
 * <p>Cost: 2 ceil(lg p) * alpha, exact under Hockney's model. The release is a binomial
 * broadcast that sends the largest subtree first: ceil(lg p) alpha. The gather takes as long:
 * rank 0's children 2^j (j &lt; L-1, L = ceil(lg p)) are full trees whose messages arrive in
 * the slots [j, j+1] alpha one after another; the last child's truncated subtree finishes
 * within L-1 slots by induction, and where its message lands on a slot already taken it
 * pushes the later ones back by one, so the last still ends at L alpha.
 */
public final class BinomialBarrier implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BARRIER;
    }

    @Override
    public String name() {
        return "binomial";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_barrier.c, ompi_coll_base_barrier_intra_tree";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int top = Integer.highestOneBit(Math.max(1, p - 1)) << 1; // the smallest power of two >= p, for p > 1
        for (int jump = 1; jump < p; jump <<= 1) {
            step(schedule, rank, p, jump, true);
        }
        for (int jump = top >> 1; jump > 0; jump >>= 1) {
            step(schedule, rank, p, jump, false);
        }
    }

    /** The tree edge at {@code jump}: up (child to parent) in the gather, down in the release. */
    private static void step(ScheduleBuilder schedule, int rank, int p, int jump, boolean up) {
        int partner = rank ^ jump;
        if ((partner & (jump - 1)) != 0 || partner >= p) {
            return;
        }
        if ((partner > rank) == up) {
            schedule.recv(partner, 0, 0, 0);
        } else {
            schedule.send(partner, 0, 0, 0);
        }
        schedule.fence();
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of(2L * IntMath.log2(args.ranks()) * model.transferPs(0));
    }
}
