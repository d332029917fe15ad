package org.collsim.mpi.coll.scan;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Linear (chain) inclusive scan (Open MPI {@code ompi_coll_base_scan_intra_linear}). Any p;
 * keeps rank order.
 * <ol>
 * <li>Rank 0 copies IN into OUT.</li>
 * <li>Rank r &gt; 0 receives the prefix of ranks 0 .. r-1 from rank r-1 into OUT and reduces
 * its own IN into it (OUT = prefix op IN).</li>
 * <li>Every rank but the last sends OUT on to rank + 1.</li>
 * </ol>
 * <p>Cost: (p-1) * (alpha + n*beta + n*gamma), exact for every p and n under Hockney's model:
 * the prefix travels one chain, each link a transfer and then a reduction.
 */
public final class LinearScan implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.SCAN;
    }

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_scan.c (ompi_coll_base_scan_intra_linear)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (rank == 0) {
            schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
            schedule.fence();
        } else {
            schedule.recv(rank - 1, Buffers.OUT, 0, n);
            schedule.fence();
            schedule.reduce(args.op(), Buffers.IN, 0, Buffers.OUT, 0, n);
            schedule.fence();
        }
        if (rank < p - 1) {
            schedule.send(rank + 1, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        long bytes = args.bytes();
        return OptionalLong.of((args.ranks() - 1) * (model.transferPs(bytes) + model.gamma().timePs(bytes)));
    }
}
