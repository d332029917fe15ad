package org.collsim.mpi.coll.alltoallv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Alltoallv by pairwise sendrecv_replace (MPICH {@code alltoallv_intra_pairwise_sendrecv_replace},
 * its MPI_IN_PLACE algorithm, without the intranode-first order). Any p, any counts.
 * <ol>
 * <li>Copy the rank's own block of IN to its place in OUT.</li>
 * <li>For i = 0 .. p-1, i != rank, in that order on every rank: pack the block for rank i into
 * a temporary, send it to i and receive i's block into its place in OUT, one exchange after the
 * other. All ranks agree on the order, so no exchange waits on a cycle. Empty blocks are
 * exchanged all the same (MPICH's sendrecv_replace sends a message of 0 elements).</li>
 * </ol>
 * MPI_IN_PLACE needs each pair to swap equal counts; collsim's v collectives keep the send
 * buffer apart from OUT, so the packed block comes from IN and may differ in size from the block
 * received in its place: the messages, the order and the pack copy are MPICH's.
 * <p>Cost: p = 2 is one exchange, alpha + max(block(0, 1), block(1, 0)) beta, exact under Hockney's model (the two
 * messages cross at once and each rank waits for the other's). From p = 3 on, ranks wait for
 * each other's earlier exchanges, as in the alltoall of the same name; no closed form.
 */
public final class PairwiseSendrecvReplaceAlltoallv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALLV;
    }

    @Override
    public String name() {
        return "pairwise_sendrecv_replace";
    }

    @Override
    public String citation() {
        return "MPICH alltoallv_intra_pairwise_sendrecv_replace.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        Counts counts = args.counts();
        schedule.copy(Buffers.IN, counts.sendOffset(rank, rank), Buffers.OUT, counts.recvOffset(rank, rank),
                counts.block(rank, rank));
        long largest = 0;
        for (int i = 0; i < p; i++) {
            largest = i == rank ? largest : Math.max(largest, counts.block(rank, i));
        }
        int packed = schedule.tmp(largest);
        schedule.fence();
        for (int i = 0; i < p; i++) {
            if (i == rank) {
                continue;
            }
            long n = counts.block(rank, i);
            schedule.copy(Buffers.IN, counts.sendOffset(rank, i), packed, 0, n);
            schedule.fence();
            schedule.send(i, packed, 0, n);
            schedule.recv(i, Buffers.OUT, counts.recvOffset(rank, i), counts.block(i, rank));
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return switch (args.ranks()) {
            case 1 -> OptionalLong.of(0);
            case 2 -> OptionalLong.of(model.transferPs(Math.max(args.counts().block(0, 1), args.counts().block(1, 0))
                    * args.elementBytes()));
            default -> OptionalLong.empty();
        };
    }
}
