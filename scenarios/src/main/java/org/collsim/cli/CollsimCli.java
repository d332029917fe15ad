package org.collsim.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;
import org.collsim.engine.registry.PluginException;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code collsim}: the entry point. Builds the picocli command line and maps failures to exit codes. */
@Command(name = "collsim", mixinStandardHelpOptions = true, versionProvider = BuildInfo.class,
        description = "Simulates MPI collective algorithms in virtual time.")
public final class CollsimCli implements Runnable {
    /**
     * The subcommands, in the order {@code --help} lists them. picocli builds a command's model
     * by reflecting over its annotations when the command is added, which is most of the CLI's
     * start-up; so a command line that names one subcommand gets only that one (see
     * {@link #commandLine(Supplier, String[])}).
     */
    private static final List<Class<?>> SUBCOMMANDS = List.of(RunCommand.class, TuneCommand.class, ValidateCommand.class,
            ListCommand.class, CompareCommand.class, ReportCommand.class, ReplayCommand.class, ExportGoalCommand.class,
            WireupCommand.class, MergeCommand.class, SlurmCommand.class, RerunCommand.class);

    @Spec
    private CommandSpec spec;

    private final Supplier<Environment> environment;
    private Environment built;

    private CollsimCli(Supplier<Environment> environment) {
        this.environment = environment;
    }

    /**
     * The registries, made on first use: {@code --version} and {@code --help} never load the
     * algorithms or scan the class path for plug-ins, so they answer at JVM start-up speed.
     */
    Environment environment() {
        if (built == null) {
            built = environment.get();
        }
        return built;
    }

    @Override
    public void run() {
        // the command names come from the subcommands registered above, written once
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing command: "
                + String.join(", ", spec.subcommands().keySet()));
    }

    /** The configured command line with the built-in registries. */
    public static CommandLine commandLine() {
        return commandLine(Environment::standard);
    }

    /** The configured command line over {@code environment}; tests call {@code execute} with their own writers. */
    public static CommandLine commandLine(Environment environment) {
        return commandLine(() -> environment);
    }

    /** The configured command line, with every subcommand, over an environment made when a command first needs it. */
    static CommandLine commandLine(Supplier<Environment> environment) {
        return commandLine(environment, new String[0]);
    }

    /**
     * The configured command line for {@code args}: when the first argument names a subcommand,
     * only that subcommand is added, and {@code --version} alone needs none; otherwise (no
     * command, {@code --help}, a misspelt name) all are, so help and "did you mean" see every name.
     */
    static CommandLine commandLine(Supplier<Environment> environment, String[] args) {
        CommandLine cli = new CommandLine(new CollsimCli(environment));
        for (Class<?> command : subcommandsFor(args)) {
            cli.addSubcommand(command);
        }
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            if (e instanceof PluginException plugin) { // a broken jar on COLLSIM_CLASSPATH: the user's to fix
                commandLine.getErr().println("error: " + plugin.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            return Failures.internalError(commandLine.getErr(), e);
        });
        return cli;
    }

    private static boolean asksForVersion(String[] args) {
        return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
    }

    private static List<Class<?>> subcommandsFor(String[] args) {
        if (asksForVersion(args)) {
            return List.of();
        }
        for (Class<?> command : SUBCOMMANDS) {
            if (args.length > 0 && command.getAnnotation(Command.class).name().equals(args[0])) {
                return List.of(command);
            }
        }
        return SUBCOMMANDS;
    }

    public static void main(String[] args) {
        // results.html draws its charts with Java2D: never look for a display
        System.setProperty("java.awt.headless", "true");
        System.exit(run(args, Environment::standard, new FileOutputStream(FileDescriptor.out),
                new FileOutputStream(FileDescriptor.err)));
    }

    /**
     * Runs one command line and returns its exit code. Output is UTF-8 and numbers use
     * {@link Locale#ROOT} whatever the user's locale ("±" stays "±" under LANG=C); a write error on
     * {@code stdout} (a closed pipe, a full disk) is an error exit, never 0.
     */
    static int run(String[] args, Supplier<Environment> environment, OutputStream stdout, OutputStream stderr) {
        Locale.setDefault(Locale.ROOT);
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8)));
        PrintWriter err = new PrintWriter(new OutputStreamWriter(stderr, StandardCharsets.UTF_8), true);
        int code = execute(args, environment, out, err);
        if (out.checkError()) { // flushes, and reports any write that failed since the start
            err.println("error: cannot write to standard output (a closed pipe or a full disk)");
            code = code == ExitCodes.OK ? ExitCodes.BAD_INPUT : code;
        }
        err.flush();
        return code;
    }

    private static int execute(String[] args, Supplier<Environment> environment, PrintWriter out, PrintWriter err) {
        if (asksForVersion(args)) { // answered before picocli reflects over the command: most of a bare start
            for (String line : new BuildInfo().getVersion()) {
                out.println(line);
            }
            return ExitCodes.OK;
        }
        try {
            return commandLine(environment, args).setOut(out).setErr(err).execute(args);
        } catch (PluginException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.BAD_INPUT;
        } catch (OutOfMemoryError e) {
            err.println("error: out of memory; raise the heap with COLLSIM_JAVA_OPTS=-Xmx<size>, e.g. -Xmx8g");
            return ExitCodes.SIMULATION_FAILED;
        } catch (RuntimeException | Error e) {
            return Failures.internalError(err, e);
        }
    }
}
