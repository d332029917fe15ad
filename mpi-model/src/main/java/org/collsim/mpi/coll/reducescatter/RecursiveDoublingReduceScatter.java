package org.collsim.mpi.coll.reducescatter;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling reduce_scatter (MPICH {@code reduce_scatter_intra_recursive_doubling}),
 * correct for non-commutative operations, any p, any blocks.
 * <ol>
 * <li>n = 0 returns at once, as MPICH does for a total count of 0. Copy IN into a working
 * vector.</li>
 * <li>For mask = 1, 2, .. &lt; p, with the subtrees of mask ranks as in the recursive-doubling
 * allgather: if the partner rank XOR mask exists, send it every block except those of this
 * rank's subtree and receive every block except those of its subtree (MPICH's two-piece
 * indexed datatype: packed into one message here by free copies).</li>
 * <li>If the partner subtree is cut by p, the ranks of this subtree that had a partner pass
 * what they received down a binomial tree to those that had none (MPICH's recursive halving
 * inside the subtree).</li>
 * <li>A rank that received reduces the two pieces into its vector, the lower subtree's data
 * first, so the operation's order is kept.</li>
 * <li>Copy the rank's own block to OUT.</li>
 * </ol>
 * <p>Cost (Thakur et al.): lg p * alpha + n (lg p - (p-1)/p) (beta + gamma). Exact under
 * Hockney's model for power-of-two p dividing n (every step a perfect matching of equal
 * messages, n - mask n/p elements at step mask) with whole picoseconds per byte of gamma (the
 * two pieces are reduced, and rounded, separately). With uneven blocks partners exchange
 * messages of different sizes and drift apart; off powers of two the pass-down steps wait;
 * no closed form is claimed then.
 */
public final class RecursiveDoublingReduceScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE_SCATTER;
    }

    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH reduce_scatter_intra_recursive_doubling.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return;
        }
        int work = schedule.tmp(n);
        int packed = schedule.tmp(n);
        int incoming = schedule.tmp(n);
        schedule.copy(Buffers.IN, 0, work, 0, n);
        schedule.fence();
        for (int mask = 1; mask < p; mask <<= 1) {
            int dst = rank ^ mask;
            int myRoot = rank & -mask;
            int dstRoot = dst & -mask;
            long[] mine = outside(args.counts(), myRoot, mask);
            long[] theirs = outside(args.counts(), dstRoot, mask);
            long received = theirs[0] + theirs[2];
            boolean reduce = dst < p;
            if (dst < p) {
                schedule.copy(work, 0, packed, 0, mine[0]);
                schedule.copy(work, mine[1], packed, mine[0], mine[2]);
                schedule.fence();
                schedule.send(dst, packed, 0, mine[0] + mine[2]);
                schedule.recv(dst, incoming, 0, received);
                schedule.fence();
            }
            if (dstRoot + mask > p) {
                reduce |= passDown(schedule, rank, mask, p - dstRoot, incoming, received);
            }
            if (reduce) {
                reducePiece(args, schedule, dstRoot < myRoot, incoming, 0, work, 0, theirs[0]);
                reducePiece(args, schedule, dstRoot < myRoot, incoming, theirs[0], work, theirs[1], theirs[2]);
                schedule.fence();
            }
        }
        schedule.copy(work, args.counts().offset(rank), Buffers.OUT, 0, args.counts().count(rank));
    }

    /** {length before the subtree, offset after it, length after it} of the vector outside the subtree at {@code root}. */
    private static long[] outside(Counts counts, int root, int mask) {
        int p = counts.ranks();
        long before = counts.offset(Math.min(root, p));
        long after = counts.offset(Math.min(root + mask, p));
        return new long[] {before, after, counts.total() - after};
    }

    /**
     * MPICH's pass-down inside this rank's subtree of {@code mask} ranks, where the first
     * {@code completed} received {@code count} elements into {@code incoming}; true when this
     * rank receives them here.
     */
    private static boolean passDown(ScheduleBuilder schedule, int rank, int mask, int completed, int incoming, long count) {
        boolean received = false;
        for (int half = mask >> 1; half > 0; half >>= 1) {
            int peer = rank ^ half;
            int haves = (rank & -(2 * half)) + completed;
            if (peer > rank && rank < haves && peer >= haves) {
                schedule.send(peer, incoming, 0, count);
                schedule.fence();
            } else if (peer < rank && peer < haves && rank >= haves) {
                schedule.recv(peer, incoming, 0, count);
                schedule.fence();
                received = true;
            }
        }
        return received;
    }

    private static void reducePiece(CollArgs args, ScheduleBuilder schedule, boolean incomingFirst, int src, long srcOffset,
                                    int dst, long dstOffset, long count) {
        if (count == 0) {
            return;
        }
        if (incomingFirst) {
            schedule.reduceSourceFirst(args.op(), src, srcOffset, dst, dstOffset, count);
        } else {
            schedule.reduce(args.op(), src, srcOffset, dst, dstOffset, count);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0 || p == 1) {
            return OptionalLong.of(0);
        }
        if (Integer.bitCount(p) != 1 || !args.counts().equal() || !model.gamma().isWholePs()) {
            return OptionalLong.empty();
        }
        long total = 0;
        for (int mask = 1; mask < p; mask <<= 1) {
            long bytes = (n - mask * (n / p)) * args.elementBytes();
            total += model.transferPs(bytes) + model.gamma().timePs(bytes);
        }
        return OptionalLong.of(total);
    }
}
