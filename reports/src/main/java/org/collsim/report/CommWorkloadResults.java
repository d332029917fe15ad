package org.collsim.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.TextTable.Align;

/**
 * Renders the communicator workload's records ({@link ResultRecord#isCommWorkload()}): their
 * record in {@code results.json}, {@code comm_workload.json} (an array, keys in a fixed order, two-space
 * indentation, "\n" line ends: equal records give byte-identical files) and the table of
 * {@code collsim run}, results.md and results.html, where a record a run limit stopped shows
 * "stopped: max_wall" instead of its counters.
 */
public final class CommWorkloadResults {
    /** The heading of the workload's section in results.md and results.html. */
    static final String HEADING = "communicator workload";

    private CommWorkloadResults() {
    }

    /** The communicator workload's records among {@code records}, in order. */
    public static List<ResultRecord> of(List<ResultRecord> records) {
        return records.stream().filter(ResultRecord::isCommWorkload).toList();
    }

    public static String render(List<ResultRecord> records) {
        return table(records).render();
    }

    /** The table as cells, for the Markdown and HTML renderings. */
    static TextTable table(List<ResultRecord> records) {
        boolean axes = records.stream().anyMatch(r -> !r.axes().isEmpty());
        TextTable table = new TextTable().column("layers", Align.LEFT);
        if (axes) {
            table.column("axes", Align.LEFT); // a sweep runs the workload in each variant
        }
        table.column("communicators", Align.RIGHT)
                .column("allocated", Align.RIGHT)
                .column("reused", Align.RIGHT)
                .column("hook_calls", Align.RIGHT)
                .column("alive_at_end", Align.RIGHT);
        for (ResultRecord r : records) {
            TableCounts t = r.tables();
            List<String> cells = new java.util.ArrayList<>(List.of(r.layersLabel()));
            if (axes) {
                cells.add(r.axesLabel());
            }
            cells.addAll(r.isStopped() ? List.of(ResultsTable.formatTime(r), "-", "-", "-", "-")
                    : List.of(Long.toString(r.commWorkload().communicators()), Long.toString(t.allocated()),
                    Long.toString(t.reused()), Long.toString(t.hookCalls()), Long.toString(t.aliveAtEnd())));
            table.row(cells);
        }
        return table;
    }

    public static String toJson(List<ResultRecord> records) {
        return JsonArrayFile.toJson(records, CommWorkloadResults::writeRecord);
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        JsonArrayFile.write(records, file, CommWorkloadResults::writeRecord);
    }

    private static void writeRecord(JsonGenerator gen, ResultRecord r) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        writeFields(gen, r);
        gen.writeEndObject();
    }

    /**
     * The record in results.json: {@code "workload": "comm_workload"}, what a program record has
     * to say where it ran, then the fields of comm_workload.json.
     */
    static void writeResultRecord(JsonGenerator gen, ResultRecord r) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        gen.writeStringField("workload", "comm_workload");
        ResultsJson.writeRun(gen, r);
        if (r.stats() != null) {
            ResultsJson.writeStats(gen, r.stats());
        }
        gen.writeNumberField("events", r.events());
        writeFields(gen, r);
        gen.writeEndObject();
    }

    /** ranks, splits, colors, layers, communicators, tables, and "stopped" when a run limit stopped it. */
    private static void writeFields(JsonGenerator gen, ResultRecord r) throws IOException {
        CommWorkloadFields w = r.commWorkload();
        gen.writeNumberField("ranks", r.ranks());
        gen.writeNumberField("splits", w.splits());
        gen.writeNumberField("colors", w.colors());
        JsonArrayFile.writeStrings(gen, "layers", r.layers());
        if (r.isStopped()) {
            gen.writeStringField("stopped", r.stopped());
        }
        gen.writeNumberField("communicators", w.communicators());
        ResultsJson.writeTables(gen, r.tables());
    }
}
