package org.collsim.scenario;

import org.collsim.mpi.error.CollsimException;

/**
 * A point of a scenario whose simulation failed: {@code what} names it ("allreduce/ring at 8
 * ranks, 65536 bytes", "the program at 2 ranks"); the cause is the runtime's exception, whose
 * kind decides the exit code.
 */
public final class PointFailure extends RuntimeException {
    private final String what;

    public PointFailure(String what, CollsimException cause) {
        super("simulation of " + what + " failed: " + cause.getMessage(), cause);
        this.what = what;
    }

    /** The point, as the messages name it. */
    public String what() {
        return what;
    }

    @Override
    public synchronized CollsimException getCause() {
        return (CollsimException) super.getCause();
    }
}
