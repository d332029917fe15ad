package org.collsim.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code collsim}: the entry point. Builds the picocli command line and maps failures to exit codes. */
@Command(name = "collsim", mixinStandardHelpOptions = true, versionProvider = BuildInfo.class,
        description = "Simulates MPI collective algorithms in virtual time.",
        subcommands = {RunCommand.class, ValidateCommand.class, ListCommand.class, CompareCommand.class, ReportCommand.class,
        MergeCommand.class, SlurmCommand.class})
public final class CollsimCli implements Runnable {
    @Spec
    private CommandSpec spec;

    private final Environment environment;

    private CollsimCli(Environment environment) {
        this.environment = environment;
    }

    Environment environment() {
        return environment;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing command: run, validate, list, compare, report, merge or slurm");
    }

    /** The configured command line with the built-in registries. */
    public static CommandLine commandLine() {
        return commandLine(Environment.standard());
    }

    /** The configured command line over {@code environment}; tests call {@code execute} with their own writers. */
    public static CommandLine commandLine(Environment environment) {
        CommandLine cli = new CommandLine(new CollsimCli(environment));
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> Failures.internalError(commandLine.getErr(), e));
        return cli;
    }

    public static void main(String[] args) {
        // results.html draws its charts with Java2D: never look for a display
        System.setProperty("java.awt.headless", "true");
        int code;
        try {
            code = commandLine().execute(args);
        } catch (OutOfMemoryError e) {
            System.err.println("error: out of memory; raise the heap with COLLSIM_JAVA_OPTS=-Xmx<size>, e.g. -Xmx8g");
            code = ExitCodes.SIMULATION_FAILED;
        } catch (Throwable t) {
            code = Failures.internalError(new PrintWriter(System.err, true), t);
        }
        System.exit(code);
    }
}
