package org.collsim.mpi.coll.reducescatter;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Pairwise-exchange reduce_scatter for commutative operations (MPICH
 * {@code reduce_scatter_intra_pairwise}), shaped like the pairwise alltoall. Any p, any counts.
 * <ol>
 * <li>n = 0 returns at once, as MPICH does for a total count of 0. Copy the rank's own block
 * of IN into OUT.</li>
 * <li>For i = 1 .. p-1: send block dst of IN to dst = rank + i, receive block rank of the
 * vector of src = rank - i (mod p) into a temporary, and reduce it into OUT. Empty blocks are
 * still sent as empty messages, as MPICH's sendrecv does.</li>
 * </ol>
 * <p>Cost (Thakur et al.): (p-1) * alpha + (p-1)/p * n*(beta + gamma); exact under Hockney's
 * model for equal blocks (every step is a shift permutation of equal messages). With uneven
 * blocks a rank's step time depends on the sizes of two different blocks and the ranks drift
 * apart; no closed form is claimed.
 */
public final class PairwiseReduceScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE_SCATTER;
    }

    @Override
    public String name() {
        return "pairwise";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH reduce_scatter_intra_pairwise.c";
    }

    /** Partial results combine out of rank order. */
    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return;
        }
        Counts counts = args.counts();
        long mine = counts.count(rank);
        schedule.copy(Buffers.IN, counts.offset(rank), Buffers.OUT, 0, mine);
        schedule.fence();
        int incoming = schedule.tmp(mine);
        for (int i = 1; i < p; i++) {
            int dst = (rank + i) % p;
            int src = (rank - i + p) % p;
            schedule.send(dst, Buffers.IN, counts.offset(dst), counts.count(dst));
            schedule.recv(src, incoming, 0, mine);
            schedule.fence();
            if (mine > 0) {
                schedule.reduce(args.op(), incoming, 0, Buffers.OUT, 0, mine);
                schedule.fence();
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return OptionalLong.of(0);
        }
        if (!args.counts().equal()) {
            return OptionalLong.empty();
        }
        long blockBytes = n / p * args.elementBytes();
        return OptionalLong.of((p - 1) * (model.transferPs(blockBytes) + model.gamma().timePs(blockBytes)));
    }
}
