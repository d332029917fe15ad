package org.collsim.cli;

import org.collsim.mpi.error.CollsimException;

/** The process exit codes of {@code collsim}, and the one mapping of failures to them. */
public final class ExitCodes {
    public static final int OK = 0;
    /** A simulation failed: deadlock, an MPI error, a leak, a run limit, or the heap ran out. */
    public static final int SIMULATION_FAILED = 1;
    /** Bad input: scenario, command line, unreadable or unwritable files (picocli's usage code too). */
    public static final int BAD_INPUT = 2;
    /** A bug in collsim. */
    public static final int INTERNAL_ERROR = 3;
    /** {@code collsim compare}: a regression, or a baseline record the current results lack; {@code collsim rerun}: another time. */
    public static final int REGRESSION = 4;

    private ExitCodes() {
    }

    /** The exit code of a failure of this kind. */
    public static int of(CollsimException.Kind kind) {
        return switch (kind) {
            case BAD_INPUT -> BAD_INPUT;
            case SIMULATION_FAILED, LIMIT_EXCEEDED -> SIMULATION_FAILED;
            case INTERNAL -> INTERNAL_ERROR;
        };
    }
}
