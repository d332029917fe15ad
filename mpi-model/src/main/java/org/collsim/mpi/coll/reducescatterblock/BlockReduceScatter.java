package org.collsim.mpi.coll.reducescatterblock;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.SameSchedule;

/**
 * A reduce_scatter_block algorithm that is a reduce_scatter algorithm on the whole vector: a
 * call with blocks of n elements is reduce_scatter of n * p elements, whose p blocks are then
 * equal (MPICH's reduce_scatter_block algorithms are its reduce_scatter ones with equal
 * recvcounts).
 */
abstract class BlockReduceScatter extends SameSchedule {
    BlockReduceScatter(CollectiveAlgorithm reduceScatter) {
        super(Collective.REDUCE_SCATTER_BLOCK, reduceScatter);
    }

    /** Reduce_scatter algorithms without parameters: the schedule's withParameters refuses any value first. */
    @Override
    protected final CollectiveAlgorithm with(CollectiveAlgorithm configured) {
        return this;
    }

    @Override
    protected final CollArgs scheduleArgs(CollArgs args) {
        return new CollArgs(args.ranks(), Math.multiplyExact(args.count(), args.ranks()), args.elementBytes(), args.root(),
                args.op());
    }
}
