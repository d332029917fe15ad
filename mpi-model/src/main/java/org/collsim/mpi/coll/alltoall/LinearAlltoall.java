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
 * <p>Cost: ceil(p/2) * (p-1) * (alpha + n*beta), exact for every p and n &gt; 0 under this
 * simulator's Hockney model, which reserves both ports in the order sends are issued, without
 * backfilling. Ranks issue at time 0 in rank order, so ranks 2k and 2k+1 send in a block of
 * p-1 back-to-back slots: the first destination of rank 2k is 2k-1, whose receive port rank
 * 2k-2 reserved for the last slot of block k-1 (and likewise 2k+1's first destination 2k for
 * rank 2k-1), while within a block the two ranks send to distinct ranks in every slot. An ideal
 * port schedule would take (p-1) (alpha + n*beta), as {@link PairwiseAlltoall} does; the
 * difference is the head-of-line blocking of in-order reservation.
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
        if (args.count() == 0) {
            return OptionalLong.of(0);
        }
        int p = args.ranks();
        return OptionalLong.of((long) ((p + 1) / 2) * (p - 1) * model.transferPs(args.bytes()));
    }
}
