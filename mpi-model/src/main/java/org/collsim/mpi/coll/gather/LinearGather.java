package org.collsim.mpi.coll.gather;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Linear gather: the root receives every rank's block directly (Open MPI
 * {@code ompi_coll_base_gather_intra_basic_linear}; MPICH has the linear algorithm only for
 * intercommunicators, {@code gather_inter_linear}). Any p, any root.
 * <ol>
 * <li>Every non-root sends its n elements to the root.</li>
 * <li>The root copies its own block into OUT and receives from ranks 0, 1, .. p-1 in rank
 * order, one blocking receive at a time as Open MPI does.</li>
 * </ol>
 * <p>Cost: (p-1) * (alpha + n*beta), exact for every p and n under Hockney's model: all
 * non-roots send at time 0, and the root's receive port serves them back to back.
 */
public final class LinearGather implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.GATHER;
    }

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_gather.c (ompi_coll_base_gather_intra_basic_linear); MPICH gather_inter_linear.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int root = args.root();
        if (rank != root) {
            schedule.send(root, Buffers.IN, 0, n);
            return;
        }
        schedule.copy(Buffers.IN, 0, Buffers.OUT, root * n, n);
        for (int src = 0; src < p; src++) {
            if (src != root) {
                schedule.recv(src, Buffers.OUT, src * n, n);
                schedule.fence();
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of((args.ranks() - 1) * model.transferPs(args.bytes()));
    }
}
