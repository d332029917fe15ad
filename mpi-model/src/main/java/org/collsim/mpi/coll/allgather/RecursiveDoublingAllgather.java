package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import java.util.function.IntToLongFunction;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling allgather (MPICH {@code allgather_intra_recursive_doubling}, with the
 * non-power-of-two steps MPICH keeps in its experimental branch and runs in
 * {@code allgatherv_intra_recursive_doubling}). Any p.
 * <ol>
 * <li>Copy the rank's own n elements to block {@code rank} of OUT.</li>
 * <li>For mask = 1, 2, 4, .. &lt; p: the rank holds the blocks of its subtree (ranks sharing
 * all but the low lg(mask) bits, cut at p). If the partner rank XOR mask exists, exchange
 * subtrees with it.</li>
 * <li>If the partner subtree is cut by p, only the first nc = p - partner-root ranks of this
 * subtree had a partner; they pass its nc blocks down a binomial tree inside the subtree
 * (masks mask/2 .. 1, a rank with the blocks sending to rank + tmpMask when that one lacks
 * them).</li>
 * </ol>
 * <p>Cost (Thakur et al.), power-of-two p: lg p * alpha + (p-1) * n * beta, exact under
 * Hockney's model (every step is a perfect matching of equal messages). Otherwise the ranks
 * without a partner wait for the extra binomial steps, which overlap the next exchanges of
 * other ranks; no closed form is claimed (the test derives p = 3 by hand).
 */
public final class RecursiveDoublingAllgather implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH allgather_intra_recursive_doubling.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, rank * n, n);
        exchange(schedule, rank, args.ranks(), block -> block * n);
    }

    /**
     * The exchanges on OUT, whose block b starts at {@code offset(b)} ({@code offset(p)} is the
     * end): written once for allgather's equal blocks and allgatherv's counts.
     */
    public static void exchange(ScheduleBuilder schedule, int rank, int p, IntToLongFunction offset) {
        for (int mask = 1; mask < p; mask <<= 1) {
            int dst = rank ^ mask;
            int myRoot = rank & -mask;
            int dstRoot = dst & -mask;
            if (dst < p) {
                long mine = offset.applyAsLong(myRoot);
                long theirs = offset.applyAsLong(dstRoot);
                schedule.send(dst, Buffers.OUT, mine, offset.applyAsLong(Math.min(myRoot + mask, p)) - mine);
                schedule.recv(dst, Buffers.OUT, theirs, offset.applyAsLong(Math.min(dstRoot + mask, p)) - theirs);
                schedule.fence();
            }
            if (dstRoot + mask > p && dstRoot < p) {
                passDown(schedule, rank, mask, p - dstRoot, offset);
            }
        }
    }

    /**
     * Inside this rank's subtree of {@code mask} ranks, the first {@code completed} ranks hold
     * the partner subtree's {@code completed} blocks (a partner subtree cut by p, not empty); a
     * binomial tree gives them to the others.
     */
    private static void passDown(ScheduleBuilder schedule, int rank, int mask, int completed, IntToLongFunction offset) {
        int partnerRoot = (rank & -mask) + mask;
        long start = offset.applyAsLong(partnerRoot);
        long count = offset.applyAsLong(partnerRoot + completed) - start;
        for (int half = mask >> 1; half > 0; half >>= 1) {
            int peer = rank ^ half;
            int haves = (rank & -(2 * half)) + completed;
            if (peer > rank && rank < haves && peer >= haves) {
                schedule.send(peer, Buffers.OUT, start, count);
                schedule.fence();
            } else if (peer < rank && peer < haves && rank >= haves) {
                schedule.recv(peer, Buffers.OUT, start, count);
                schedule.fence();
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        long total = 0;
        for (int mask = 1; mask < p; mask <<= 1) {
            total += model.transferPs(mask * args.bytes());
        }
        return OptionalLong.of(total);
    }
}
