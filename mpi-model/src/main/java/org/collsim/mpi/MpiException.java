package org.collsim.mpi;

import org.collsim.mpi.error.SimulationFailure;

/** An error raised inside the simulated MPI, reported with the rank and the call that failed. */
public final class MpiException extends SimulationFailure {
    private final MpiErrorClass errorClass;
    private final int rank;
    private final String call;

    public MpiException(MpiErrorClass errorClass, int rank, String call, String detail) {
        super(errorClass + " in " + call + " on rank " + rank + ": " + detail);
        this.errorClass = errorClass;
        this.rank = rank;
        this.call = call;
    }

    public MpiErrorClass errorClass() {
        return errorClass;
    }

    public int rank() {
        return rank;
    }

    public String call() {
        return call;
    }
}
