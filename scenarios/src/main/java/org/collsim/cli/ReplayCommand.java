package org.collsim.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.collsim.engine.net.LogGPModel;
import org.collsim.mpi.error.BadInputException;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.error.LimitExceededException;
import org.collsim.mpi.run.DeadlockException;
import org.collsim.replay.goal.GoalFiles;
import org.collsim.replay.goal.GoalReplay;
import org.collsim.replay.goal.GoalResult;
import org.collsim.replay.goal.GoalSchedule;
import org.collsim.replay.goal.GoalSyntaxException;
import org.collsim.replay.goal.LogGopsParameters;
import org.collsim.report.ReplayRecord;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.GoalExports;
import org.collsim.scenario.GoalPoint;
import org.collsim.scenario.Limits;
import org.collsim.scenario.MachineLoader;
import org.collsim.scenario.MachineSpec;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim replay FILE --machine MACHINE.json [--out DIR] [--format goal|ti] [--flops SPEED]
 * [--layers L,...] [--algorithm COLL=NAME]... [--no-html]}: replays a trace made by another tool — a
 * GOAL schedule under LogGOPS, or a SimGrid TI trace as a program on any machine, under layers and
 * algorithm choices (docs/REPLAY.md) — prints the first and last ranks' end times, the maximum and
 * mean, messages and events, and writes DIR/ranks.csv and run's reports, whatever the format
 * ({@link ReplayOutcome#write}). Progress and wall time go to stderr.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replays a GOAL schedule (LogGOPSim's text format, .goal or .goal.gz) on a loggp machine, or a SimGrid "
                + "time-independent trace on any machine (under --layers and --algorithm choices); prints per-rank end times and "
                + "writes DIR/ranks.csv and run's reports (results.json, .csv, .md and .html).")
final class ReplayCommand implements Callable<Integer> {
    private static final int SHOWN_RANKS = 4;

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "FILE", description = "the trace: a GOAL schedule (.goal, .goal.gz) or a TI trace or index")
    private Path traceFile;

    @Option(names = "--machine", required = true, paramLabel = "MACHINE.json",
            description = "the machine: a scenario's \"machine\" object in a file of its own")
    private Path machineFile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: results/<trace name>)")
    private Path outDir;

    @Option(names = "--format", paramLabel = "FORMAT", description = "goal or ti (default: detected from the content)")
    private String format;

    @Option(names = "--flops", paramLabel = "SPEED",
            description = "host speed pricing a TI trace's compute actions, in flop/s as SimGrid writes it (\"1e9\", \"1Gf\")")
    private String flops;

    @Option(names = "--layers", paramLabel = "LAYER", split = ",",
            description = "TI only: the layer stack, upper layer first (\"tuned\", \"hierarchical,tuned\"), as a scenario's \"layers\"")
    private List<String> layers = List.of();

    @Option(names = "--algorithm", paramLabel = "COLL=NAME",
            description = "TI only, repeatable: the algorithm behind world's table for a collective (\"bcast=binomial\")")
    private List<String> algorithms = List.of();

    @Option(names = "--no-html", description = "skip results.html")
    private boolean noHtml;

    private final LimitOptions limits = new LimitOptions();

    /** The command's model: picocli's, from the annotations, plus the run limit options built in code. */
    static CommandLine commandLine() {
        ReplayCommand command = new ReplayCommand();
        return command.limits.commandLine(command);
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isRegularFile(traceFile)) {
            return Failures.badInput(err, traceFile + ": expected a trace file, found " + (Files.isDirectory(traceFile) ? "a directory" : "no file"));
        }
        String detected;
        try {
            detected = format != null ? format : TraceFormat.detect(traceFile);
        } catch (IOException e) {
            return Failures.badInput(err, traceFile + ": expected a readable trace, found " + Failures.found(e));
        } catch (BadInputException e) {
            return Failures.print(err, e);
        }
        if (!detected.equals(TraceFormat.GOAL) && !detected.equals(TraceFormat.TI)) {
            return Failures.badInput(err, traceFile + ": --format: expected goal or ti, found \"" + detected + "\"");
        }
        MachineSpec machine;
        Limits runLimits;
        try {
            runLimits = Limits.DEFAULTS.with(limits.overrides());
            machine = new MachineLoader(parent.environment().models()).load(machineFile);
        } catch (BadInputException e) { // the machine file's problems, or a bad --max-events or --max-wall
            return Failures.print(err, e);
        }
        if (detected.equals(TraceFormat.TI)) {
            return replayTi(machine, runLimits, err);
        }
        if (!layers.isEmpty() || !algorithms.isEmpty()) {
            return Failures.badInput(err, traceFile + ": --layers and --algorithm: expected a TI trace (a GOAL schedule is "
                    + "a fixed set of messages, with no collectives to dispatch), found a GOAL schedule");
        }
        Optional<LogGPModel> loggp = machine.loggpAlone();
        if (loggp.isEmpty()) {
            return Failures.badInput(err, machineFile + ": $: " + GoalExports.unsupported(machine));
        }
        return replay(LogGopsParameters.of(loggp.get()), machine, runLimits, err);
    }

    /** A TI trace under the layers and algorithms asked for; run's reports and ranks.csv in the output directory. */
    private int replayTi(MachineSpec machine, Limits runLimits, PrintWriter err) {
        try {
            return report(TiReplayRun.replay(new TiReplayRun.Request(traceFile, machine, flops, algorithms, layers,
                    runLimits), parent.environment()), err);
        } catch (DeadlockException e) {
            return deadlocked(err, e);
        } catch (CollsimException e) {
            return Failures.print(err, e);
        } catch (IOException e) {
            return Failures.badInput(err, traceFile + ": expected a readable TI trace, found " + Failures.found(e));
        }
    }

    private int replay(LogGopsParameters parameters, MachineSpec machine, Limits runLimits, PrintWriter err) {
        TerminalProgress progress = TerminalProgress.onConsole();
        long startNs = System.nanoTime();
        GoalResult result;
        try {
            long fileBytes = Files.size(traceFile);
            GoalSchedule schedule = GoalFiles.read(traceFile, read -> progress.reading(read, fileBytes));
            if (schedule.totalOperations() > runLimits.maxEvents()) {
                // it would stop at the limit, after all that time: refused before it starts, as a scenario's GOAL point is
                progress.clear();
                return Failures.badInput(err, traceFile + ": expected at most max_events = " + runLimits.maxEvents() + " events (--max-events), "
                        + "found a schedule of " + schedule.totalOperations() + " operations (one event each at least)");
            }
            result = GoalReplay.run(schedule, parameters, runLimits.remaining(0, 0),
                    progress::replaying);
        } catch (GoalSyntaxException e) {
            progress.clear();
            return Failures.badInput(err, e.getMessage());
        } catch (IOException e) {
            progress.clear();
            return Failures.badInput(err, traceFile + ": expected a readable GOAL file, found " + Failures.found(e));
        } catch (DeadlockException e) {
            progress.clear();
            return deadlocked(err, e);
        } catch (LimitExceededException e) {
            progress.clear();
            return Failures.print(err, e);
        } catch (ArithmeticException e) {
            progress.clear();
            err.println("error: " + traceFile + ": a time exceeds 2^63 ps (" + e.getMessage() + ")");
            err.flush();
            return ExitCodes.SIMULATION_FAILED;
        }
        progress.clear();
        double wallSeconds = (System.nanoTime() - startNs) / 1e9;
        ReplayRecord summary = new ReplayRecord(result.name(), TraceFormat.GOAL, machine.describe(), result.endPs().length,
                result.maxEndPs(), result.messages(), result.events(), result.operations());
        ObjectNode scenario = ReplayOutcome.scenario(traceFile, machine);
        ((ObjectNode) scenario.get("trace")).put("format", TraceFormat.GOAL);
        ResultRecord record = GoalPoint.record(TraceFormat.baseName(traceFile), machine.network().modelName(), result);
        return report(new ReplayOutcome(summary, result.endPs(), wallSeconds, record, scenario), err);
    }

    /** Prints the replay's per-rank times and writes run's reports and ranks.csv, whatever the format. */
    private int report(ReplayOutcome o, PrintWriter err) {
        print(o.summary(), o.endPs());
        err.println(String.format(Locale.ROOT, "wall time %.3f s", o.wallSeconds()));
        err.flush();
        return o.write(outDir(), !noHtml, err);
    }

    private void print(ReplayRecord record, long[] endPs) {
        PrintWriter out = spec.commandLine().getOut();
        out.println("replay of " + record.trace() + " (" + record.format() + ", " + record.ranks() + " ranks, "
                + record.operations() + " operations) on " + record.machine());
        out.println("rank  end (us)");
        for (int rank = 0; rank < endPs.length; rank++) {
            if (rank == SHOWN_RANKS && endPs.length > 2 * SHOWN_RANKS) {
                out.println("...");
                rank = endPs.length - SHOWN_RANKS;
            }
            out.println(String.format(Locale.ROOT, "%-5d %s", rank, us(endPs[rank])));
        }
        int last = 0;
        BigInteger sum = BigInteger.ZERO;
        for (int rank = 0; rank < endPs.length; rank++) {
            last = endPs[rank] > endPs[last] ? rank : last;
            sum = sum.add(BigInteger.valueOf(endPs[rank]));
        }
        BigDecimal meanUs = new BigDecimal(sum).divide(BigDecimal.valueOf(endPs.length), 0, RoundingMode.HALF_EVEN)
                .movePointLeft(6).stripTrailingZeros();
        out.println("max " + us(record.timePs()) + " us (rank " + last + "), mean " + meanUs.toPlainString() + " us");
        out.println("messages " + record.messages() + ", events " + record.events());
        out.flush();
    }

    private static String us(long ps) {
        return ReplayRecord.microsecondsText(ps);
    }

    private Path outDir() {
        return outDir != null ? outDir : Path.of("results", TraceFormat.baseName(traceFile));
    }

    private int deadlocked(PrintWriter err, DeadlockException e) {
        err.println("error: " + traceFile + ": replay deadlocked; " + e.perRank().size() + " rank(s) cannot proceed:");
        e.perRank().forEach(line -> err.println("  " + line));
        err.flush();
        return ExitCodes.SIMULATION_FAILED;
    }

}
