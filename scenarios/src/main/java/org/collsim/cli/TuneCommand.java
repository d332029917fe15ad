package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.error.BadInputException;
import org.collsim.engine.registry.Registry;
import org.collsim.mpi.select.Selector;
import org.collsim.mpi.select.Selectors;
import org.collsim.report.Provenance;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsHtml;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioRunner;
import org.collsim.scenario.sweep.ScenarioHash;
import org.collsim.scenario.sweep.Shard;
import org.collsim.scenario.tune.TuneFiles;
import org.collsim.scenario.tune.Tuning;
import org.collsim.scenario.tune.Winners;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim tune SCENARIO.json --out DIR [--min-gain P%] [--jobs N] [--resume] [--verbose] [--no-html]}:
 * runs the algorithms over the scenario's ranks x bytes grid ({@link Tuning}) through the same
 * sweep as {@code run} (threads, DIR/results.jsonl, resume), writes the reports (the page's
 * best-algorithm map shows the winners) and the tuning files ({@link TuneFiles}).
 */
@Command(name = "tune", mixinStandardHelpOptions = true,
        description = "Runs every algorithm over the scenario's ranks x bytes grid and writes the fastest per cell as "
                + "DIR/winners.csv, DIR/rules.json (collsim), DIR/mpich-selection.json, DIR/ompi-rules.conf and "
                + "DIR/tune.html (heat maps of the winners and of each default's loss).")
final class TuneCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "SCENARIO.json", description = "a scenario with a benchmark, one layer stack and no sweep")
    private Path scenarioFile;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "output directory")
    private Path outDir;

    @Option(names = "--jobs", paramLabel = "N", description = "points simulated at once (default: the number of "
            + "processors); the results do not depend on it")
    private Integer jobs;

    @Option(names = "--resume", description = "keep the points DIR/results.jsonl already holds and run the others")
    private boolean resume;

    @Option(names = "--verbose", description = "one line per finished point on stderr")
    private boolean verbose;

    @Option(names = "--min-gain", paramLabel = "P%", description = "keep the library's default in a cell unless the "
            + "winner is at least P percent faster (default 0%: always the winner)")
    private String minGain = "0%";

    private final ReportOutput output = new ReportOutput();

    /** The command's model: picocli's, from the annotations, plus the report options built in code. */
    static CommandLine commandLine() {
        TuneCommand command = new TuneCommand();
        return command.output.commandLine(command);
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        AlgorithmRegistry registry = parent.environment().registry();
        Scenario scenario;
        String text;
        try {
            scenario = parent.environment().loader().load(scenarioFile);
            text = Files.readString(scenarioFile, StandardCharsets.UTF_8);
            checkTunable(scenario);
        } catch (BadInputException e) { // a scenario's problems too
            return Failures.print(err, e);
        } catch (IOException e) {
            return Failures.badInput(err, scenarioFile + ": expected a readable file, found " + Failures.found(e));
        }
        java.math.BigDecimal gainPercent = percent(minGain);
        if (gainPercent == null) {
            return Failures.print(err, new BadInputException("--min-gain: expected a percentage such as 5%, found \""
                    + minGain + "\""));
        }
        Scenario grid = Tuning.grid(scenario, registry);
        // the file's scenario: rerun narrows it to a record's algorithm, which the grid may add ("tune:": not a run's log)
        Provenance provenance = BuildInfo.provenance("tune:" + ScenarioHash.of(text), ScenarioHash.tree(text),
                List.copyOf(ScenarioRunner.machines(grid)));
        try {
            List<ResultRecord> records = RunCommand.sweep(new RunCommand.SweepOptions(jobs, resume, verbose, Shard.ALL,
                    p -> Tuning.cost(p, registry)),
                    registry, grid, Tuning.points(grid, registry), provenance, outDir, err);
            Registry<Selector> defaults = Selectors.builtIn(registry);
            new TuneFiles(grid.benchmark(), new Winners(records), gainPercent,
                    scenario.machine().ranksPerNodeOrOne()).write(outDir,
                    defaults.find("mpich").orElseThrow(), defaults.find("ompi").orElseThrow(),
                    new ResultsHtml.Header(scenario.name(), RunCommand.machineLine(scenario), provenance.producedBy()));
            return output.publish(spec, outDir, scenario.name(), RunCommand.machineLine(scenario), provenance, records);
        } catch (PointFailure f) {
            return Failures.print(err, scenarioFile.toString(), f);
        } catch (BadInputException e) {
            return Failures.print(err, e);
        } catch (IOException e) {
            return Failures.unwritable(err, outDir, e);
        }
    }

    /** A scenario tune cannot grid, or a --jobs of less than 1, is bad input saying what it found. */
    private void checkTunable(Scenario scenario) {
        int stacks = scenario.layers().stacks().size();
        String found = scenario.benchmark() == null ? "no benchmark" : scenario.runs().size() > 1
                ? "a sweep of " + scenario.runs().size() + " variants" : stacks > 1 ? stacks + " layer stacks" : null;
        if (found != null) {
            throw new BadInputException(scenarioFile + ": expected a scenario with a benchmark, one layer stack and no "
                    + "sweep, found " + found);
        }
        RunCommand.SweepOptions.checkJobs(jobs);
    }

    /** "5%" as 5, or null when the text is not a non-negative percentage. */
    private static java.math.BigDecimal percent(String text) {
        try {
            java.math.BigDecimal v = new java.math.BigDecimal(text.substring(0, Math.max(0, text.length() - 1)));
            return text.endsWith("%") && v.signum() >= 0 ? v : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
