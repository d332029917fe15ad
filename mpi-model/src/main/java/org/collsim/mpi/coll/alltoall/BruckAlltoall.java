package org.collsim.mpi.coll.alltoall;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Bruck's alltoall (Bruck et al. 1997; MPICH {@code alltoall_intra_brucks}): ceil(lg p)
 * store-and-forward steps instead of p-1, for small blocks. Any p.
 * <ol>
 * <li>Rotate IN up by rank blocks into a working buffer: block i is the data for rank + i.</li>
 * <li>For k = 1, 2, 4, .. &lt; p: pack the blocks whose index has bit k set (runs of k blocks;
 * MPICH uses an indexed datatype) and send them to rank + k; receive as many from rank - k and
 * unpack them into the same block positions. Packing and unpacking are free copies.</li>
 * <li>Block i now holds the data from rank - i; copy it to OUT block (rank - i) mod p (MPICH:
 * a rotation and a reversal).</li>
 * </ol>
 * <p>Cost (Thakur et al.): lg p * alpha + (n p / 2) lg p * beta for power-of-two p, n the block
 * per destination. In general ceil(lg p) * alpha + B * n*beta with B the number of blocks
 * moved, the sum over k of the i in 1 .. p-1 with bit k set (= the total of popcount(i));
 * exact for every p and n under Hockney's model, since every step is a shift permutation with
 * the same message size on every rank.
 */
public final class BruckAlltoall implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.ALLTOALL;
    }

    @Override
    public String name() {
        return "bruck";
    }

    @Override
    public String citation() {
        return "Bruck, Ho, Kipnis, Upfal & Weathersby, Efficient algorithms for all-to-all communications in multiport message-passing systems, IEEE TPDS 1997; MPICH alltoall_intra_brucks.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int work = schedule.tmp(p * n);
        schedule.copy(Buffers.IN, rank * n, work, 0, (p - rank) * n);
        schedule.copy(Buffers.IN, 0, work, (p - rank) * n, rank * n);
        schedule.fence();
        long most = 0;
        for (int k = 1; k < p; k <<= 1) {
            most = Math.max(most, blocksWithBit(p, k));
        }
        int packed = schedule.tmp(most * n);
        int unpacked = schedule.tmp(most * n);
        for (int k = 1; k < p; k <<= 1) {
            long moved = 0;
            for (int start = k; start < p; start += 2 * k) {
                long run = Math.min(k, p - start);
                schedule.copy(work, start * n, packed, moved * n, run * n);
                moved += run;
            }
            schedule.fence();
            schedule.send((rank + k) % p, packed, 0, moved * n);
            schedule.recv((rank - k + p) % p, unpacked, 0, moved * n);
            schedule.fence();
            moved = 0;
            for (int start = k; start < p; start += 2 * k) {
                long run = Math.min(k, p - start);
                schedule.copy(unpacked, moved * n, work, start * n, run * n);
                moved += run;
            }
            schedule.fence();
        }
        for (int i = 0; i < p; i++) {
            schedule.copy(work, i * n, Buffers.OUT, (long) Math.floorMod(rank - i, p) * n, n);
        }
    }

    /** Number of block indices i in 1 .. p-1 with bit {@code k} set. */
    static long blocksWithBit(int p, int k) {
        long count = 0;
        for (int start = k; start < p; start += 2 * k) {
            count += Math.min(k, p - start);
        }
        return count;
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long blocks = 0;
        for (int k = 1; k < p; k <<= 1) {
            blocks += blocksWithBit(p, k);
        }
        return OptionalLong.of(IntMath.log2(p) * model.alphaPs() + model.beta().timePs(blocks * args.bytes()));
    }
}
