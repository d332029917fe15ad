package org.collsim.mpi.coll.alltoall;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Linear alltoall: every receive and send in one phase, as MPICH's
 * {@code alltoall_intra_scattered} with no throttling ({@code MPIR_CVAR_ALLTOALL_THROTTLE} = 0).
 * <ol>
 * <li>Copy the rank's own block from IN to OUT (MPICH sends it to itself; a self message
 * would cost a transfer on the rank's own ports here).</li>
 * <li>Post receives from (rank + i) mod p, i = 1 .. p-1.</li>
 * <li>Post sends to (rank - i) mod p, i = 1 .. p-1 (scattered order, so that not every rank
 * sends to the same rank first).</li>
 * </ol>
 * A count of 0 returns at once, as in MPICH.
 * <p>Cost: Thakur et al. give no closed form; under Hockney's model, which reserves ports in
 * the order sends are issued, the sends of different ranks interleave unevenly. Exact here only
 * for p &lt;= 2 (alpha + n*beta for p = 2) and for n = 0.
 */
public final class LinearAlltoall implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALL;
    }

    @Override
    public String name() {
        return "linear";
    }

    @Override
    public String citation() {
        return "MPICH alltoall_intra_scattered.c (no throttling); Thakur, Rabenseifner & Gropp, IJHPCA 2005";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return;
        }
        schedule.copy(Buffers.IN, rank * n, Buffers.OUT, rank * n, n);
        for (int i = 1; i < p; i++) {
            int src = (rank + i) % p;
            schedule.recv(src, Buffers.OUT, src * n, n);
        }
        for (int i = 1; i < p; i++) {
            int dst = (rank - i + p) % p;
            schedule.send(dst, Buffers.IN, dst * n, n);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        if (args.count() == 0 || args.ranks() == 1) {
            return OptionalLong.of(0);
        }
        if (args.ranks() == 2) {
            return OptionalLong.of(model.transferPs(args.bytes()));
        }
        return OptionalLong.empty();
    }
}
