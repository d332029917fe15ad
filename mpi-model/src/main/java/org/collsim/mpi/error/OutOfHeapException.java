package org.collsim.mpi.error;

/** A job needed more heap than the JVM may use; the message says how much and how to raise it. */
public final class OutOfHeapException extends SimulationFailure {
    public OutOfHeapException(String message) {
        super(message);
    }
}
