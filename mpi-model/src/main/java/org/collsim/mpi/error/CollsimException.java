package org.collsim.mpi.error;

/**
 * Every failure collsim reports on purpose. The permitted subclasses are the kinds the command
 * line maps to exit codes (in one place); concrete failures extend one of them.
 */
public abstract sealed class CollsimException extends RuntimeException
        permits BadInputException, SimulationFailure, LimitExceededException, InternalException {
    /** The kinds, for an exhaustive switch (one per permitted subclass). */
    public enum Kind {
        BAD_INPUT, SIMULATION_FAILED, LIMIT_EXCEEDED, INTERNAL
    }

    protected CollsimException(String message) {
        super(message);
    }

    protected CollsimException(String message, Throwable cause) {
        super(message, cause);
    }

    public abstract Kind kind();
}
