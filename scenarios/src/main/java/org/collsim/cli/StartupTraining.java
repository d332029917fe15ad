package org.collsim.cli;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * The training run behind {@code bin/collsim}'s class-data-sharing archive: the commands a user
 * runs most (version, list, validate, run with every report), in one JVM, so that the archive
 * dumped at its exit holds the classes of parsing, simulating and charting. Output is discarded.
 * Arguments: a scenario to validate and run, and a scratch output directory.
 */
public final class StartupTraining {
    private StartupTraining() {
    }

    public static void main(String[] args) {
        if (args.length != 2) {
            System.err.println("usage: StartupTraining SCENARIO.json SCRATCH_DIR");
            System.exit(ExitCodes.BAD_INPUT);
        }
        CollsimCli.configureJvm();
        String[][] commands = {
            {"--version"},
            {"list"},
            {"validate", args[0]},
            {"run", args[0], "--out", args[1]},
        };
        for (String[] command : commands) {
            StringWriter sink = new StringWriter();
            CollsimCli.commandLine().setOut(new PrintWriter(sink)).setErr(new PrintWriter(sink)).execute(command);
        }
    }
}
