package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Rabenseifner's allreduce: recursive-halving reduce-scatter, then recursive-doubling
 * allgather (MPICH {@code allreduce_intra_reduce_scatter_allgather}). Any p and any count
 * (blocks may be empty when n &lt; pof2; MPICH asserts n &gt;= pof2 instead).
 * <ol>
 * <li>Copy IN to OUT; fold to pof2 ranks as in {@link PowerOfTwoFold}.</li>
 * <li>Split the vector into pof2 blocks with {@link BlockPartition}. Each new rank keeps a
 * range of blocks, first all of them.</li>
 * <li>Reduce-scatter, mask = 1, 2, .. pof2/2: split the range in halves; the rank whose
 * mask bit is 0 keeps the lower half. Send the other half to new rank XOR mask, receive the
 * kept half into a temporary and reduce it into OUT. At the end each rank holds one fully
 * reduced block.</li>
 * <li>Allgather, mask = pof2/2 .. 1: send the range held to new rank XOR mask and receive
 * the partner's adjacent range of the same size, doubling the range.</li>
 * <li>Unfold: odd ranks below 2*rem send the result to their even neighbour.</li>
 * </ol>
 * <p>Cost (Thakur et al.): 2 lg p * alpha + 2 (p-1)/p * n*beta + (p-1)/p * n*gamma, exact for
 * power-of-two p with n divisible by p (equal blocks keep every step in lockstep). With a fold,
 * add the fold S1 = alpha + n*beta + n*gamma and the unfold alpha + n*beta, with pof2 in place
 * of p; this is exact in two cases: n = 0 (every step is alpha, so the argument of
 * {@link RecursiveDoublingAllreduce} applies), and p = 2*pof2 - 1 with pof2 dividing n (one rank
 * only is on time, and its first send waits on its partner's receive port until the fold
 * transfer ends, so it falls in step with the late ranks at once). Elsewhere the late ranks
 * drift by amounts that are not whole steps, and their sends meet the others' on the ports
 * in ways no short formula captures; no closed form is claimed.
 */
public final class ReduceScatterAllgatherAllreduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "reduce_scatter_allgather";
    }

    @Override
    public String citation() {
        return "Rabenseifner, Optimization of collective reduction operations, ICCS 2004; Thakur, Rabenseifner & Gropp, IJHPCA 2005; MPICH allreduce_intra_reduce_scatter_allgather.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        PowerOfTwoFold.allreduce(args, rank, schedule, (fold, newRank, tmp) ->
                allgather(fold, newRank, n, reduceScatter(fold, newRank, args, tmp, schedule), schedule));
    }

    /**
     * Recursive halving; returns the one block this new rank ends up owning. The partner's half
     * combines from the left when the partner is the lower rank, so the order is the ranks'.
     */
    private static int reduceScatter(PowerOfTwoFold fold, int newRank, CollArgs args, int tmp, ScheduleBuilder schedule) {
        long n = args.count();
        int pof2 = fold.pof2();
        int lo = 0;
        int hi = pof2;
        for (int mask = 1; mask < pof2; mask <<= 1) {
            int dst = fold.realRank(newRank ^ mask);
            int mid = lo + (hi - lo) / 2;
            boolean keepLower = (newRank & mask) == 0;
            int keepLo = keepLower ? lo : mid;
            int keepHi = keepLower ? mid : hi;
            int sendLo = keepLower ? mid : lo;
            int sendHi = keepLower ? hi : mid;
            long keepOff = BlockPartition.offset(n, pof2, keepLo);
            long keepCount = BlockPartition.offset(n, pof2, keepHi) - keepOff;
            long sendOff = BlockPartition.offset(n, pof2, sendLo);
            schedule.send(dst, Buffers.OUT, sendOff, BlockPartition.offset(n, pof2, sendHi) - sendOff);
            schedule.recv(dst, tmp, keepOff, keepCount);
            schedule.fence();
            if (keepLower) {
                schedule.reduce(args.op(), tmp, keepOff, Buffers.OUT, keepOff, keepCount);
            } else {
                schedule.reduceSourceFirst(args.op(), tmp, keepOff, Buffers.OUT, keepOff, keepCount);
            }
            schedule.fence();
            lo = keepLo;
            hi = keepHi;
        }
        return lo;
    }

    /** Recursive doubling over the block ranges, the reduce-scatter steps in reverse. */
    private static void allgather(PowerOfTwoFold fold, int newRank, long n, int block, ScheduleBuilder schedule) {
        int pof2 = fold.pof2();
        int lo = block;
        int hi = block + 1;
        for (int mask = pof2 >> 1; mask > 0; mask >>= 1) {
            int dst = fold.realRank(newRank ^ mask);
            int size = hi - lo;
            boolean partnerAbove = (newRank & mask) == 0;
            int partnerLo = partnerAbove ? hi : lo - size;
            long myOff = BlockPartition.offset(n, pof2, lo);
            long partnerOff = BlockPartition.offset(n, pof2, partnerLo);
            schedule.send(dst, Buffers.OUT, myOff, BlockPartition.offset(n, pof2, hi) - myOff);
            schedule.recv(dst, Buffers.OUT, partnerOff, BlockPartition.offset(n, pof2, partnerLo + size) - partnerOff);
            schedule.fence();
            lo = Math.min(lo, partnerLo);
            hi = lo + 2 * size;
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long n = args.count();
        int pof2 = IntMath.powerOfTwoBelow(p);
        long core = corePs(pof2, n, args.elementBytes(), model);
        if (p == pof2) {
            return n % p == 0 ? OptionalLong.of(core) : OptionalLong.empty();
        }
        if (n == 0 || (p == 2 * pof2 - 1 && n % pof2 == 0)) {
            long bytes = args.bytes();
            long fold = model.transferPs(bytes) + model.gamma().timePs(bytes);
            return OptionalLong.of(fold + core + model.transferPs(bytes));
        }
        return OptionalLong.empty();
    }

    /** The power-of-two part for n divisible by pof2: 2 lg pof2 alpha + 2 (pof2-1)/pof2 n beta + (pof2-1)/pof2 n gamma. */
    private static long corePs(int pof2, long n, int elementBytes, HockneyModel model) {
        long movedBytes = (pof2 - 1) * (n / pof2) * elementBytes;
        return 2L * IntMath.floorLog2(pof2) * model.alphaPs()
                + 2 * model.beta().timePs(movedBytes) + model.gamma().timePs(movedBytes);
    }
}
