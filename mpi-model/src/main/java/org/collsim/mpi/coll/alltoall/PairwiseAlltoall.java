package org.collsim.mpi.coll.alltoall;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Pairwise-exchange alltoall (MPICH {@code alltoall_intra_pairwise}). Any p.
 * <ol>
 * <li>Copy the rank's own block from IN to OUT.</li>
 * <li>For i = 1 .. p-1, one step each: if p is a power of two, exchange with rank XOR i;
 * otherwise send to (rank + i) mod p and receive from (rank - i) mod p.</li>
 * </ol>
 * <p>Cost: (p-1) * (alpha + n*beta), with n the block per destination; exact for every p and
 * n under Hockney's model, since every step is a permutation of equal messages.
 */
public final class PairwiseAlltoall implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALL;
    }

    @Override
    public String name() {
        return "pairwise";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH alltoall_intra_pairwise.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        boolean powerOfTwo = Integer.bitCount(p) == 1;
        schedule.copy(Buffers.IN, rank * n, Buffers.OUT, rank * n, n);
        for (int i = 1; i < p; i++) {
            int dst = powerOfTwo ? rank ^ i : (rank + i) % p;
            int src = powerOfTwo ? rank ^ i : (rank - i + p) % p;
            schedule.send(dst, Buffers.IN, dst * n, n);
            schedule.recv(src, Buffers.OUT, src * n, n);
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of((args.ranks() - 1) * model.transferPs(args.bytes()));
    }
}
