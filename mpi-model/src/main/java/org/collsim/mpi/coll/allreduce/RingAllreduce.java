package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.BlockCounts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Ring allreduce (MPICH {@code allreduce_intra_ring}, after Baidu's ring allreduce): a ring
 * reduce-scatter and a ring allgather. Any p; blocks by {@link BlockPartition} (MPICH uses
 * ceiling-sized blocks).
 * <ol>
 * <li>Copy IN to OUT.</li>
 * <li>Reduce-scatter, i = 0 .. p-2: send block (rank - 1 - i) mod p of OUT to rank + 1,
 * receive block (rank - 2 - i) mod p from rank - 1 into a temporary, reduce it into OUT.
 * Rank r then holds block r fully reduced.</li>
 * <li>Allgather, i = 0 .. p-2: send block (rank - i) mod p to rank + 1, receive block
 * (rank - 1 - i) mod p from rank - 1.</li>
 * </ol>
 * <p>Cost: 2 (p-1) * (alpha + c*beta) + (p-1) * c*gamma with c = ceil(n/p), the largest block;
 * for p dividing n that is Thakur et al.'s 2 (p-1) alpha + 2 (p-1)/p n beta + (p-1)/p n gamma.
 * Exact for every p and n under Hockney's model. Upper bound: a rank's send port serves only
 * itself and its receive port only its left neighbour, so by induction every rank ends
 * reduce-scatter step i by (i+1) (alpha + c*beta + c*gamma) and allgather step i by that plus
 * (i+1) (alpha + c*beta). Lower bound: a largest block b is forwarded along a chain, each
 * rank sending on what it just received (and reduced), ending at rank b; the allgather then
 * forwards b along p-1 more links; that chain alone takes the same time.
 */
public final class RingAllreduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "ring";
    }

    @Override
    public String citation() {
        return "Patarasuk & Yuan, Bandwidth optimal all-reduce algorithms for clusters of workstations, JPDC 2009; MPICH allreduce_intra_ring.c";
    }

    /** Partial results combine out of rank order. */
    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    /** Every rank's schedule is rank 0's rotated: built once per call ({@link ScheduleBuilder#addRotated}). */
    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        schedule.addRotated(this, args, () -> buildRank(args, rank, schedule));
    }

    private void buildRank(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        if (p == 1) {
            return;
        }
        int right = (rank + 1) % p;
        int left = (rank - 1 + p) % p;
        int tmp = schedule.tmp(BlockPartition.count(n, p, 0));
        BlockCounts blocks = BlockPartition.of(n, p); // rank r's counts are rank 0's rotated: one shared schedule
        int sendBlock = left; // step i sends block rank - 1 - i and receives the one before it
        for (int i = 0; i < p - 1; i++) {
            int recvBlock = sendBlock == 0 ? p - 1 : sendBlock - 1;
            schedule.send(right, Buffers.OUT, BlockPartition.offset(n, p, sendBlock), blocks, sendBlock);
            schedule.recv(left, tmp, 0, blocks, recvBlock);
            schedule.fence();
            schedule.reduce(args.op(), tmp, 0, Buffers.OUT, BlockPartition.offset(n, p, recvBlock), blocks, recvBlock);
            schedule.fence();
            sendBlock = recvBlock;
        }
        sendBlock = rank; // allgather step i sends block rank - i and receives the one before it
        for (int i = 0; i < p - 1; i++) {
            int recvBlock = sendBlock == 0 ? p - 1 : sendBlock - 1;
            schedule.send(right, Buffers.OUT, BlockPartition.offset(n, p, sendBlock), blocks, sendBlock);
            schedule.recv(left, Buffers.OUT, BlockPartition.offset(n, p, recvBlock), blocks, recvBlock);
            schedule.fence();
            sendBlock = recvBlock;
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long blockBytes = BlockPartition.count(args.count(), p, 0) * args.elementBytes();
        return OptionalLong.of((p - 1) * (2 * model.transferPs(blockBytes) + model.gamma().timePs(blockBytes)));
    }
}
