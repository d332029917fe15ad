package org.collsim.mpi.comm;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * One rank's call of a collective, as a table function sees it: the communicator, the entry,
 * the rank in the communicator, the arguments and the table the function was found in.
 */
public record CollCall(CommWorld world, Communicator comm, CollEntry entry, int rank, CollArgs args, Collops table) {
    /** Builds the call with the table this one overrides (the next layer down), or the default. */
    public void fallThrough(ScheduleBuilder schedule) {
        world.fallThrough(this, schedule);
    }

    /** Builds the default implementation of this call. */
    public void useDefault(ScheduleBuilder schedule) {
        world.useDefault(this, schedule);
    }

    /** Builds this call with {@code algorithm}, recording what ran ({@link CollectiveAlgorithm#runs}; see {@link Ran}). */
    public void build(CollectiveAlgorithm algorithm, ScheduleBuilder schedule) {
        CollectiveAlgorithm runs = algorithm.runs(args);
        world.ranAlgorithm(runs);
        runs.build(args, rank, schedule);
    }
}
