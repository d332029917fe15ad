package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.collsim.report.AtomicFiles;
import org.collsim.report.CommWorkloadResults;
import org.collsim.report.Provenance;
import org.collsim.report.LinksCsv;
import org.collsim.report.QueuesCsv;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsCsv;
import org.collsim.report.ResultsHtml;
import org.collsim.report.ResultsJson;
import org.collsim.report.ResultsMarkdown;
import org.collsim.report.timeline.ChromeTrace;
import org.collsim.report.timeline.GanttChart;
import org.collsim.report.timeline.Timeline;

/**
 * Writes the reports of a set of records into a directory, each file through an atomic rename:
 * results.json, results.csv, results.md, results.html (unless skipped), comm_workload.json and
 * queues.csv when there is something to put in them, and the recorded timelines: each as
 * timeline.json (timeline-N.json for point N when there are several), all in one timeline.svg.
 */
final class ReportFiles {
    static final String COMM_WORKLOAD_FILE = "comm_workload.json";
    /** Per-rank matching-queue statistics of runs small enough to list. */
    static final String QUEUES_FILE = "queues.csv";
    static final String LINKS_FILE = "links.csv";

    private ReportFiles() {
    }

    /**
     * What the reports show: the scenario's name, the machine line, what produced the records and
     * what they ran on, the records and the timelines.
     */
    record Contents(String title, String machine, Provenance provenance, List<ResultRecord> records,
                    List<Timeline> timelines) {
    }

    /** One report file: how to write it (false when it was left out) and whether "wrote ..." lists it. */
    private record Report(Path file, ReportWriter writer, boolean listed) {
    }

    @FunctionalInterface
    private interface ReportWriter {
        boolean to(Path file) throws IOException;
    }

    /**
     * Writes the files at once (they are independent, and after a sweep they are the serial part
     * of a run) and says which on {@code err}, in a fixed order; an unwritable directory is bad
     * input (exit 2).
     */
    static int write(Path dir, Contents c, boolean html, PrintWriter err) {
        List<ResultRecord> records = c.records();
        List<Report> reports = new ArrayList<>();
        reports.add(new Report(dir.resolve("results.json"), f -> done(() -> ResultsJson.write(c.provenance(), records, f)),
                true));
        reports.add(new Report(dir.resolve("results.csv"), f -> done(() -> ResultsCsv.write(records, f)), true));
        reports.add(new Report(dir.resolve("results.md"), f -> done(() -> ResultsMarkdown.write(c.title(), c.machine(),
                c.provenance().producedBy(), records, f)), true));
        if (html) {
            reports.add(new Report(dir.resolve("results.html"), f -> writeHtml(c, f, err), true));
        }
        List<ResultRecord> workload = CommWorkloadResults.of(records);
        if (!workload.isEmpty()) {
            reports.add(new Report(dir.resolve(COMM_WORKLOAD_FILE), f -> done(() -> CommWorkloadResults.write(workload, f)),
                    true));
        }
        if (QueuesCsv.hasRows(records)) {
            reports.add(new Report(dir.resolve(QUEUES_FILE), f -> done(() -> QueuesCsv.write(records, f)), false));
        }
        if (LinksCsv.hasRows(records)) {
            reports.add(new Report(dir.resolve(LINKS_FILE), f -> done(() -> LinksCsv.write(records, f)), true));
        }
        for (Timeline t : c.timelines()) {
            String name = c.timelines().size() == 1 ? "timeline.json" : "timeline-" + t.point() + ".json";
            reports.add(new Report(dir.resolve(name), f -> done(() -> AtomicFiles.write(f, out -> ChromeTrace.write(t, out))),
                    true));
        }
        if (!c.timelines().isEmpty()) {
            reports.add(new Report(dir.resolve("timeline.svg"), f -> done(() -> AtomicFiles.writeString(f,
                    GanttChart.svg(c.timelines(), "timelines"))), true));
        }
        List<Boolean> wrote;
        try {
            Files.createDirectories(dir);
            wrote = reports.parallelStream().map(ReportFiles::written).toList();
        } catch (IOException e) {
            return Failures.unwritable(err, dir, e);
        } catch (java.io.UncheckedIOException e) { // a report's, from the parallel writers
            return Failures.unwritable(err, dir, e.getCause());
        }
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < reports.size(); i++) {
            if (reports.get(i).listed() && wrote.get(i)) {
                written.add(reports.get(i).file());
            }
        }
        err.println("wrote " + joined(written));
        err.flush();
        return ExitCodes.OK;
    }

    private static boolean written(Report r) {
        try {
            return r.writer().to(r.file());
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @FunctionalInterface
    private interface IoAction {
        void run() throws IOException;
    }

    private static boolean done(IoAction write) throws IOException {
        write.run();
        return true;
    }

    /**
     * The charts need Java's 2D font machinery; on a machine without fonts that fails, and the
     * results are still complete in the other files, so it is a warning, not a failure (false).
     */
    private static boolean writeHtml(Contents c, Path file, PrintWriter err) throws IOException {
        if (!org.collsim.report.chart.Fonts.available()) {
            err.println("warning: " + file + " not written: this machine cannot measure text (no fonts), so the charts "
                    + "cannot be drawn; the other reports are complete");
            return false;
        }
        try {
            AtomicFiles.writeString(file, ResultsHtml.render(new ResultsHtml.Header(c.title(), c.machine(),
                    c.provenance().producedBy()), c.records(), c.timelines()));
            return true;
        } catch (RuntimeException | LinkageError | java.awt.AWTError | InternalError e) {
            err.println("warning: " + file + " not written: the charts could not be drawn (" + e + ")");
            return false;
        }
    }

    /** "a, b and c". */
    private static String joined(List<Path> files) {
        List<String> names = files.stream().map(Path::toString).toList();
        int last = names.size() - 1;
        return last == 0 ? names.get(0) : String.join(", ", names.subList(0, last)) + " and " + names.get(last);
    }
}
