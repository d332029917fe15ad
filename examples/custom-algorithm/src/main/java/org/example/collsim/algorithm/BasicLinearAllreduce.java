package org.example.collsim.algorithm;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Basic linear allreduce (Open MPI {@code ompi_coll_base_allreduce_intra_basic_linear}): a linear
 * reduce to rank 0 ({@code ompi_coll_base_reduce_intra_basic_linear}), then a linear broadcast from
 * it. Any p, any count, and correct for non-commutative operations.
 * <ol>
 * <li>Every rank but 0 sends its n elements to rank 0.</li>
 * <li>Rank 0 receives rank p-1's vector into OUT, then for i = p-2 down to 0 takes rank i's vector
 * (its own for i = 0) and computes OUT = vector_i op OUT, one blocking receive at a time into one
 * temporary, as Open MPI does: the result is x0 op (x1 op (... op x(p-1))), rank order.</li>
 * <li>Rank 0 sends OUT to every other rank; each receives it into OUT.</li>
 * </ol>
 * <p>Cost under Hockney's model, T = alpha + n*beta and G = n*gamma: (p-1) (2T + G), exact for
 * every p and n. All p-1 vectors leave at time 0 and rank 0's receive port takes them back to back
 * in rank order, so rank p-1's, which the chain needs first, is the last to arrive, at (p-1) T; the
 * others are there already, so the p-1 reductions follow back to back, (p-1) G; then rank 0's send
 * port issues the p-1 broadcast messages back to back, (p-1) T. One rank moves nothing: 0.
 */
public final class BasicLinearAllreduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "basic_linear";
    }

    @Override
    public String citation() {
        return "Open MPI coll_base_allreduce.c (ompi_coll_base_allreduce_intra_basic_linear)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (rank != 0) {
            schedule.send(0, Buffers.IN, 0, n);
            schedule.recv(0, Buffers.OUT, 0, n);
            return;
        }
        if (p == 1) {
            schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
            return;
        }
        int incoming = schedule.tmp(n);
        schedule.recv(p - 1, Buffers.OUT, 0, n);
        schedule.fence();
        for (int i = p - 2; i >= 1; i--) {
            schedule.recv(i, incoming, 0, n);
            schedule.fence();
            schedule.reduceSourceFirst(args.op(), incoming, 0, Buffers.OUT, 0, n);
            schedule.fence();
        }
        schedule.reduceSourceFirst(args.op(), Buffers.IN, 0, Buffers.OUT, 0, n);
        schedule.fence();
        for (int dst = 1; dst < p; dst++) {
            schedule.send(dst, Buffers.OUT, 0, n);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        long transferPs = model.transferPs(args.bytes());
        long reducePs = model.gamma().timePs(args.bytes());
        return OptionalLong.of((args.ranks() - 1) * (2 * transferPs + reducePs));
    }
}
