package org.collsim.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
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

/**
 * Writes {@code results.json}: a JSON array with one object per record, keys in a fixed
 * order, two-space indentation and "\n" line ends on every platform. {@code time_us} is the
 * exact decimal time_ps / 10^6 written as a plain JSON number, so equal records give
 * byte-identical files.
 */
public final class ResultsJson {
    private static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private ResultsJson() {
    }

    public static String toJson(List<ResultRecord> records) {
        StringWriter out = new StringWriter();
        try {
            write(records, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            write(records, out);
        }
    }

    public static void write(List<ResultRecord> records, Writer out) throws IOException {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter pretty = new DefaultPrettyPrinter()
                .withObjectIndenter(indenter)
                .withArrayIndenter(indenter);
        try (JsonGenerator gen = FACTORY.createGenerator(out)) {
            gen.setPrettyPrinter(pretty);
            gen.writeStartArray();
            for (ResultRecord r : records) {
                writeRecord(gen, r);
            }
            gen.writeEndArray();
            gen.writeRaw('\n');
        }
    }

    private static void writeRecord(JsonGenerator gen, ResultRecord r) throws IOException {
        if (r.isProgram()) {
            ProgramJson.writeRecord(gen, r);
            return;
        }
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        gen.writeStringField("collective", r.collective());
        gen.writeStringField("algorithm", r.algorithm());
        gen.writeNumberField("ranks", r.ranks());
        gen.writeNumberField("bytes", r.sizeBytes());
        gen.writeStringField("model", r.model());
        gen.writeNumberField("seed", r.seed());
        gen.writeNumberField("time_ps", r.timePs());
        gen.writeNumberField("time_us", r.timeUs());
        gen.writeNumberField("events", r.events());
        gen.writeNumberField("messages", r.messages());
        gen.writeArrayFieldStart("layers");
        for (String layer : r.layers()) {
            gen.writeString(layer);
        }
        gen.writeEndArray();
        writeTables(gen, r.tables());
        writeQueues(gen, r.queues());
        gen.writeEndObject();
    }

    /** Totals only; per-rank figures go to queues.csv. */
    static void writeQueues(JsonGenerator gen, QueueCounts q) throws IOException {
        gen.writeObjectFieldStart("queues");
        gen.writeNumberField("max_posted", q.maxPosted());
        gen.writeNumberField("max_unexpected", q.maxUnexpected());
        gen.writeNumberField("entries_searched", q.entriesSearched());
        gen.writeEndObject();
    }

    static void writeTables(JsonGenerator gen, TableCounts t) throws IOException {
        gen.writeObjectFieldStart("tables");
        gen.writeNumberField("allocated", t.allocated());
        gen.writeNumberField("reused", t.reused());
        gen.writeNumberField("freed", t.freed());
        gen.writeNumberField("hook_calls", t.hookCalls());
        gen.writeNumberField("alive_at_end", t.aliveAtEnd());
        gen.writeNumberField("foreign_at_destroy", t.foreignAtDestroy());
        gen.writeEndObject();
    }
}
