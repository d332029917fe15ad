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
 * Scatter-allgather broadcast with a recursive-doubling allgather (after Barnett, van de Geijn
 * et al.; MPICH {@code bcast_intra_scatter_recursive_doubling_allgather}). Any p, any count;
 * ranks and blocks are relative to the root.
 * <ol>
 * <li>Binomial scatter of ceil(n/p)-element blocks ({@link BcastScatter}).</li>
 * <li>For mask = 1, 2, 4, ..: a rank holds the blocks of its aligned subtree [t, t + mask)
 * (cut at p). If rank XOR mask exists, exchange whole subtrees with it.</li>
 * <li>Non-power-of-two p (MPICH's "experimental" branch): when the partner subtree
 * [t + mask, t + 2 mask) is cut short by p, only the first p - t - mask ranks of this subtree
 * had a partner. They pass the partner subtree's blocks on to the rest by recursive halving:
 * for m = mask/2 .. 1, within each aligned group of 2m ranks, a rank among the first
 * p - t - mask sends to rank + m if that one is not.</li>
 * </ol>
 * n = 0 or p = 1 returns at once, as in MPICH.
 * <p>Cost (Thakur et al.): 2 lg p * alpha + 2 (p-1)/p * n*beta. Exact for power-of-two p with
 * n divisible by p: the scatter's subtrees all finish together (see
 * {@link ScatterRingAllgatherBcast}) and each exchange is a perfect matching of equal
 * messages. Not claimed otherwise.
 */
public final class ScatterRecursiveDoublingAllgatherBcast implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "scatter_recursive_doubling_allgather";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH bcast_intra_scatter_recursive_doubling_allgather.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0 || p == 1) {
            return;
        }
        BcastScatter.build(args, rank, schedule);
        int rel = BcastScatter.relative(args, rank);
        for (int mask = 1; mask < p; mask <<= 1) {
            int dstRel = rel ^ mask;
            int myRoot = rel & -mask;
            int dstRoot = dstRel & -mask;
            if (dstRel < p) {
                int dst = BcastScatter.real(args, dstRel);
                schedule.send(dst, Buffers.OUT, BcastScatter.blockStart(n, p, myRoot), BcastScatter.rangeCount(n, p, myRoot, (long) myRoot + mask));
                schedule.recv(dst, Buffers.OUT, BcastScatter.blockStart(n, p, dstRoot), BcastScatter.rangeCount(n, p, dstRoot, (long) dstRoot + mask));
                schedule.fence();
            }
            int completed = p - myRoot - mask;
            if (dstRoot + mask > p && completed > 0) {
                passOnPartnerBlocks(args, rel, mask, completed, dstRoot, schedule);
            }
        }
    }

    /**
     * The haves (the first {@code completed} ranks of the subtree) forward blocks
     * [partnerRoot, p) to the have-nots by recursive halving, as MPICH does.
     */
    private static void passOnPartnerBlocks(CollArgs args, int rel, int mask, int completed, int partnerRoot,
                                            ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        long offset = BcastScatter.blockStart(n, p, partnerRoot);
        long count = BcastScatter.rangeCount(n, p, partnerRoot, p);
        for (int m = mask >> 1; m > 0; m >>= 1) {
            int peer = rel ^ m;
            int haveLimit = (rel & -(2 * m)) + completed;
            if (peer > rel && rel < haveLimit && peer >= haveLimit) {
                schedule.send(BcastScatter.real(args, peer), Buffers.OUT, offset, count);
                schedule.fence();
            } else if (peer < rel && peer < haveLimit && rel >= haveLimit) {
                schedule.recv(BcastScatter.real(args, peer), Buffers.OUT, offset, count);
                schedule.fence();
            }
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
        return OptionalLong.of(2L * IntMath.log2(p) * model.alphaPs() + 2 * model.beta().timePs(movedBytes));
    }
}
