package org.collsim.cli;

import java.io.PrintWriter;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.report.compare.ResultsFileException;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.WorkloadFailure;
import org.collsim.scenario.program.ProgramFailure;

/** Prints failures as "error: ..." lines on stderr. */
final class Failures {
    private Failures() {
    }

    static void print(PrintWriter err, ScenarioException e) {
        e.lines().forEach(err::println);
        err.flush();
    }

    static void print(PrintWriter err, ResultsFileException e) {
        e.lines().forEach(err::println);
        err.flush();
    }

    static void print(PrintWriter err, String source, PointFailure f) {
        boolean tables = f.getCause() instanceof CollopsException;
        print(err, source, "simulation of " + (tables ? f.point().describeWithStack() : f.point().describe()), f);
    }

    static void print(PrintWriter err, String source, ProgramFailure f) {
        print(err, source, "simulation of " + f.describe(), f);
    }

    private static void print(PrintWriter err, String source, String what, RuntimeException f) {
        if (f.getCause() instanceof DeadlockException d) {
            err.println("error: " + source + ": " + what + " deadlocked; " + d.perRank().size() + " rank(s) cannot proceed:");
            d.perRank().forEach(line -> err.println("  " + line));
        } else {
            err.println("error: " + source + ": " + what + " failed: " + f.getCause().getMessage());
        }
        err.flush();
    }

    static void print(PrintWriter err, String source, WorkloadFailure f) {
        err.println("error: " + source + ": " + f.getMessage());
        err.flush();
    }
}
