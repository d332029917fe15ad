package org.collsim.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import org.collsim.mpi.error.BadInputException;
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

    /**
     * Any other failure collsim reports on purpose, its message naming the file or option: "error:
     * <message>" (a scenario's problems one a line, as above).
     */
    static int print(PrintWriter err, CollsimException e) {
        if (e instanceof ScenarioException scenario) {
            return print(err, scenario);
        }
        err.println("error: " + e.getMessage());
        err.flush();
        return ExitCodes.of(e.kind());
    }

    /** Bad input a command found itself: "error: <message>", exit 2. */
    static int badInput(PrintWriter err, String message) {
        return print(err, new BadInputException(message));
    }

    /** An output directory that cannot be written: "error: DIR: expected a writable output directory, found ...". */
    static int unwritable(PrintWriter err, Path dir, IOException e) {
        return badInput(err, dir + ": expected a writable output directory, found " + found(e));
    }

    /**
     * What an I/O error found, in words: the file and why ("out/results.json: Is a directory"),
     * without Java's class names; for a file moved into place, the place, not the temporary file.
     */
    static String found(IOException e) {
        if (e instanceof FileSystemException f) {
            String file = f.getOtherFile() != null ? f.getOtherFile() : f.getFile();
            return (file != null ? file + ": " : "") + reason(f);
        }
        if (e instanceof JsonProcessingException json) {
            return json.getOriginalMessage();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    private static String reason(FileSystemException f) {
        if (f.getReason() != null) {
            return f.getReason();
        } else if (f instanceof NoSuchFileException) {
            return "no such file or directory";
        } else if (f instanceof AccessDeniedException) {
            return "permission denied";
        } else if (f instanceof FileAlreadyExistsException) { // where a directory was to be made
            return "exists and is not a directory";
        } else if (f instanceof NotDirectoryException) {
            return "not a directory";
        }
        return f.getClass().getSimpleName();
    }

    /** A bug: the exception's class and message, and a request to report it. */
    static int internalError(PrintWriter err, Throwable t) {
        err.println("internal error: " + t.getClass().getName() + ": " + t.getMessage() + PLEASE_REPORT);
        err.flush();
        return ExitCodes.INTERNAL_ERROR;
    }
}
