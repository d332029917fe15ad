package org.collsim.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.sweep.ResultsLog;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code collsim merge DIR... --out OUT}: joins the results.jsonl of the shards of one run into
 * OUT/results.jsonl and writes every report, the same as an unsharded run's.
 */
@Command(name = "merge", mixinStandardHelpOptions = true,
        description = "Joins the DIR/results.jsonl of a run's shards into OUT and writes its reports.")
final class MergeCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "DIR", arity = "1..*", description = "the output directories of the shards")
    private List<Path> dirs;

    @Option(names = "--out", paramLabel = "OUT", required = true, description = "where the joined results go")
    private Path out;

    private final ReportOutput output = new ReportOutput();

    /** The command's model: picocli's, from the annotations, plus the report options built in code. */
    static CommandLine commandLine() {
        MergeCommand command = new MergeCommand();
        return command.output.commandLine(command);
    }

    @Override
    public Integer call() {
        return output.publish(spec, out, this::join, "expected readable shard logs and a writable " + out);
    }

    /** The shards' logs joined, written as OUT/results.jsonl. */
    private ResultsLog.Contents join() throws IOException {
        ResultsLog.Contents joined = ResultsLog.merge(dirs.stream().map(RunCommand::logIn).toList());
        Files.createDirectories(out);
        try (ResultsLog log = ResultsLog.create(out.resolve(RunCommand.LOG_FILE), joined.header())) {
            List<ResultRecord> records = joined.list();
            for (int p = 0; p < records.size(); p++) {
                log.append(p, records.get(p));
            }
        }
        return joined;
    }
}
