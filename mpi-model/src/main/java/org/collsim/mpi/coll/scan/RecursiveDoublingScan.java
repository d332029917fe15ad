package org.collsim.mpi.coll.scan;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling inclusive scan (MPICH {@code scan_intra_recursive_doubling}). Any p; keeps
 * rank order, so it is correct for non-commutative operations.
 * <ol>
 * <li>OUT = IN; partial = IN (partial is the reduction over the rank's aligned subcube).</li>
 * <li>For mask = 1, 2, 4, ..: if dst = rank XOR mask exists, exchange partial with it. If
 * dst &lt; rank, the received data covers the ranks just below both OUT's and partial's, so
 * OUT = received op OUT and partial = received op partial; otherwise partial = partial op
 * received.</li>
 * </ol>
 * <p>Cost (Thakur et al.): lg p * (alpha + n*beta) + lg p * n*gamma counts one reduction a step;
 * a rank whose bit is set does two (OUT and partial), so under Hockney's model the time for
 * power-of-two p is lg p * (alpha + n*beta + 2 n*gamma), exact: rank p-1 has every bit set,
 * so it does two reductions every step after its exchange, and every rank's step ends by then
 * (an induction over the subcubes, which run in step until they are joined). For other p the
 * ranks without partners skip steps; no closed form is claimed.
 */
public final class RecursiveDoublingScan implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.SCAN;
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
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH scan_intra_recursive_doubling.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        if (p == 1) {
            return;
        }
        int partial = schedule.tmp(n);
        int incoming = schedule.tmp(n);
        int spare = schedule.tmp(n);
        schedule.copy(Buffers.IN, 0, partial, 0, n);
        schedule.fence();
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
            // OUT = incoming op OUT, via the spare copy; partial = incoming op partial, in place
            // in incoming, which then takes partial's role.
            schedule.copy(Buffers.OUT, 0, spare, 0, n);
            schedule.copy(incoming, 0, Buffers.OUT, 0, n);
            schedule.fence();
            schedule.reduce(args.op(), spare, 0, Buffers.OUT, 0, n);
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
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        long bytes = args.bytes();
        return OptionalLong.of(IntMath.log2(p) * (model.transferPs(bytes) + 2 * model.gamma().timePs(bytes)));
    }
}
