package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Neighbor-exchange allgather (Chen et al., Performance evaluation of allgather algorithms on
 * terascale Linux cluster with fast Ethernet, HPCAsia 2005; Open MPI
 * {@code ompi_coll_base_allgather_intra_neighborexchange}). Even p only: Open MPI runs the ring
 * instead at odd p; here that is a declared restriction.
 * <ol>
 * <li>Copy the rank's block to OUT. Even ranks pair first with rank + 1, then alternate with
 * rank - 1; odd ranks the other way round.</li>
 * <li>Step 0: swap the rank's own block with the first neighbour.</li>
 * <li>Steps 1 .. p/2 - 1, alternating neighbours: send the pair of blocks received in the step
 * before (at step 1, the pair the first swap completed) and receive a new pair, whose start
 * moves by 2 each time the same neighbour comes round (up for one neighbour, down for the
 * other).</li>
 * </ol>
 * <p>Cost: (alpha + n beta) + (p/2 - 1)(alpha + 2 n beta), exact under Hockney's model: every
 * step is a perfect matching of equal messages.
 */
public final class NeighborExchangeAllgather implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "neighbor_exchange";
    }

    @Override
    public String citation() {
        return "Chen, Yu, Huang, Xu, Xu & Yang, Performance evaluation of allgather algorithms on terascale Linux cluster with fast Ethernet, HPCAsia 2005; Open MPI coll_base_allgather.c, ompi_coll_base_allgather_intra_neighborexchange";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.EVEN_RANKS);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        boolean even = rank % 2 == 0;
        int[] neighbor = even ? new int[] {(rank + 1) % p, (rank - 1 + p) % p} : new int[] {(rank - 1 + p) % p, (rank + 1) % p};
        int[] offsetAtStep = even ? new int[] {2, -2} : new int[] {-2, 2};
        int first = even ? rank : neighbor[0];
        int[] recvFrom = {first, first};
        schedule.copy(Buffers.IN, 0, Buffers.OUT, rank * n, n);
        schedule.send(neighbor[0], Buffers.OUT, rank * n, n);
        schedule.recv(neighbor[0], Buffers.OUT, neighbor[0] * n, n);
        schedule.fence();
        int sendFrom = first;
        for (int i = 1; i < p / 2; i++) {
            int parity = i % 2;
            recvFrom[parity] = (recvFrom[parity] + offsetAtStep[parity] + p) % p;
            schedule.send(neighbor[parity], Buffers.OUT, sendFrom * n, 2 * n);
            schedule.recv(neighbor[parity], Buffers.OUT, recvFrom[parity] * n, 2 * n);
            schedule.fence();
            sendFrom = recvFrom[parity];
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        return OptionalLong.of(model.transferPs(args.bytes()) + (p / 2 - 1) * model.transferPs(2 * args.bytes()));
    }
}
