package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-doubling allgather (MPICH {@code allgather_intra_recursive_doubling}); power-of-two
 * p only, as in MPICH, whose non-power-of-two branch is marked experimental.
 * <ol>
 * <li>Copy the rank's own n elements to block {@code rank} of OUT.</li>
 * <li>For mask = 1, 2, 4, .. p/2: exchange with rank XOR mask. Each side holds the mask
 * blocks of its aligned subtree (rank with its low lg(mask) bits cleared) and sends them all,
 * receiving the partner subtree's mask blocks.</li>
 * </ol>
 * <p>Cost: lg p * alpha + (p-1) * n * beta, exact under Hockney's model (every step is a
 * perfect matching of equal messages).
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
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.POWER_OF_TWO_RANKS);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, rank * n, n);
        for (int mask = 1; mask < p; mask <<= 1) {
            int dst = rank ^ mask;
            long myTreeRoot = rank & -mask;
            long dstTreeRoot = dst & -mask;
            schedule.send(dst, Buffers.OUT, myTreeRoot * n, mask * n);
            schedule.recv(dst, Buffers.OUT, dstTreeRoot * n, mask * n);
            schedule.fence();
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        return OptionalLong.of(IntMath.log2(p) * model.alphaPs() + model.beta().timePs((p - 1) * args.bytes()));
    }
}
