package org.collsim.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.collsim.mpi.error.BadInputException;
import org.collsim.report.Provenance;
import org.collsim.report.ResultRecord;
import org.collsim.report.chart.ChartWarmUp;
import org.collsim.report.timeline.Timeline;
import org.collsim.scenario.sweep.ResultsLog;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options and the last step shared by the commands that end with a set of records
 * ({@code run}, {@code tune}, {@code report}, {@code merge}): what stdout shows, and the report files written
 * to the output directory. Built in code ({@link Specs}), added to a command with {@link #addTo}.
 */
final class ReportOutput implements OptionGroup {
    private static final String FORMAT = "--format";
    private static final String NO_HTML = "--no-html";

    private final CommandSpec options = CommandSpec.create()
            .addOption(OptionSpec.builder(FORMAT).paramLabel("FORMAT").type(StdoutFormat.class)
                    .initialValue(StdoutFormat.table).description("what stdout shows: table (default) or osu").build())
            .addOption(Specs.flag(NO_HTML, "skip results.html (its charts cost 0.2-0.3 s to start, then "
                    + "tens of ms per collective)"));

    @Override
    public void addTo(CommandSpec command) {
        command.addMixin("output", options);
    }

    /** Starts drawing's machinery on another core when results.html will be written ({@link ChartWarmUp}). */
    void warmUp() {
        boolean noHtml = Specs.value(options, NO_HTML);
        if (!noHtml) {
            ChartWarmUp.start();
        }
    }

    /**
     * Prints the records in the chosen format and writes every report into {@code dir}; returns the
     * exit code: 1 when a run limit stopped some point (the reports say which), so that a script
     * notices the results are incomplete.
     */
    int publish(CommandSpec spec, Path dir, String title, String machine, Provenance provenance, List<ResultRecord> records) {
        return publish(spec, dir, title, machine, provenance, records, List.of());
    }

    /** How a command gets the results log it publishes: reads it, or joins and writes it. */
    @FunctionalInterface
    interface LogSource {
        ResultsLog.Contents get() throws IOException;
    }

    /**
     * Publishes the records of the log {@code source} gives into {@code dir}, under its header's
     * title, machine and provenance ({@code report}, {@code merge}); a log that cannot be read or
     * written is bad input, "error: {@code expected}, found" the I/O error.
     */
    int publish(CommandSpec spec, Path dir, LogSource source, String expected) {
        ResultsLog.Contents log;
        try {
            log = source.get();
        } catch (BadInputException e) {
            return Failures.print(spec.commandLine().getErr(), e);
        } catch (IOException e) {
            return Failures.badInput(spec.commandLine().getErr(), expected + ", found " + Failures.found(e));
        }
        ResultsLog.Header h = log.header();
        return publish(spec, dir, h.title(), h.machine(), h.provenance(), log.list());
    }

    /** As above, with the timelines recorded (their files, and their charts in results.html). */
    int publish(CommandSpec spec, Path dir, String title, String machine, Provenance provenance, List<ResultRecord> records,
                List<Timeline> timelines) {
        StdoutFormat format = Specs.value(options, FORMAT);
        boolean noHtml = Specs.value(options, NO_HTML);
        format.print(spec.commandLine().getOut(), title + ": " + machine, records);
        int code = ReportFiles.write(dir, new ReportFiles.Contents(title, machine, provenance, records, timelines),
                !noHtml, spec.commandLine().getErr());
        List<ResultRecord> stopped = records.stream().filter(ResultRecord::isStopped).toList();
        if (code != ExitCodes.OK || stopped.isEmpty()) {
            return code;
        }
        java.io.PrintWriter err = spec.commandLine().getErr();
        err.println("warning: a run limit stopped " + stopped.size() + " of " + records.size() + " points (the reports "
                + "mark them stopped); the first: " + stopped.get(0) + ": " + stopped.get(0).stopped()
                + "; raise the limit (\"limits\" in the scenario, --max-events, --max-wall) and run again with --resume");
        err.flush();
        return ExitCodes.SIMULATION_FAILED;
    }
}
