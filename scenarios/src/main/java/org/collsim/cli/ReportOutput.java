package org.collsim.cli;

import java.nio.file.Path;
import java.util.List;
import org.collsim.report.CommWorkloadRecord;
import org.collsim.report.ResultRecord;
import org.collsim.report.timeline.Timeline;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/**
 * The options and the last step shared by the commands that end with a set of records
 * ({@code run}, {@code report}, {@code merge}): what stdout shows, and the report files written
 * to the output directory.
 */
final class ReportOutput {
    @Option(names = "--format", paramLabel = "FORMAT", description = "what stdout shows: table (default) or osu")
    private StdoutFormat format = StdoutFormat.table;

    @Option(names = "--no-html", description = "skip results.html (its charts cost 0.1-0.2 s to start, then "
            + "tens of ms per collective)")
    private boolean noHtml;

    /** Prints the records in the chosen format and writes every report into {@code dir}; returns the exit code. */
    int publish(CommandSpec spec, Path dir, String title, String machine, List<ResultRecord> records,
                List<CommWorkloadRecord> workload) {
        return publish(spec, dir, title, machine, records, workload, List.of());
    }

    /** As above, with the timelines recorded (their files, and their charts in results.html). */
    int publish(CommandSpec spec, Path dir, String title, String machine, List<ResultRecord> records,
                List<CommWorkloadRecord> workload, List<Timeline> timelines) {
        format.print(spec.commandLine().getOut(), title + ": " + machine, records, workload);
        return ReportFiles.write(dir, new ReportFiles.Contents(title, machine, records, workload, timelines), !noHtml,
                spec.commandLine().getErr());
    }
}
