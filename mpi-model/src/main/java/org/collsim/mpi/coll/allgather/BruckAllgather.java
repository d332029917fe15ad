package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Bruck's allgather (Bruck et al. 1997; MPICH {@code allgather_intra_brucks}). Any p.
 * <ol>
 * <li>Copy the rank's own block to the top of a temporary of p blocks; block i of the
 * temporary will hold the data of rank (rank + i) mod p.</li>
 * <li>For k = 1, 2, 4, .. while k &lt;= p/2: send the first k blocks to rank - k and receive k
 * blocks from rank + k after them.</li>
 * <li>If p is not a power of two, one more step moves the remaining p - pof2 blocks the same
 * way.</li>
 * <li>Rotate: temporary block i goes to OUT block (rank + i) mod p (two COPY ops).</li>
 * </ol>
 * A count of 0 returns at once, as in MPICH.
 * <p>Cost: ceil(lg p) * alpha + (p-1) * n * beta, exact for every p and n under Hockney's
 * model: each step is a shift permutation with the same message size on every rank, and
 * copies are free.
 */
public final class BruckAllgather implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "bruck";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Bruck, Ho, Kipnis, Upfal & Weathersby, Efficient algorithms for all-to-all communications in multiport message-passing systems, IEEE TPDS 1997; MPICH allgather_intra_brucks.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return;
        }
        int tmp = schedule.tmp(n * p);
        schedule.copy(Buffers.IN, 0, tmp, 0, n);
        int pof2 = 1;
        for (; pof2 <= p / 2; pof2 <<= 1) {
            exchange(schedule, p, rank, pof2, tmp, pof2 * n, n);
        }
        int rem = p - pof2;
        if (rem > 0) {
            exchange(schedule, p, rank, pof2, tmp, rem * n, n);
        }
        schedule.copy(tmp, 0, Buffers.OUT, rank * n, (p - rank) * n);
        schedule.copy(tmp, (p - rank) * n, Buffers.OUT, 0, rank * n);
    }

    /** Sends the first {@code count} elements to rank - distance; receives as many after the first distance blocks. */
    private static void exchange(ScheduleBuilder schedule, int p, int rank, int distance, int tmp, long count, long n) {
        schedule.send((rank - distance + p) % p, tmp, 0, count);
        schedule.recv((rank + distance) % p, tmp, distance * n, count);
        schedule.fence();
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        if (args.count() == 0) {
            return OptionalLong.of(0);
        }
        int p = args.ranks();
        return OptionalLong.of(IntMath.log2(p) * model.alphaPs() + model.beta().timePs((p - 1) * args.bytes()));
    }
}
