package org.collsim.mpi.coll.alltoallv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Pairwise-exchange alltoallv (Open MPI {@code ompi_coll_base_alltoallv_intra_pairwise}, which
 * Open MPI's tuned component picks on some communicator sizes; MPICH has no pairwise alltoallv).
 * Any p, any counts.
 * <ol>
 * <li>Copy the rank's own block from IN to its place in OUT (Open MPI's step 0, a sendrecv
 * with itself).</li>
 * <li>For i = 1 .. p-1, one sendrecv each: send the block for (rank + i) mod p to it and
 * receive (rank - i) mod p's block; empty blocks are sent all the same, as Open MPI does.</li>
 * </ol>
 * <p>Cost: with equal counts c, (p-1) (alpha + c beta), exact under Hockney's model (every step
 * a shift permutation of equal messages). With unequal counts rank r's step i waits for
 * counts(r - i), its neighbours' steps for other counts, and the ranks drift apart; no closed
 * form is claimed.
 */
public final class PairwiseAlltoallv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALLV;
    }

    @Override
    public String name() {
        return "pairwise";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_alltoallv.c (ompi_coll_base_alltoallv_intra_pairwise)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        Counts counts = args.counts();
        long mine = counts.count(rank);
        schedule.copy(Buffers.IN, rank * mine, Buffers.OUT, counts.offset(rank), mine);
        for (int i = 1; i < p; i++) {
            int dst = (rank + i) % p;
            int src = (rank - i + p) % p;
            schedule.send(dst, Buffers.IN, dst * mine, mine);
            schedule.recv(src, Buffers.OUT, counts.offset(src), counts.count(src));
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        Counts counts = args.counts();
        if (!counts.equal()) {
            return OptionalLong.empty();
        }
        return OptionalLong.of((args.ranks() - 1) * model.transferPs(counts.count(0) * args.elementBytes()));
    }
}
