package org.collsim.cli;

/** The process exit codes of {@code collsim}. */
public final class ExitCodes {
    public static final int OK = 0;
    /** A simulation failed: deadlock, an MPI error, or the heap ran out. */
    public static final int SIMULATION_FAILED = 1;
    /** Bad input: scenario, command line, unreadable or unwritable files (picocli's usage code too). */
    public static final int BAD_INPUT = 2;
    /** A bug in collsim. */
    public static final int INTERNAL_ERROR = 3;
    /** {@code collsim compare}: a regression, or a baseline record the current results lack. */
    public static final int REGRESSION = 4;

    private ExitCodes() {
    }
}
