package org.collsim.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes a replay's results.json (one record, in the one JSON-array form of {@link JsonArrayFile})
 * and ranks.csv ({@code rank,end_ps,end_us}, one line per rank, "\n" line ends), both through
 * {@link AtomicFiles}.
 */
public final class ReplayFiles {
    private ReplayFiles() {
    }

    public static String toJson(ReplayRecord record) {
        return JsonArrayFile.toJson(List.of(record), ReplayFiles::writeRecord);
    }

    public static void writeJson(ReplayRecord record, Path file) throws IOException {
        JsonArrayFile.write(List.of(record), file, ReplayFiles::writeRecord);
    }

    public static void writeRanksCsv(long[] endPs, Path file) throws IOException {
        AtomicFiles.write(file, out -> {
            out.write("rank,end_ps,end_us\n");
            for (int rank = 0; rank < endPs.length; rank++) {
                out.write(rank + "," + endPs[rank] + "," + ReplayRecord.microseconds(endPs[rank]).toPlainString() + "\n");
            }
        });
    }

    private static void writeRecord(JsonGenerator gen, ReplayRecord r) throws IOException {
        gen.writeStartObject();
        gen.writeStringField("trace", r.trace());
        gen.writeStringField("format", r.format());
        gen.writeStringField("machine", r.machine());
        gen.writeNumberField("ranks", r.ranks());
        gen.writeNumberField("time_ps", r.timePs());
        gen.writeNumberField("time_us", r.timeUs());
        gen.writeNumberField("messages", r.messages());
        gen.writeNumberField("events", r.events());
        gen.writeNumberField("operations", r.operations());
        gen.writeEndObject();
    }
}
