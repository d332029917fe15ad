package org.collsim.mpi.coll.reduce;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Binomial-tree reduce for commutative operations (MPICH {@code reduce_intra_binomial}): with
 * ranks relative to the root, for mask = 1, 2, 4, ... a rank whose bit {@code mask} is clear
 * receives its partner's (rank | mask) partial result and reduces it into its own; a rank whose
 * bit is set sends its partial result to rank &amp; ~mask and stops. Any p.
 * <p>Cost, exact for power-of-two p: lg p * (alpha + n*beta + n*gamma).
 */
public final class BinomialReduce implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE;
    }

    @Override
    public String name() {
        return "binomial";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Thakur, Rabenseifner & Gropp 2005; MPICH reduce_intra_binomial.c";
    }

    /** Partial results combine out of rank order. */
    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int root = args.root();
        long n = args.count();
        int relative = (rank - root + p) % p;
        int partial = schedule.tmp(n);
        int incoming = schedule.tmp(n);
        schedule.copy(Buffers.IN, 0, partial, 0, n);
        schedule.fence();
        for (int mask = 1; mask < p; mask <<= 1) {
            if ((relative & mask) == 0) {
                int child = relative | mask;
                if (child < p) {
                    schedule.recv((child + root) % p, incoming, 0, n);
                    schedule.fence();
                    schedule.reduce(args.op(), incoming, 0, partial, 0, n);
                    schedule.fence();
                }
            } else {
                schedule.send(((relative & ~mask) + root) % p, partial, 0, n);
                schedule.fence();
                return;
            }
        }
        schedule.copy(partial, 0, Buffers.OUT, 0, n);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        return OptionalLong.of(IntMath.log2(p) * (model.transferPs(args.bytes()) + model.gamma().timePs(args.bytes())));
    }
}
