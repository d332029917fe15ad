package org.collsim.mpi.coll.allgatherv;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.allgather.RecursiveDoublingAllgather;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling allgatherv (MPICH {@code allgatherv_intra_recursive_doubling}), with
 * MPICH's non-power-of-two steps. Any p, any counts.
 * <ol>
 * <li>Copy the rank's own counts(rank) elements to offset(rank) of OUT.</li>
 * <li>For mask = 1, 2, 4, .. &lt; p: exchange the blocks of this rank's subtree (ranks sharing
 * all but the low lg(mask) bits, cut at p) with the partner rank XOR mask, when it exists; the
 * message is the sum of the subtree's counts, possibly empty (MPICH sends it all the same).</li>
 * <li>When the partner subtree is cut by p, the ranks that had a partner pass its blocks down a
 * binomial tree inside the subtree, as in {@link RecursiveDoublingAllgather}, whose exchanges
 * this algorithm runs on the counts' offsets.</li>
 * </ol>
 * MPICH gathers into a temporary in rank order and copies it to the user's displacements at the
 * end; collsim's OUT is already in rank order, so the exchanges work on it directly.
 * <p>Cost: with equal counts c and p a power of two, lg p * alpha + (p-1) c beta (Thakur et
 * al.), exact under Hockney's model (every step a perfect matching of equal messages). With
 * unequal counts the partners' messages differ, a rank waits for the longer of its pair, and
 * the pairs drift apart; no closed form is claimed.
 */
public final class RecursiveDoublingAllgatherv implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLGATHERV;
    }

    @Override
    public String name() {
        return "recursive_doubling";
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp, IJHPCA 2005; MPICH allgatherv_intra_recursive_doubling.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        Counts counts = args.counts();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, counts.offset(rank), counts.count(rank));
        RecursiveDoublingAllgather.exchange(schedule, rank, args.ranks(), block -> counts.offset(block));
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        Counts counts = args.counts();
        if (Integer.bitCount(p) != 1 || !counts.equal()) {
            return OptionalLong.empty();
        }
        long blockBytes = counts.count(0) * args.elementBytes();
        long total = 0;
        for (int mask = 1; mask < p; mask <<= 1) {
            total += model.transferPs(mask * blockBytes);
        }
        return OptionalLong.of(total);
    }
}
