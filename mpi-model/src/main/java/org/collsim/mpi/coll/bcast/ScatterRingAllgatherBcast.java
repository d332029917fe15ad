package org.collsim.mpi.coll.bcast;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Scatter-allgather broadcast with a ring allgather (after Barnett, van de Geijn et al.; MPICH
 * {@code bcast_intra_scatter_ring_allgather}). Any p, any count.
 * <ol>
 * <li>Binomial scatter of ceil(n/p)-element blocks ({@link BcastScatter}).</li>
 * <li>Ring allgather, i = 0 .. p-2: send the block of rank - i to rank + 1 and receive the
 * block of rank - i - 1 from rank - 1 (blocks named by their owner; empty blocks still cost a
 * message, as in MPICH).</li>
 * </ol>
 * n = 0 or p = 1 returns at once, as in MPICH.
 * <p>Cost (Thakur et al.): (lg p + p - 1) * alpha + 2 (p-1)/p * n*beta. Exact for power-of-two
 * p with n divisible by p: the scatter's subtrees all finish at lg p * alpha + (p-1)/p * n*beta,
 * so the ring starts in lockstep. Otherwise ranks leave the scatter at different times and the
 * ring pipelines unevenly; no closed form is claimed.
 */
public final class ScatterRingAllgatherBcast implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "scatter_ring_allgather";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH bcast_intra_scatter_ring_allgather.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0 || p == 1) {
            return;
        }
        BcastScatter.build(args, rank, schedule);
        int right = (rank + 1) % p;
        int left = (rank - 1 + p) % p;
        for (int i = 0; i < p - 1; i++) {
            long sendBlock = BcastScatter.relative(args, Math.floorMod(rank - i, p));
            long recvBlock = BcastScatter.relative(args, Math.floorMod(rank - i - 1, p));
            schedule.send(right, Buffers.OUT, BcastScatter.blockStart(n, p, sendBlock), BcastScatter.rangeCount(n, p, sendBlock, sendBlock + 1));
            schedule.recv(left, Buffers.OUT, BcastScatter.blockStart(n, p, recvBlock), BcastScatter.rangeCount(n, p, recvBlock, recvBlock + 1));
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0 || p == 1) {
            return OptionalLong.of(0);
        }
        if (Integer.bitCount(p) != 1 || n % p != 0) {
            return OptionalLong.empty();
        }
        long movedBytes = (p - 1) * (n / p) * args.elementBytes();
        return OptionalLong.of((IntMath.log2(p) + p - 1) * model.alphaPs() + 2 * model.beta().timePs(movedBytes));
    }
}
