package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.report.ProgramResultsTable;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsCsv;
import org.collsim.report.ResultsJson;
import org.collsim.report.ResultsTable;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioRunner;
import org.collsim.scenario.program.ProgramFailure;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim run SCENARIO.json [--out DIR]}: validates, simulates every point, prints the
 * table on stdout and writes DIR/results.json and DIR/results.csv (progress notes go to stderr).
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Simulates every point of a scenario, prints a table and writes DIR/results.json and DIR/results.csv.")
final class RunCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "SCENARIO.json", description = "the scenario file")
    private Path scenarioFile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: results/<scenario name>)")
    private Path outDir;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Scenario scenario;
        try {
            scenario = parent.environment().loader().load(scenarioFile);
        } catch (ScenarioException e) {
            Failures.print(err, e);
            return ExitCodes.BAD_INPUT;
        }
        List<ResultRecord> records;
        try {
            records = ScenarioRunner.run(scenario);
        } catch (PointFailure f) {
            Failures.print(err, scenarioFile.toString(), f);
            return ExitCodes.SIMULATION_FAILED;
        } catch (ProgramFailure f) {
            Failures.print(err, scenarioFile.toString(), f);
            return ExitCodes.SIMULATION_FAILED;
        } catch (OutOfMemoryError e) {
            err.println("error: " + scenarioFile + ": the simulation ran out of heap; raise it with COLLSIM_JAVA_OPTS=-Xmx<size>, e.g. -Xmx8g");
            err.flush();
            return ExitCodes.SIMULATION_FAILED;
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(scenario.name() + ": " + scenario.network().describe() + ", seed " + scenario.seed());
        out.println();
        List<ResultRecord> benchmark = records.stream().filter(r -> !r.isProgram()).toList();
        if (!benchmark.isEmpty()) {
            out.print(ResultsTable.render(benchmark));
        }
        List<ResultRecord> program = records.stream().filter(ResultRecord::isProgram).toList();
        if (!program.isEmpty()) { // program workload: its own table
            out.print(benchmark.isEmpty() ? "" : "\n");
            out.print(ProgramResultsTable.render(program));
        }
        out.flush();
        return write(scenario, records, err);
    }

    private int write(Scenario scenario, List<ResultRecord> records, PrintWriter err) {
        Path dir = outDir != null ? outDir : Path.of("results", scenario.name());
        Path json = dir.resolve("results.json");
        Path csv = dir.resolve("results.csv");
        try {
            Files.createDirectories(dir);
            ResultsJson.write(records, json);
            ResultsCsv.write(records, csv);
        } catch (IOException e) {
            err.println("error: " + dir + ": expected a writable output directory, found " + e);
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        err.println("wrote " + json + " and " + csv);
        err.flush();
        return ExitCodes.OK;
    }
}
