package org.collsim.mpi.coll.exscan;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling exclusive scan (MPICH {@code exscan_intra_recursive_doubling}). Any p;
 * keeps rank order, so it is correct for non-commutative operations.
 * <ol>
 * <li>partial = IN (the reduction over the rank's aligned subcube); OUT holds nothing yet.</li>
 * <li>For mask = 1, 2, 4, ..: if dst = rank XOR mask exists, exchange partial with it. If
 * dst &lt; rank, the received data covers the ranks just below: the first time OUT becomes a
 * copy of it, later OUT = received op OUT; and partial = received op partial. Otherwise
 * partial = partial op received.</li>
 * <li>Rank 0 never receives from a lower rank, so its OUT is untouched, as MPI requires.</li>
 * </ol>
 * <p>Cost (Thakur et al.): lg p * (alpha + n*beta + n*gamma), one reduction a step. A rank with
 * bit k set and a lower bit set does two in step k; rank p-1 of a power-of-two p does that in
 * every step but the first, so the time under Hockney's model is
 * lg p * (alpha + n*beta) + (2 lg p - 1) * n*gamma for power-of-two p &gt;= 2, exact (the same
 * induction as {@link org.collsim.mpi.coll.scan.RecursiveDoublingScan}). No closed form is
 * claimed for other p.
 */
public final class RecursiveDoublingExscan implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.EXSCAN;
    }

    @Override
    public String name() {
        return "recursive_doubling";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "MPICH exscan_intra_recursive_doubling.c; Thakur, Rabenseifner & Gropp, IJHPCA 2005";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (p == 1) {
            return;
        }
        int partial = schedule.tmp(n);
        int incoming = schedule.tmp(n);
        int spare = schedule.tmp(n);
        schedule.copy(Buffers.IN, 0, partial, 0, n);
        schedule.fence();
        boolean outHoldsPrefix = false;
        for (int mask = 1; mask < p; mask <<= 1) {
            int dst = rank ^ mask;
            if (dst >= p) {
                continue;
            }
            schedule.send(dst, partial, 0, n);
            schedule.recv(dst, incoming, 0, n);
            schedule.fence();
            if (dst > rank) {
                schedule.reduce(args.op(), incoming, 0, partial, 0, n);
                schedule.fence();
                continue;
            }
            if (outHoldsPrefix) {
                schedule.copy(Buffers.OUT, 0, spare, 0, n);
                schedule.copy(incoming, 0, Buffers.OUT, 0, n);
                schedule.fence();
                schedule.reduce(args.op(), spare, 0, Buffers.OUT, 0, n);
            } else {
                schedule.copy(incoming, 0, Buffers.OUT, 0, n);
                schedule.fence();
                outHoldsPrefix = true;
            }
            schedule.reduce(args.op(), partial, 0, incoming, 0, n);
            schedule.fence();
            int swap = partial;
            partial = incoming;
            incoming = swap;
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (p == 1) {
            return OptionalLong.of(0);
        }
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        long bytes = args.bytes();
        int lg = IntMath.log2(p);
        return OptionalLong.of(lg * model.transferPs(bytes) + (2L * lg - 1) * model.gamma().timePs(bytes));
    }
}
