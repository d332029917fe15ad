package org.collsim.mpi.error;

/** Input collsim cannot use: a scenario, a results file, a command-line value. */
public non-sealed class BadInputException extends CollsimException {
    public BadInputException(String message) {
        super(message);
    }

    @Override
    public final Kind kind() {
        return Kind.BAD_INPUT;
    }
}
