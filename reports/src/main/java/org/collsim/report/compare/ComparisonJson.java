package org.collsim.report.compare;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * Writes {@code compare.json}: the two files, the tolerance, {@code passed}, the count per
 * verdict and one object per record — its identity with the keys of results.json
 * ({@code "workload": "program"} for program records), {@code baseline_time_ps} and
 * {@code current_time_ps} (null when absent), {@code change_ps}, {@code change_percent}
 * (null when undefined), {@code verdict} and, when both sides have replication statistics,
 * {@code ci95_overlap}. Two-space indentation and "\n" line ends, as results.json.
 */
public final class ComparisonJson {
    private static final JsonFactory FACTORY = JsonFactory.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .build();

    private ComparisonJson() {
    }

    public static String toJson(ResultsComparison comparison, String baselineName, String currentName) {
        StringWriter out = new StringWriter();
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        try (JsonGenerator gen = FACTORY.createGenerator(out)) {
            gen.setPrettyPrinter(new DefaultPrettyPrinter().withObjectIndenter(indenter).withArrayIndenter(indenter));
            write(gen, comparison, baselineName, currentName);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out + "\n";
    }

    public static void write(ResultsComparison comparison, String baselineName, String currentName, Path file)
            throws IOException {
        org.collsim.report.AtomicFiles.writeString(file, toJson(comparison, baselineName, currentName));
    }

    private static void write(JsonGenerator gen, ResultsComparison c, String baselineName, String currentName)
            throws IOException {
        gen.writeStartObject();
        gen.writeStringField("baseline", baselineName);
        gen.writeStringField("current", currentName);
        gen.writeNumberField("tolerance_percent", c.tolerance().percent().stripTrailingZeros());
        gen.writeBooleanField("passed", c.passed());
        gen.writeObjectFieldStart("counts");
        for (Map.Entry<Verdict, Integer> e : c.counts().entrySet()) {
            gen.writeNumberField(e.getKey().key(), e.getValue());
        }
        gen.writeEndObject();
        gen.writeArrayFieldStart("records");
        for (ComparedRecord r : c.records()) {
            writeRecord(gen, r);
        }
        gen.writeEndArray();
        gen.writeEndObject();
    }

    private static void writeRecord(JsonGenerator gen, ComparedRecord r) throws IOException {
        gen.writeStartObject();
        writeIdentity(gen, r.identity());
        writeTime(gen, "baseline_time_ps", r.baseline());
        writeTime(gen, "current_time_ps", r.current());
        Optional<Long> changePs = r.changePs();
        if (changePs.isPresent()) {
            gen.writeNumberField("change_ps", changePs.get());
        } else {
            gen.writeNullField("change_ps");
        }
        Optional<BigDecimal> pct = r.changePercent();
        if (pct.isPresent()) {
            gen.writeNumberField("change_percent", pct.get().stripTrailingZeros());
        } else {
            gen.writeNullField("change_percent");
        }
        gen.writeStringField("verdict", r.verdict().key());
        if (r.ci95Overlap().isPresent()) {
            gen.writeBooleanField("ci95_overlap", r.ci95Overlap().get());
        }
        gen.writeEndObject();
    }

    private static void writeIdentity(JsonGenerator gen, RecordIdentity id) throws IOException {
        gen.writeStringField("scenario", id.scenario());
        if (id.isProgram()) {
            gen.writeStringField("workload", id.workload());
        } else {
            gen.writeStringField("collective", id.workload());
            gen.writeStringField("algorithm", id.algorithm());
        }
        gen.writeNumberField("ranks", id.ranks());
        if (!id.isProgram()) {
            gen.writeNumberField("bytes", id.sizeBytes());
        }
        gen.writeStringField("model", id.model());
        gen.writeNumberField("seed", id.seed());
        gen.writeArrayFieldStart("layers");
        for (String layer : id.layers()) {
            gen.writeString(layer);
        }
        gen.writeEndArray();
    }

    private static void writeTime(JsonGenerator gen, String field, TimedRecord r) throws IOException {
        if (r == null) {
            gen.writeNullField(field);
        } else {
            gen.writeNumberField(field, r.timePs());
        }
    }
}
