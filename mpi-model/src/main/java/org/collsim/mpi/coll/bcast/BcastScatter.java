package org.collsim.mpi.coll.bcast;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * The binomial scatter that starts MPICH's scatter-allgather broadcasts
 * ({@code MPII_Scatter_for_bcast} in {@code bcast_utils.c}), in place in OUT. The buffer is cut
 * into p blocks of ceil(n/p) elements (so with uneven division the last blocks are short or
 * empty); block b belongs to the rank b places after the root. A rank receives its whole
 * subtree's blocks from its binomial parent, then sends each child the part for the child's
 * subtree, largest first; empty parts are not sent.
 */
final class BcastScatter {
    private BcastScatter() {
    }

    /** Elements per block: ceil(n/p), as MPICH's scatter_size. */
    static long blockCount(long n, int p) {
        return (n + p - 1) / p;
    }

    /** Element offset where block {@code block} starts, clipped to n (for block = p it is n). */
    static long blockStart(long n, int p, long block) {
        return Math.min(block * blockCount(n, p), n);
    }

    /** Elements in blocks [from, to). */
    static long rangeCount(long n, int p, long from, long to) {
        return blockStart(n, p, to) - blockStart(n, p, from);
    }

    static int relative(CollArgs args, int rank) {
        return Math.floorMod(rank - args.root(), args.ranks());
    }

    static int real(CollArgs args, int relative) {
        return (relative + args.root()) % args.ranks();
    }

    /** Adds the scatter; ends with a fence. */
    static void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int rel = relative(args, rank);
        int mask = 1;
        while (mask < p && (rel & mask) == 0) {
            mask <<= 1;
        }
        // mask is now rel's lowest set bit (its subtree size), or the first power of two >= p at the root.
        if (rel != 0) {
            long count = rangeCount(n, p, rel, (long) rel + mask);
            if (count > 0) {
                schedule.recv(real(args, rel - mask), Buffers.OUT, blockStart(n, p, rel), count);
                schedule.fence();
            }
        }
        for (mask >>= 1; mask > 0; mask >>= 1) {
            int child = rel + mask;
            long count = child < p ? rangeCount(n, p, child, (long) child + mask) : 0;
            if (count > 0) {
                schedule.send(real(args, child), Buffers.OUT, blockStart(n, p, child), count);
            }
        }
        schedule.fence();
    }
}
