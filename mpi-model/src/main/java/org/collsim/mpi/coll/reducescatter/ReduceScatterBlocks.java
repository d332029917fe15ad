package org.collsim.mpi.coll.reducescatter;

import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;

/**
 * Where each rank's block of the reduced vector lies: reduce_scatter splits the count n as
 * evenly as possible ({@link BlockPartition}). Written once so that an algorithm serves every
 * collective whose blocks it can describe.
 */
record ReduceScatterBlocks(long total, int ranks) {
    static ReduceScatterBlocks of(Collective collective, CollArgs args) {
        if (collective != Collective.REDUCE_SCATTER) {
            throw new IllegalArgumentException(collective.id() + " has no reduce_scatter blocks");
        }
        return new ReduceScatterBlocks(args.count(), args.ranks());
    }

    /** First element of block {@code block}; {@code ranks} gives the total. */
    long offset(int block) {
        return block >= ranks ? total : BlockPartition.offset(total, ranks, block);
    }

    long count(int block) {
        return BlockPartition.count(total, ranks, block);
    }
}
