package org.collsim.mpi.coll.reducescatter;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.coll.allreduce.PowerOfTwoFold;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-halving reduce_scatter for commutative operations (MPICH
 * {@code reduce_scatter_intra_recursive_halving}). Any p, any counts.
 * <ol>
 * <li>n = 0 returns at once, as MPICH does for a total count of 0. Copy IN into a working
 * vector.</li>
 * <li>If p is not a power of two (pof2 = largest power of two &lt;= p, rem = p - pof2), each
 * even rank below 2*rem sends its whole vector to rank + 1, which reduces it and works for
 * both from then on ({@link PowerOfTwoFold}: new rank rank/2; ranks from 2*rem on are new
 * rank rank - rem). New rank i owns the old blocks of the ranks it stands for, which are
 * contiguous in the vector.</li>
 * <li>For mask = pof2/2 .. 1: the new ranks hold a range of 2*mask new blocks; the one whose
 * partner (new rank XOR mask) is higher keeps the lower half. Send the other half, receive the
 * kept half into a temporary and reduce it into the working vector. Empty halves are neither
 * sent nor received, as in MPICH.</li>
 * <li>Copy the rank's own block into OUT; then each odd rank below 2*rem sends its even
 * neighbour's block to it (if not empty).</li>
 * </ol>
 * <p>Cost (Thakur et al.), power-of-two p: lg p * alpha + (p-1)/p * n*(beta + gamma). Under
 * Hockney's model the time for power-of-two p is the sum over mask = p/2 .. 1 of
 * alpha + c(mask) * (beta + gamma), with c(mask) the elements of the first mask blocks; for p
 * dividing n that is Thakur et al.'s formula. Exact for uniform counts and every n: blocks never grow with their
 * index, so rank 0, which keeps the lower half every time, receives and reduces the largest
 * half at every step, and every other pair's step is no longer (a sweep of p up to 128 with
 * seven counts and three models agreed; ClosedFormTest checks it). MPICH's non-power-of-two
 * cost (floor(lg p) + 2) alpha + .. is an approximation, and so it is here: the folded ranks
 * start late and the new blocks of the folding ranks are twice as large; no closed form is
 * claimed then, nor for other counts (a larger block later in the vector breaks the argument),
 * except n = 0 (no operations at all).
 */
public final class RecursiveHalvingReduceScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE_SCATTER;
    }

    @Override
    public String name() {
        return "recursive_halving";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH reduce_scatter_intra_recursive_halving.c";
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
        Counts counts = args.counts();
        if (n == 0) {
            return;
        }
        int work = schedule.tmp(n);
        int incoming = schedule.tmp(n);
        schedule.copy(Buffers.IN, 0, work, 0, n);
        schedule.fence();
        PowerOfTwoFold fold = new PowerOfTwoFold(p);
        int folded = 2 * (p - fold.pof2());
        if (rank < folded && rank % 2 == 0) {
            schedule.send(rank + 1, work, 0, n);
            schedule.fence();
        } else if (rank < folded) {
            schedule.recv(rank - 1, incoming, 0, n);
            schedule.fence();
            schedule.reduce(args.op(), incoming, 0, work, 0, n);
            schedule.fence();
        }
        int newRank = fold.newRank(rank);
        if (newRank != PowerOfTwoFold.OUT_OF_CORE) {
            halve(args, fold, newRank, work, incoming, schedule);
            schedule.copy(work, counts.offset(rank), Buffers.OUT, 0, counts.count(rank));
            schedule.fence();
        }
        if (rank < folded && rank % 2 == 1 && counts.count(rank - 1) > 0) {
            schedule.send(rank - 1, work, counts.offset(rank - 1), counts.count(rank - 1));
        } else if (rank < folded && rank % 2 == 0 && counts.count(rank) > 0) {
            schedule.recv(rank + 1, Buffers.OUT, 0, counts.count(rank));
        }
    }

    /** The recursive-halving steps among the pof2 new ranks. */
    private static void halve(CollArgs args, PowerOfTwoFold fold, int newRank, int work, int incoming, ScheduleBuilder schedule) {
        int lo = 0;
        for (int mask = fold.pof2() >> 1; mask > 0; mask >>= 1) {
            int newPeer = newRank ^ mask;
            boolean keepLower = newRank < newPeer;
            int keepLo = keepLower ? lo : lo + mask;
            int sendLo = keepLower ? lo + mask : lo;
            long sendOff = newOffset(args, fold, sendLo);
            long sendCount = newOffset(args, fold, sendLo + mask) - sendOff;
            long keepOff = newOffset(args, fold, keepLo);
            long keepCount = newOffset(args, fold, keepLo + mask) - keepOff;
            int peer = fold.realRank(newPeer);
            if (sendCount > 0) {
                schedule.send(peer, work, sendOff, sendCount);
            }
            if (keepCount > 0) {
                schedule.recv(peer, incoming, keepOff, keepCount);
                schedule.fence();
                schedule.reduce(args.op(), incoming, keepOff, work, keepOff, keepCount);
            }
            schedule.fence();
            lo = keepLo;
        }
    }

    /** Where new block {@code newBlock} starts: at the first old block of the ranks it stands for. */
    private static long newOffset(CollArgs args, PowerOfTwoFold fold, int newBlock) {
        int rem = args.ranks() - fold.pof2();
        int firstOld = newBlock < rem ? 2 * newBlock : newBlock + rem;
        return args.counts().offset(firstOld);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return OptionalLong.of(0);
        }
        if (Integer.bitCount(p) != 1 || !args.counts().equals(Counts.uniform(n, p))) {
            return OptionalLong.empty();
        }
        long total = 0;
        for (int mask = p >> 1; mask > 0; mask >>= 1) {
            long halfBytes = args.counts().offset(mask) * args.elementBytes();
            total += model.transferPs(halfBytes) + model.gamma().timePs(halfBytes);
        }
        return OptionalLong.of(total);
    }
}
