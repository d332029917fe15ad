package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.mpi.error.CollsimException;
import org.collsim.report.AtomicFiles;
import org.collsim.scenario.BenchmarkPoint;
import org.collsim.scenario.GoalExports;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioPoint;
import org.collsim.scenario.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim export-goal SCENARIO.json [--point N] [--out DIR]}: writes the schedules of a
 * scenario's benchmark points as GOAL files (DIR/NAME-pN.goal, N the point's index in the order of
 * the scenario's records) with each point's machine beside it (DIR/NAME-pN.machine.json), ready for
 * {@code collsim replay} or LogGOPSim (docs/REPLAY.md, Export).
 */
@Command(name = "export-goal", mixinStandardHelpOptions = true,
        description = "Writes a scenario's benchmark points as GOAL schedules (LogGOPSim's text format) with their machines, "
                + "for collsim replay or LogGOPSim.")
final class ExportGoalCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "SCENARIO.json", description = "the scenario file (its machine: one loggp network)")
    private Path scenarioFile;

    @Option(names = "--point", paramLabel = "N", description = "only the point of index N (0-based, in the order of the records)")
    private Integer point;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: results/<scenario name>)")
    private Path outDir;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Scenario scenario;
        try {
            scenario = parent.environment().loader().load(scenarioFile);
        } catch (ScenarioException e) {
            return Failures.print(err, e);
        }
        List<ScenarioPoint<?>> points = ScenarioRunner.points(scenario);
        if (point != null && (point < 0 || point >= points.size())) {
            return Failures.badInput(err, "--point: expected a point of 0.." + (points.size() - 1) + ", found " + point);
        }
        Path dir = outDir != null ? outDir : Path.of("results", scenario.name());
        try {
            Files.createDirectories(dir);
            for (int i = 0; i < points.size(); i++) {
                if (point == null || point == i) {
                    int code = export(points.get(i), dir.resolve(scenario.name() + "-p" + i), err);
                    if (code != ExitCodes.OK) {
                        return code;
                    }
                }
            }
        } catch (IOException e) {
            return Failures.unwritable(err, dir, e);
        } catch (UncheckedIOException e) {
            return Failures.unwritable(err, dir, e.getCause());
        }
        return ExitCodes.OK;
    }

    private int export(ScenarioPoint<?> p, Path base, PrintWriter err) throws IOException {
        if (!(p instanceof BenchmarkPoint benchmark)) {
            return Failures.badInput(err, scenarioFile + ": " + p.describe() + ": expected a benchmark point, found a program point "
                    + "(programs are not exported)");
        }
        String unsupported = GoalExports.unsupported(p.scenario().machine());
        if (unsupported != null) {
            return Failures.badInput(err, scenarioFile + ": $.machine: " + unsupported);
        }
        Path goal = base.resolveSibling(base.getFileName() + ".goal");
        Path machine = base.resolveSibling(base.getFileName() + ".machine.json");
        try {
            AtomicFiles.write(goal, out -> GoalExports.write(benchmark, parent.environment().registry(), out));
        } catch (CollsimException e) {
            return Failures.badInput(err, scenarioFile + ": " + p.describe() + ": " + e.getMessage());
        }
        AtomicFiles.writeString(machine, GoalExports.machineJson(p.scenario().machine()));
        PrintWriter out = spec.commandLine().getOut();
        out.println("wrote " + goal + " (" + p.describe() + ") and " + machine.getFileName());
        out.flush();
        return ExitCodes.OK;
    }

}
