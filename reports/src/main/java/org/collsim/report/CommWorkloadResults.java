package org.collsim.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.TextTable.Align;

/**
 * Renders {@link CommWorkloadRecord}s: {@code comm_workload.json} (an array, keys in a fixed
 * order, two-space indentation, "\n" line ends: equal records give byte-identical files) and
 * the text table {@code collsim run} prints.
 */
public final class CommWorkloadResults {
    private static final JsonFactory FACTORY = new JsonFactory();

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
        StringWriter out = new StringWriter();
        try {
            write(records, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(List<CommWorkloadRecord> records, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            write(records, out);
        }
    }

    public static void write(List<CommWorkloadRecord> records, Writer out) throws IOException {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter pretty = new DefaultPrettyPrinter().withObjectIndenter(indenter).withArrayIndenter(indenter);
        try (JsonGenerator gen = FACTORY.createGenerator(out)) {
            gen.setPrettyPrinter(pretty);
            gen.writeStartArray();
            for (CommWorkloadRecord r : records) {
                writeRecord(gen, r);
            }
            gen.writeEndArray();
            gen.writeRaw('\n');
        }
    }

    private static void writeRecord(JsonGenerator gen, CommWorkloadRecord r) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        gen.writeNumberField("ranks", r.ranks());
        gen.writeNumberField("splits", r.splits());
        gen.writeNumberField("colors", r.colors());
        gen.writeArrayFieldStart("layers");
        for (String layer : r.layers()) {
            gen.writeString(layer);
        }
        gen.writeEndArray();
        gen.writeNumberField("communicators", r.communicators());
        ResultsJson.writeTables(gen, r.tables());
        gen.writeEndObject();
    }
}
