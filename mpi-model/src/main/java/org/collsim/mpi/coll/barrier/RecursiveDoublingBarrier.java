package org.collsim.mpi.coll.barrier;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling barrier (Open MPI {@code ompi_coll_base_barrier_intra_recursivedoubling}).
 * Any p; with pof2 the largest power of two not above p:
 * <ol>
 * <li>A rank from pof2 on sends an empty message to rank - pof2 and waits for one back at the
 * end; a rank below p - pof2 first receives that message.</li>
 * <li>Ranks below pof2: for mask = 1, 2, .. pof2/2, exchange empty messages with rank XOR mask.</li>
 * <li>A rank below p - pof2 releases rank + pof2.</li>
 * </ol>
 * <p>Cost: lg p * alpha for power-of-two p, exact under Hockney's model (every step is a perfect
 * matching). Otherwise no closed form: the ranks without an extra partner start their first
 * exchange at once, and its message and the extra rank's contend for the same receive port in
 * whatever order they are issued (the test derives p = 3 by hand).
 */
public final class RecursiveDoublingBarrier implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BARRIER;
    }

    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_barrier.c, ompi_coll_base_barrier_intra_recursivedoubling";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int pof2 = IntMath.powerOfTwoBelow(p);
        if (rank >= pof2) {
            schedule.send(rank - pof2, 0, 0, 0);
            schedule.recv(rank - pof2, 0, 0, 0);
            return;
        }
        if (rank < p - pof2) {
            schedule.recv(rank + pof2, 0, 0, 0);
            schedule.fence();
        }
        for (int mask = 1; mask < pof2; mask <<= 1) {
            schedule.send(rank ^ mask, 0, 0, 0);
            schedule.recv(rank ^ mask, 0, 0, 0);
            schedule.fence();
        }
        if (rank < p - pof2) {
            schedule.send(rank + pof2, 0, 0, 0);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(IntMath.log2(p) * model.transferPs(0));
    }
}
