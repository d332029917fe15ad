package org.collsim.scenario.program;

/**
 * A program's simulation failed at one rank count: a deadlock, an MPI error, a leaked
 * communicator or a table error. The cause is the runtime's exception, kept for its details.
 */
public final class ProgramFailure extends RuntimeException {
    private final int ranks;

    public ProgramFailure(int ranks, RuntimeException cause) {
        super("simulation of the program at " + ranks + " ranks failed: " + cause.getMessage(), cause);
        this.ranks = ranks;
    }

    public int ranks() {
        return ranks;
    }

    /** "the program at 2 ranks". */
    public String describe() {
        return "the program at " + ranks + " ranks";
    }
}
