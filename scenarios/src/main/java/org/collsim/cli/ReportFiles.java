package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.collsim.report.AtomicFiles;
import org.collsim.report.CommWorkloadRecord;
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
     * what they ran on, the records, the workload's and the timelines.
     */
    record Contents(String title, String machine, Provenance provenance, List<ResultRecord> records,
                    List<CommWorkloadRecord> workload, List<Timeline> timelines) {
    }

    /** Writes the files and says which on {@code err}; an unwritable directory is bad input (exit 2). */
    static int write(Path dir, Contents c, boolean html, PrintWriter err) {
        List<Path> written = new ArrayList<>();
        List<ResultRecord> records = c.records();
        try {
            Files.createDirectories(dir);
            ResultsJson.write(c.provenance(), records, add(written, dir.resolve("results.json")));
            ResultsCsv.write(records, add(written, dir.resolve("results.csv")));
            ResultsMarkdown.write(c.title(), c.machine(), records, add(written, dir.resolve("results.md")));
            if (html) {
                writeHtml(c, dir.resolve("results.html"), written, err);
            }
            if (!c.workload().isEmpty()) {
                CommWorkloadResults.write(c.workload(), add(written, dir.resolve(COMM_WORKLOAD_FILE)));
            }
            if (QueuesCsv.hasRows(records)) {
                QueuesCsv.write(records, dir.resolve(QUEUES_FILE));
            }
            if (LinksCsv.hasRows(records)) {
                LinksCsv.write(records, add(written, dir.resolve(LINKS_FILE)));
            }
            for (Timeline t : c.timelines()) {
                String name = c.timelines().size() == 1 ? "timeline.json" : "timeline-" + t.point() + ".json";
                AtomicFiles.write(add(written, dir.resolve(name)), out -> ChromeTrace.write(t, out));
            }
            if (!c.timelines().isEmpty()) {
                AtomicFiles.writeString(add(written, dir.resolve("timeline.svg")), GanttChart.svg(c.timelines(), "timelines"));
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
    private static void writeHtml(Contents c, Path file, List<Path> written, PrintWriter err) throws IOException {
        if (!org.collsim.report.chart.Fonts.available()) {
            err.println("warning: " + file + " not written: this machine cannot measure text (no fonts), so the charts "
                    + "cannot be drawn; the other reports are complete");
            return;
        }
        try {
            AtomicFiles.writeString(file, ResultsHtml.render(new ResultsHtml.Header(c.title(), c.machine(),
                    c.provenance().producedBy()), c.records(), c.timelines()));
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
