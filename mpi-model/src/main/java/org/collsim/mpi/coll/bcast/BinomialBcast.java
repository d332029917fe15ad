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
 * Binomial-tree broadcast (MPICH {@code bcast_intra_binomial}): with ranks renumbered relative
 * to the root, a rank receives the whole buffer from the rank that differs in its lowest set
 * bit, then forwards it to rank + 2^j for each lower bit j, largest subtree first. Any p.
 * <p>Cost (Thakur, Rabenseifner &amp; Gropp 2005): ceil(lg p) * (alpha + n*beta).
 */
public final class BinomialBcast implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.BCAST;
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
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH bcast_intra_binomial.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int root = args.root();
        int relative = (rank - root + p) % p;
        long n = args.count();
        int mask = 1;
        while (mask < p) {
            if ((relative & mask) != 0) {
                schedule.recv((rank - mask + p) % p, Buffers.OUT, 0, n);
                schedule.fence();
                break;
            }
            mask <<= 1;
        }
        for (mask >>= 1; mask > 0; mask >>= 1) {
            if (relative + mask < p) {
                schedule.send((rank + mask) % p, Buffers.OUT, 0, n);
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return OptionalLong.of(IntMath.log2(args.ranks()) * model.transferPs(args.bytes()));
    }
}
