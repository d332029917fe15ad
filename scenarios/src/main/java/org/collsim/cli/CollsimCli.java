package org.collsim.cli;

import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Supplier;
import org.collsim.engine.registry.PluginException;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code collsim}: the entry point. Builds the picocli command line (its model built in code,
 * {@link Specs}) and maps failures to exit codes.
 */
public final class CollsimCli implements Runnable {
    /** A subcommand: its name, and how its model is made when a command line needs it. */
    private record Subcommand(String name, Function<CollsimCli, CommandLine> make) {
    }

    /**
     * The subcommands, in the order {@code --help} lists them. A command line that names one
     * subcommand gets only that one's model (see {@link #commandLine(Supplier, String[])}): picocli
     * builds an annotated command's model by reflection, most of a short command's start-up.
     */
    private static final List<Subcommand> SUBCOMMANDS = List.of(
            new Subcommand(RunCommand.NAME, cli -> new CommandLine(RunCommand.spec(cli))),
            new Subcommand("tune", cli -> TuneCommand.commandLine()),
            new Subcommand(ValidateCommand.NAME, cli -> new CommandLine(ValidateCommand.spec(cli))),
            new Subcommand(ListCommand.NAME, cli -> new CommandLine(ListCommand.spec(cli))),
            new Subcommand("compare", cli -> new CommandLine(new CompareCommand())),
            new Subcommand("report", cli -> ReportCommand.commandLine()),
            new Subcommand("replay", cli -> ReplayCommand.commandLine()),
            new Subcommand("export-goal", cli -> new CommandLine(new ExportGoalCommand())),
            new Subcommand("wireup", cli -> new CommandLine(new WireupCommand())),
            new Subcommand("merge", cli -> MergeCommand.commandLine()),
            new Subcommand("slurm", cli -> new CommandLine(new SlurmCommand())),
            new Subcommand("rerun", cli -> new CommandLine(new RerunCommand())));

    private final CommandSpec spec = Specs.command("collsim", this, "Simulates MPI collective algorithms in virtual time.")
            .versionProvider(new BuildInfo());

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
        CollsimCli top = new CollsimCli(environment);
        CommandLine cli = new CommandLine(top.spec);
        for (Subcommand command : subcommandsFor(args)) {
            cli.addSubcommand(command.name(), command.make().apply(top));
        }
        cli.registerConverter(Path.class, new NonEmptyPath());
        cli.setExecutionExceptionHandler(new Failed());
        return cli;
    }

    private static boolean asksForVersion(String[] args) {
        return args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"));
    }

    private static List<Subcommand> subcommandsFor(String[] args) {
        if (asksForVersion(args)) {
            return List.of();
        }
        for (Subcommand command : SUBCOMMANDS) {
            if (args.length > 0 && command.name().equals(args[0])) {
                return List.of(command);
            }
        }
        return SUBCOMMANDS;
    }

    public static void main(String[] args) {
        configureJvm();
        System.exit(run(args, Environment::standard, new FileOutputStream(FileDescriptor.out),
                new FileOutputStream(FileDescriptor.err)));
    }

    // Named classes, not lambdas, for picocli's interfaces: the archive's dump links the interface of
    // a lambda it stores, and picocli's interfaces (Java 5 class files) cannot be stored once linked,
    // nor then any class implementing them (its 30 built-in converters; docs/PERFORMANCE.md, start-up).

    /** A path that is not empty: an empty one is the working directory, where an unset variable in --out "$DIR" would write. */
    private static final class NonEmptyPath implements CommandLine.ITypeConverter<Path> {
        @Override
        public Path convert(String text) {
            if (text.isEmpty()) {
                throw new CommandLine.TypeConversionException("expected a path, found an empty one");
            }
            return Path.of(text);
        }
    }

    /** A command that threw: a broken plug-in jar on COLLSIM_CLASSPATH is the user's to fix (exit 2), anything else ours. */
    private static final class Failed implements CommandLine.IExecutionExceptionHandler {
        @Override
        public int handleExecutionException(Exception e, CommandLine commandLine, CommandLine.ParseResult parseResult) {
            if (e instanceof PluginException plugin) {
                commandLine.getErr().println("error: " + plugin.getMessage());
                return ExitCodes.BAD_INPUT;
            }
            return Failures.internalError(commandLine.getErr(), e);
        }
    }

    /** The JVM-wide settings of a collsim process (main and the class-data-sharing archive's training run). */
    static void configureJvm() {
        // results.html draws its charts with Java2D: never look for a display
        System.setProperty("java.awt.headless", "true");
        // no option takes a date, a time or a JDBC type: picocli need not load and initialise their
        // classes for its built-in converters (a hundred classes of every start)
        System.setProperty("picocli.converters.excludes", "java\\.(sql|time)\\..*");
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
