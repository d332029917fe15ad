package org.collsim.mpi.coll.gather;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Binomial-tree gather (MPICH {@code gather_intra_binomial}). Any p, any root.
 * <ol>
 * <li>Number ranks relative to the root. A rank's subtree is the relative ranks from its own
 * up to, not including, its own plus its lowest set bit (the root: all of them), cut at p.</li>
 * <li>A rank with children keeps its subtree's blocks in relative order in a temporary and
 * copies its own block first; a leaf sends straight from IN.</li>
 * <li>For mask = 1, 2, 4, .. below the lowest set bit: receive the whole subtree of relative
 * rank + mask (min(mask, p - child) blocks) after the blocks already held, smallest
 * subtree first, one receive at a time as MPICH's blocking receives.</li>
 * <li>A non-root then sends everything it holds to relative rank - lowest set bit.</li>
 * <li>The root rotates its relative-order blocks into OUT (two free copies; MPICH receives
 * into an indexed datatype instead).</li>
 * </ol>
 * <p>Cost (Thakur et al.): ceil(lg p) * alpha + (p-1) * n*beta, n the block per rank; exact for
 * every p and n under Hockney's model. A subtree of s ranks delivers to its root by
 * F(s) = ceil(lg s) alpha + (s-1) n beta: by induction, every receive port is a single server
 * fed by the children, in the order they become ready; the full children (sizes 1, 2, 4, ..)
 * arrive back to back with no idle gap, and the last, possibly partial, child of s' &lt;= 2^j
 * ranks is never on the critical path beyond its own message, so the port's busy period ends at
 * ceil(lg s) alpha + (s-1) n beta whatever order the partial child's message takes.
 */
public final class BinomialGather implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.GATHER;
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
        return "Thakur, Rabenseifner & Gropp, Optimization of Collective Communication Operations in MPICH, IJHPCA 2005; MPICH gather_intra_binomial.c";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int root = args.root();
        int rel = Math.floorMod(rank - root, p);
        int lowBit = rel == 0 ? Integer.highestOneBit(p - 1) << 1 : Integer.lowestOneBit(rel);
        if (p == 1) {
            schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
            return;
        }
        long subtree = Math.min(lowBit, p - rel);
        int held = subtree == 1 ? Buffers.IN : schedule.tmp(subtree * n);
        if (held != Buffers.IN) {
            schedule.copy(Buffers.IN, 0, held, 0, n);
            schedule.fence();
        }
        for (int mask = 1; mask < lowBit && rel + mask < p; mask <<= 1) {
            long blocks = Math.min(mask, p - rel - mask);
            schedule.recv((rank + mask) % p, held, mask * n, blocks * n);
            schedule.fence();
        }
        if (rel != 0) {
            schedule.send(Math.floorMod(rank - lowBit, p), held, 0, subtree * n);
            schedule.fence();
            return;
        }
        schedule.copy(held, 0, Buffers.OUT, root * n, (p - root) * n);
        schedule.copy(held, (p - root) * n, Buffers.OUT, 0, root * n);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        return OptionalLong.of(IntMath.log2(p) * model.alphaPs() + model.beta().timePs((p - 1) * args.bytes()));
    }
}
