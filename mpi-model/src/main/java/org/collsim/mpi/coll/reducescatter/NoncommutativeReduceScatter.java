package org.collsim.mpi.coll.reducescatter;

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
 * Träff's butterfly reduce_scatter for non-commutative operations (J. L. Träff, An Improved
 * Algorithm for (Non-commutative) Reduce-Scatter with an Application, EuroPVM/MPI 2005; MPICH
 * {@code reduce_scatter_intra_noncommutative}). Power-of-two p and equal blocks only, as in
 * MPICH.
 * <ol>
 * <li>n = 0 returns at once. Copy IN block by block into a working vector, block i to
 * position mirror(i) (its lg p bits reversed).</li>
 * <li>For k = 0 .. lg p - 1, with peer = rank XOR 2^k and the current range halved: the higher
 * rank of the pair keeps the upper half, the lower the lower half; send the other half, receive
 * the kept half into the second buffer, and reduce with the lower rank's data first. The
 * result lands in whichever buffer the operand order puts it in (MPICH's double
 * buffering, no copies).</li>
 * <li>The remaining n/p elements are the rank's block; copy them to OUT.</li>
 * </ol>
 * <p>Cost: the sum over k of alpha + n/2^(k+1) (beta + gamma) = lg p * alpha + (p-1)/p n
 * (beta + gamma) (MPICH's comment repeats recursive doubling's lg p - (p-1)/p, but every step
 * halves the data). Exact under Hockney's model: every step is a perfect matching of equal
 * messages and equal reductions.
 */
public final class NoncommutativeReduceScatter implements CollectiveAlgorithm {
    @Override
    public Collective collective() {
        return Collective.REDUCE_SCATTER;
    }

    @Override
    public String name() {
        return "noncommutative";
    }

    @Override
    public String citation() {
        return "Träff, An Improved Algorithm for (Non-commutative) Reduce-Scatter with an Application, EuroPVM/MPI 2005; MPICH reduce_scatter_intra_noncommutative.c";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.POWER_OF_TWO_RANKS, Restriction.EQUAL_BLOCKS);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        if (n == 0) {
            return;
        }
        long block = n / p;
        int bits = IntMath.log2(p);
        int[] buffers = {schedule.tmp(n), schedule.tmp(n)};
        for (int i = 0; i < p; i++) {
            schedule.copy(Buffers.IN, i * block, buffers[0], mirror(i, bits) * block, block);
        }
        schedule.fence();
        int inout = 0;
        long size = n;
        long sendOffset = 0;
        long recvOffset = 0;
        for (int k = 0; k < bits; k++) {
            int outgoing = buffers[inout];
            int incoming = buffers[1 - inout];
            int peer = rank ^ (1 << k);
            size /= 2;
            if (rank > peer) {
                recvOffset += size;
            } else {
                sendOffset += size;
            }
            schedule.send(peer, outgoing, sendOffset, size);
            schedule.recv(peer, incoming, recvOffset, size);
            schedule.fence();
            if (rank > peer) {
                schedule.reduceSourceFirst(args.op(), incoming, recvOffset, outgoing, recvOffset, size);
            } else {
                schedule.reduceSourceFirst(args.op(), outgoing, recvOffset, incoming, recvOffset, size);
                inout = 1 - inout;
            }
            schedule.fence();
            sendOffset = recvOffset;
        }
        schedule.copy(buffers[inout], recvOffset, Buffers.OUT, 0, size);
    }

    /** {@code i} with its low {@code bits} bits reversed (MPICH's MPL_mirror_permutation). */
    static long mirror(int i, int bits) {
        return bits == 0 ? 0 : Integer.reverse(i) >>> (32 - bits);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        long n = args.count();
        if (n == 0) {
            return OptionalLong.of(0);
        }
        long total = 0;
        long size = n;
        for (int mask = 1; mask < args.ranks(); mask <<= 1) {
            size /= 2;
            long bytes = size * args.elementBytes();
            total += model.transferPs(bytes) + model.gamma().timePs(bytes);
        }
        return OptionalLong.of(total);
    }
}
