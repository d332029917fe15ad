package org.collsim.mpi.coll.scatter;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Linear scatter: the root sends every rank its block directly (Open MPI
 * {@code ompi_coll_base_scatter_intra_basic_linear}; MPICH has the linear algorithm only for
 * intercommunicators, {@code scatter_inter_linear}). Any p, any root.
 * <ol>
 * <li>The root sends block i of IN to rank i for i = 0 .. p-1 in rank order (one phase: the
 * sends go out back to back on its send port) and copies its own block into OUT.</li>
 * <li>Every other rank receives its n elements from the root.</li>
 * </ol>
 * <p>Cost: (p-1) * (alpha + n*beta), exact for every p and n under Hockney's model.
 */
public final class LinearScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.SCATTER;
    }

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_scatter.c (ompi_coll_base_scatter_intra_basic_linear); MPICH scatter_inter_linear.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int root = args.root();
        if (rank != root) {
            schedule.recv(root, Buffers.OUT, 0, n);
            return;
        }
        for (int dst = 0; dst < p; dst++) {
            if (dst != root) {
                schedule.send(dst, Buffers.IN, dst * n, n);
            }
        }
        schedule.copy(Buffers.IN, root * n, Buffers.OUT, 0, n);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of((args.ranks() - 1) * model.transferPs(args.bytes()));
    }
}
