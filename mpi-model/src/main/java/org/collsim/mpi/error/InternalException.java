package org.collsim.mpi.error;

/** A bug in collsim: a state the code should never reach. */
public final class InternalException extends CollsimException {
    public InternalException(String message, Throwable cause) {
        super(message, cause);
    }

    @Override
    public Kind kind() {
        return Kind.INTERNAL;
    }
}
