package org.collsim.cli;

import java.io.PrintWriter;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.report.compare.ResultsFileException;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.ScenarioException;

/**
 * Prints failures as "error: ..." lines on stderr and returns their exit code: the one place a
 * failure becomes an exit code (through {@link ExitCodes#of}).
 */
final class Failures {
    private static final String PLEASE_REPORT =
            "; this is a bug in collsim, please report it with the scenario file and the command line";

    private Failures() {
    }

    static int print(PrintWriter err, ScenarioException e) {
        e.lines().forEach(err::println);
        err.flush();
        return ExitCodes.of(e.kind());
    }

    static void print(PrintWriter err, ResultsFileException e) {
        e.lines().forEach(err::println);
        err.flush();
    }

    /** A failed point of the scenario in {@code source}. */
    static int print(PrintWriter err, String source, PointFailure f) {
        CollsimException cause = f.getCause();
        String what = "simulation of " + f.what();
        if (cause instanceof DeadlockException d) {
            err.println("error: " + source + ": " + what + " deadlocked; " + d.perRank().size() + " rank(s) cannot proceed:");
            d.perRank().forEach(line -> err.println("  " + line));
        } else if (cause.kind() == CollsimException.Kind.INTERNAL) {
            err.println("internal error: " + source + ": " + what + ": " + cause.getMessage() + PLEASE_REPORT);
        } else {
            err.println("error: " + source + ": " + what + " failed: " + cause.getMessage());
        }
        err.flush();
        return ExitCodes.of(cause.kind());
    }

    /** Any other failure collsim reports on purpose, its message naming the file or option: "error: <message>". */
    static int print(PrintWriter err, CollsimException e) {
        err.println("error: " + e.getMessage());
        err.flush();
        return ExitCodes.of(e.kind());
    }

    /** A bug: the exception's class and message, and a request to report it. */
    static int internalError(PrintWriter err, Throwable t) {
        err.println("internal error: " + t.getClass().getName() + ": " + t.getMessage() + PLEASE_REPORT);
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }
}
