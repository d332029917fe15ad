package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.report.CommWorkloadRecord;
import org.collsim.report.CommWorkloadResults;
import org.collsim.report.ProgramResultsTable;
import org.collsim.report.QueuesCsv;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsCsv;
import org.collsim.report.ResultsHtml;
import org.collsim.report.ResultsJson;
import org.collsim.report.ResultsMarkdown;
import org.collsim.report.ResultsTable;
import org.collsim.scenario.PointFailure;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import org.collsim.scenario.ScenarioRunner;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim run SCENARIO.json [--out DIR] [--no-html]}: validates, simulates every point,
 * prints the table on stdout and writes DIR/results.json, DIR/results.csv, DIR/results.md and
 * DIR/results.html (progress notes go to stderr). A scenario with a {@code comm_workload} also
 * prints its table and writes DIR/comm_workload.json.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Simulates every point of a scenario, prints a table and writes DIR/results.json, "
                + "DIR/results.csv, DIR/results.md and DIR/results.html.")
final class RunCommand implements Callable<Integer> {
    private static final String COMM_WORKLOAD_FILE = "comm_workload.json";
    /** Per-rank matching-queue statistics of runs small enough to list. */
    private static final String QUEUES_FILE = "queues.csv";

    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "SCENARIO.json", description = "the scenario file")
    private Path scenarioFile;

    @Option(names = "--out", paramLabel = "DIR", description = "output directory (default: results/<scenario name>)")
    private Path outDir;

    @Option(names = "--no-html", description = "skip DIR/results.html (its charts cost about 0.5 s to start, then "
            + "tens of ms per collective)")
    private boolean noHtml;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Scenario scenario;
        try {
            scenario = parent.environment().loader().load(scenarioFile);
        } catch (ScenarioException e) {
            return Failures.print(err, e);
        }
        List<ResultRecord> records;
        List<CommWorkloadRecord> workload;
        try {
            records = ScenarioRunner.run(scenario, parent.environment().registry());
            workload = ScenarioRunner.runCommWorkload(scenario, parent.environment().registry());
        } catch (PointFailure f) {
            return Failures.print(err, scenarioFile.toString(), f);
        } catch (OutOfMemoryError e) {
            err.println("error: " + scenarioFile + ": the simulation ran out of heap; raise it with COLLSIM_JAVA_OPTS=-Xmx<size>, e.g. -Xmx8g");
            err.flush();
            return ExitCodes.SIMULATION_FAILED;
        }
        print(scenario, records, workload);
        return write(scenario, records, workload, err);
    }

    private void print(Scenario scenario, List<ResultRecord> records, List<CommWorkloadRecord> workload) {
        PrintWriter out = spec.commandLine().getOut();
        out.println(scenario.name() + ": " + scenario.machine().describe() + ", seed " + scenario.seed());
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
        if (!workload.isEmpty()) {
            CommWorkloadRecord first = workload.get(0);
            out.println();
            out.println("communicator workload: " + first.splits() + " splits into " + first.colors() + " colors on "
                    + first.ranks() + " ranks, then free");
            out.println();
            out.print(CommWorkloadResults.render(workload));
        }
        out.flush();
    }

    private int write(Scenario scenario, List<ResultRecord> records, List<CommWorkloadRecord> workload, PrintWriter err) {
        Path dir = outDir != null ? outDir : Path.of("results", scenario.name());
        List<Path> written = new ArrayList<>();
        try {
            Files.createDirectories(dir);
            ResultsJson.write(records, add(written, dir.resolve("results.json")));
            ResultsCsv.write(records, add(written, dir.resolve("results.csv")));
            String machine = scenario.machine().describe() + ", seed " + scenario.seed();
            ResultsMarkdown.write(scenario.name(), machine, records, add(written, dir.resolve("results.md")));
            if (!noHtml) {
                writeHtml(scenario.name(), machine, records, dir.resolve("results.html"), written, err);
            }
            if (!workload.isEmpty()) {
                CommWorkloadResults.write(workload, add(written, dir.resolve(COMM_WORKLOAD_FILE)));
            }
            if (QueuesCsv.hasRows(records)) {
                QueuesCsv.write(records, dir.resolve(QUEUES_FILE));
            }
        } catch (IOException e) {
            err.println("error: " + dir + ": expected a writable output directory, found " + e);
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        err.println("wrote " + joined(written));
        err.flush();
        return ExitCodes.OK;
    }

    /**
     * The charts need Java's 2D font machinery; on a machine without fonts that fails, and the
     * results are still complete in the other files, so it is a warning, not a failure.
     */
    private static void writeHtml(String name, String machine, List<ResultRecord> records, Path file, List<Path> written,
                                  PrintWriter err) throws IOException {
        if (!org.collsim.report.chart.Fonts.available()) {
            err.println("warning: " + file + " not written: this machine cannot measure text (no fonts), so the charts "
                    + "cannot be drawn; the other reports are complete");
            return;
        }
        try {
            ResultsHtml.write(name, machine, records, file);
            written.add(file);
        } catch (RuntimeException | LinkageError | java.awt.AWTError | InternalError e) {
            err.println("warning: " + file + " not written: the charts could not be drawn (" + e + ")");
        }
    }

    private static Path add(List<Path> written, Path file) {
        written.add(file);
        return file;
    }

    /** "a, b and c". */
    private static String joined(List<Path> files) {
        List<String> names = files.stream().map(Path::toString).toList();
        int last = names.size() - 1;
        return last == 0 ? names.get(0) : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
    }
}
