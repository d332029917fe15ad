package org.collsim.mpi.run;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.select.Selectors;

/**
 * What runs inside a {@link Job}: a benchmark call ({@link CollectiveRun}), a program, a
 * communicator workload ({@link CommunicatorChurn}), a trace replay. The job calls
 * {@link #start} after MPI_Init, runs the simulation until no event is left, then calls
 * {@link #finish} before MPI_Finalize.
 *
 * @param <R> what the workload measured
 */
public interface Workload<R> {
    /**
     * The implementation behind a null ("use the default") entry of the default table for
     * {@code c}; consulted while collectives are dispatched, possibly before {@link #start}. By
     * default MPICH's choice per call ({@link Selectors#defaultFor}).
     */
    default CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        return Selectors.defaultFor(c, registry);
    }

    /** Builds each rank's work on the job's communicators and schedules its first events. */
    void start(Job job);

    /**
     * After the last event: checks that every rank finished (else a {@link DeadlockException}
     * says who waits for what) and that the workload freed what it made; returns the outcome.
     */
    R finish(Job job);
}
