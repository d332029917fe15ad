package org.collsim.mpi.coll.allgatherv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Ring allgatherv (Open MPI {@code ompi_coll_base_allgatherv_intra_ring}; MPICH's
 * {@code allgatherv_intra_ring} is the same ring with each block cut into pipeline chunks of
 * {@code MPIR_CVAR_ALLGATHERV_PIPELINE_MSG_SIZE}, which this one does not do). Any p, any counts.
 * <ol>
 * <li>Copy the rank's own counts(rank) elements to offset(rank) of OUT.</li>
 * <li>For i = 0 .. p-2: send block (rank - i) mod p to rank + 1 and receive block
 * (rank - i - 1) mod p from rank - 1, each at its offset; empty blocks are neither sent nor
 * received.</li>
 * </ol>
 * <p>Cost: (p-1) (alpha + c*beta) for equal counts c, exact under Hockney's model (every step
 * is a permutation of equal messages, the ring allgather's lockstep). With unequal counts a
 * rank's step waits for the slower of its own send and its left neighbour's, so the ranks drift
 * apart by how the large blocks are placed; no closed form is claimed.
 */
public final class RingAllgatherv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLGATHERV;
    }

    @Override
    public String name() {
        return "ring";
    }

    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_allgatherv.c (ompi_coll_base_allgatherv_intra_ring); MPICH allgatherv_intra_ring.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        Counts counts = args.counts();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, counts.offset(rank), counts.count(rank));
        int right = (rank + 1) % p;
        int left = (rank - 1 + p) % p;
        for (int i = 0; i < p - 1; i++) {
            int sendBlock = Math.floorMod(rank - i, p);
            int recvBlock = Math.floorMod(rank - i - 1, p);
            if (counts.count(sendBlock) > 0) {
                schedule.send(right, Buffers.OUT, counts.offset(sendBlock), counts.count(sendBlock));
            }
            if (counts.count(recvBlock) > 0) {
                schedule.recv(left, Buffers.OUT, counts.offset(recvBlock), counts.count(recvBlock));
            }
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        Counts counts = args.counts();
        if (!counts.equal()) {
            return OptionalLong.empty();
        }
        long block = counts.count(0);
        return OptionalLong.of(block == 0 ? 0 : (args.ranks() - 1) * model.transferPs(block * args.elementBytes()));
    }
}
