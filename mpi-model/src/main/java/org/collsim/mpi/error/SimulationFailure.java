package org.collsim.mpi.error;

/**
 * The simulated job failed: a deadlock, an error raised inside the simulated MPI (a mismatched
 * collective, a bad count), a broken table protocol, a leaked communicator.
 */
public abstract non-sealed class SimulationFailure extends CollsimException {
    protected SimulationFailure(String message) {
        super(message);
    }

    @Override
    public final Kind kind() {
        return Kind.SIMULATION_FAILED;
    }
}
