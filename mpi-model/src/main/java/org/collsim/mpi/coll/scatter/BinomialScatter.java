package org.collsim.mpi.coll.scatter;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Binomial-tree scatter (MPICH {@code scatter_intra_binomial}), the mirror image of
 * {@link org.collsim.mpi.coll.gather.BinomialGather}. Any p, any root.
 * <ol>
 * <li>Number ranks relative to the root. The root puts IN in relative order (two free copies
 * when the root is not rank 0, as MPICH does).</li>
 * <li>A non-root receives its whole subtree's blocks (min(lowest set bit, p - rank) blocks)
 * from relative rank - lowest set bit: a leaf straight into OUT, others into a temporary.</li>
 * <li>Then, for mask = lowest set bit / 2 .. 1, largest subtree first, it sends the blocks of
 * the subtree of relative rank + mask to that rank, and copies its own block into OUT.</li>
 * </ol>
 * <p>Cost (Thakur et al.): ceil(lg p) * alpha + (p-1) * n*beta, n the block per rank; exact for
 * every p and n under Hockney's model. Every rank receives once; a rank's sends go back to back
 * on its send port. The root's last send (to relative rank 1) ends at exactly that time, and no
 * rank finishes later: the child sent i-th from a subtree root gets its data after i alpha plus
 * the blocks sent so far, and its own subtree of at most 2^(K-i) ranks then needs at most
 * (K-i) alpha plus its size less one in blocks, which the blocks still to be sent by its parent
 * cover.
 */
public final class BinomialScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.SCATTER;
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
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH scatter_intra_binomial.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int root = args.root();
        if (p == 1) {
            schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
            return;
        }
        int rel = Math.floorMod(rank - root, p);
        int lowBit = rel == 0 ? Integer.highestOneBit(p - 1) << 1 : Integer.lowestOneBit(rel);
        long subtree = Math.min(lowBit, p - rel);
        int held = holdingBuffer(args, rank, subtree, schedule);
        if (rel != 0) {
            schedule.recv(Math.floorMod(rank - lowBit, p), held, 0, subtree * n);
            schedule.fence();
        }
        for (int mask = lowBit >> 1; mask > 0; mask >>= 1) {
            if (rel + mask < p) {
                long blocks = Math.min(mask, p - rel - mask);
                schedule.send((rank + mask) % p, held, mask * n, blocks * n);
            }
        }
        if (held != Buffers.OUT) {
            schedule.copy(held, 0, Buffers.OUT, 0, n);
        }
    }

    /** The buffer holding this rank's subtree's blocks in relative order, filled at the root. */
    private static int holdingBuffer(CollArgs args, int rank, long subtree, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int root = args.root();
        if (rank != root) {
            return subtree == 1 ? Buffers.OUT : schedule.tmp(subtree * n);
        }
        if (root == 0) {
            return Buffers.IN;
        }
        int held = schedule.tmp(p * n);
        schedule.copy(Buffers.IN, root * n, held, 0, (p - root) * n);
        schedule.copy(Buffers.IN, 0, held, (p - root) * n, root * n);
        schedule.fence();
        return held;
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        return OptionalLong.of(IntMath.log2(p) * model.alphaPs() + model.beta().timePs((p - 1) * args.bytes()));
    }
}
