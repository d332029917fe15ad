package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Ring allgather (MPICH {@code allgather_intra_ring}). Any p.
 * <ol>
 * <li>Copy the rank's own n elements to block {@code rank} of OUT.</li>
 * <li>For i = 0 .. p-2: send block (rank - i) mod p to rank + 1 and receive block
 * (rank - i - 1) mod p from rank - 1: each step forwards what arrived in the step before.</li>
 * </ol>
 * A count of 0 returns at once, as in MPICH.
 * <p>Cost: (p-1) * (alpha + n*beta), exact for every p and n under Hockney's model: every step
 * is a permutation of equal messages, so all ranks stay in lockstep.
 */
public final class RingAllgather implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "ring";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH allgather_intra_ring.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return;
        }
        schedule.copy(Buffers.IN, 0, Buffers.OUT, rank * n, n);
        int right = (rank + 1) % p;
        int left = (rank - 1 + p) % p;
        for (int i = 0; i < p - 1; i++) {
            long sendBlock = (rank - i + p) % p;
            long recvBlock = (rank - i - 1 + p) % p;
            schedule.send(right, Buffers.OUT, sendBlock * n, n);
            schedule.recv(left, Buffers.OUT, recvBlock * n, n);
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        if (args.count() == 0) {
            return OptionalLong.of(0);
        }
        return OptionalLong.of((args.ranks() - 1) * model.transferPs(args.bytes()));
    }
}
