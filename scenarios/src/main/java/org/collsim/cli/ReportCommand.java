package org.collsim.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.collsim.scenario.sweep.ResultsLog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code collsim report DIR [--format table|osu] [--no-html]}: writes every report of a run
 * again from its records alone (DIR/results.jsonl) — results.json, .csv, .md, .html and
 * queues.csv — and prints the table, or the OSU layout.
 */
@Command(name = "report", mixinStandardHelpOptions = true,
        description = "Writes DIR/results.json, .csv, .md and .html again from DIR/results.jsonl and prints the table.")
final class ReportCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "the output directory of a finished collsim run")
    private Path dir;

    private final ReportOutput output = new ReportOutput();

    /** The command's model: picocli's, from the annotations, plus the report options built in code. */
    static CommandLine commandLine() {
        ReportCommand command = new ReportCommand();
        return command.output.commandLine(command);
    }

    @Override
    public Integer call() {
        return output.publish(spec, dir, () -> ResultsLog.read(RunCommand.logIn(dir)),
                dir.resolve(RunCommand.LOG_FILE) + ": expected a readable file");
    }
}
