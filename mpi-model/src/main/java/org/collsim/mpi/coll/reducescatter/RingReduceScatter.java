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
 * Ring reduce_scatter for commutative operations (Open MPI
 * {@code ompi_coll_base_reduce_scatter_intra_ring}; the first half of
 * {@link org.collsim.mpi.coll.allreduce.RingAllreduce}). Any p, any counts.
 * <ol>
 * <li>n = 0 returns at once (nothing to reduce). Copy IN into a working vector.</li>
 * <li>For i = 0 .. p-2: send block (rank - 1 - i) mod p of the working vector to rank + 1,
 * receive block (rank - 2 - i) mod p from rank - 1 into a temporary and reduce it into the
 * working vector: each step forwards the partial sum that arrived in the step before.</li>
 * <li>Block rank is then reduced over all ranks; copy it into OUT.</li>
 * </ol>
 * <p>Cost: (p-1) * (alpha + c*beta + c*gamma) with c the largest block (ceil(n/p) for uniform counts); for p
 * dividing n that is Thakur et al.'s (p-1) alpha + (p-1)/p n (beta + gamma). Exact for every p
 * and n &gt; 0 under Hockney's model, by the argument of RingAllreduce's reduce-scatter half: a
 * rank's send port serves only itself and its receive port only its left neighbour, so every
 * rank ends step i by (i+1) (alpha + c*beta + c*gamma); and block 0, the largest, travels a
 * chain of p-1 transfers each followed by its reduction, which alone takes that long. Both
 * bounds hold for any counts (no message or reduction is larger than c).
 */
public final class RingReduceScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE_SCATTER;
    }

    @Override
    public String name() {
        return "ring";
    }

    @Override
    public String citation() {
        return "Patarasuk & Yuan, Bandwidth optimal all-reduce algorithms for clusters of workstations, JPDC 2009; Open MPI coll_base_reduce_scatter.c (ompi_coll_base_reduce_scatter_intra_ring)";
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
        int work = schedule.tmp(n);
        Counts counts = args.counts();
        int incoming = schedule.tmp(counts.max());
        schedule.copy(Buffers.IN, 0, work, 0, n);
        schedule.fence();
        int right = (rank + 1) % p;
        int left = (rank - 1 + p) % p;
        for (int i = 0; i < p - 1; i++) {
            int sendBlock = Math.floorMod(rank - 1 - i, p);
            int recvBlock = Math.floorMod(rank - 2 - i, p);
            long recvCount = counts.count(recvBlock);
            schedule.send(right, work, counts.offset(sendBlock), counts.count(sendBlock));
            schedule.recv(left, incoming, 0, recvCount);
            schedule.fence();
            schedule.reduce(args.op(), incoming, 0, work, counts.offset(recvBlock), recvCount);
            schedule.fence();
        }
        schedule.copy(work, counts.offset(rank), Buffers.OUT, 0, counts.count(rank));
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long blockBytes = args.counts().max() * args.elementBytes();
        if (args.count() == 0) {
            return OptionalLong.of(0);
        }
        return OptionalLong.of((p - 1) * (model.transferPs(blockBytes) + model.gamma().timePs(blockBytes)));
    }
}
