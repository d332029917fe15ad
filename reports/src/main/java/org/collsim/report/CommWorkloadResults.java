package org.collsim.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.TextTable.Align;

/**
 * Renders {@link CommWorkloadRecord}s: {@code comm_workload.json} (an array, keys in a fixed
 * order, two-space indentation, "\n" line ends: equal records give byte-identical files) and
 * the text table {@code collsim run} prints.
 */
public final class CommWorkloadResults {
    private CommWorkloadResults() {
    }

    public static String render(List<CommWorkloadRecord> records) {
        TextTable table = new TextTable()
                .column("layers", Align.LEFT)
                .column("communicators", Align.RIGHT)
                .column("allocated", Align.RIGHT)
                .column("reused", Align.RIGHT)
                .column("hook_calls", Align.RIGHT)
                .column("alive_at_end", Align.RIGHT);
        for (CommWorkloadRecord r : records) {
            TableCounts t = r.tables();
            table.row(List.of(r.layersLabel(), Long.toString(r.communicators()), Long.toString(t.allocated()),
                    Long.toString(t.reused()), Long.toString(t.hookCalls()), Long.toString(t.aliveAtEnd())));
        }
        return table.render();
    }

    public static String toJson(List<CommWorkloadRecord> records) {
        return JsonArrayFile.toJson(records, CommWorkloadResults::writeRecord);
    }

    public static void write(List<CommWorkloadRecord> records, Path file) throws IOException {
        JsonArrayFile.write(records, file, CommWorkloadResults::writeRecord);
    }

    private static void writeRecord(JsonGenerator gen, CommWorkloadRecord r) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        gen.writeNumberField("ranks", r.ranks());
        gen.writeNumberField("splits", r.splits());
        gen.writeNumberField("colors", r.colors());
        JsonArrayFile.writeStrings(gen, "layers", r.layers());
        gen.writeNumberField("communicators", r.communicators());
        ResultsJson.writeTables(gen, r.tables());
        gen.writeEndObject();
    }
}
