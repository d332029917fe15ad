package org.collsim.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes {@code results.json}: an object with what produced the records ({@link Provenance}:
 * {@code produced_by}, {@code scenario_hash}), the records (one object per record, keys in a
 * fixed order), then the resolved {@code machines} the records name by index and the
 * {@code scenario}; two-space indentation and "\n" line ends on every platform. {@code time_us}
 * is the exact decimal time_ps / 10^6 written as a plain JSON number, so equal records give
 * byte-identical files. {@link #toJson} gives the records alone, as an array.
 */
public final class ResultsJson {
    /** The version of the file's layout, the value of its first key. */
    public static final int FORMAT_VERSION = 2;

    private ResultsJson() {
    }

    /** The whole file: provenance, records, machines and scenario. */
    public static void write(Provenance p, List<ResultRecord> records, Path file) throws IOException {
        AtomicFiles.write(file, out -> JsonArrayFile.document(out, gen -> {
            gen.writeStartObject();
            gen.writeNumberField("collsim_results", FORMAT_VERSION);
            gen.writeObjectFieldStart("produced_by");
            gen.writeStringField("collsim", p.version());
            gen.writeStringField("revision", p.revision());
            gen.writeStringField("jdk", p.jdk());
            gen.writeEndObject();
            gen.writeStringField("scenario_hash", p.scenarioHash());
            gen.writeArrayFieldStart("records");
            for (ResultRecord r : records) {
                writeRecord(gen, r);
            }
            gen.writeEndArray();
            if (p.canRerun()) {
                gen.writeArrayFieldStart("machines");
                for (com.fasterxml.jackson.databind.JsonNode m : p.machines()) {
                    CompactJson.writeTree(gen, m);
                }
                gen.writeEndArray();
                gen.writeFieldName("scenario");
                CompactJson.writeTree(gen, p.scenario());
            }
            gen.writeEndObject();
        }));
    }

    public static String toJson(List<ResultRecord> records) {
        return JsonArrayFile.toJson(records, ResultsJson::writeRecord);
    }

    public static void write(List<ResultRecord> records, Path file) throws IOException {
        JsonArrayFile.write(records, file, ResultsJson::writeRecord);
    }

    public static void write(List<ResultRecord> records, Writer out) throws IOException {
        JsonArrayFile.write(records, out, ResultsJson::writeRecord);
    }

    private static void writeRecord(JsonGenerator gen, ResultRecord r) throws IOException {
        if (r.isProgram()) {
            ProgramJson.writeRecord(gen, r);
            return;
        }
        if (r.isCommWorkload()) {
            CommWorkloadResults.writeResultRecord(gen, r);
            return;
        }
        gen.writeStartObject();
        gen.writeStringField("scenario", r.scenario());
        gen.writeStringField("collective", r.collective());
        gen.writeStringField("algorithm", r.algorithm());
        if (!r.standsFor().isEmpty()) {
            JsonArrayFile.writeStrings(gen, "stands_for", r.standsFor());
        }
        gen.writeNumberField("ranks", r.ranks());
        gen.writeNumberField("bytes", r.sizeBytes());
        writeRun(gen, r);
        writeOutcome(gen, r);
        gen.writeNumberField("events", r.events());
        gen.writeNumberField("messages", r.messages());
        JsonArrayFile.writeStrings(gen, "layers", r.layers());
        if (!r.ran().isEmpty()) {
            writeRan(gen, "ran", r.ran());
        }
        writeTables(gen, r.tables());
        writeQueues(gen, r.queues());
        writeLinks(gen, r.links());
        gen.writeEndObject();
    }

    /**
     * Where and how long every kind of record ran: {@code model}, {@code seed}, {@code machine}
     * (when known), the sweep's {@code axes} (in a sweep) and {@code time_ps}.
     */
    static void writeRun(JsonGenerator gen, ResultRecord r) throws IOException {
        gen.writeStringField("model", r.model());
        gen.writeNumberField("seed", r.seed());
        if (r.machine() != null) {
            gen.writeNumberField("machine", r.machine());
        }
        writeAxes(gen, r);
        gen.writeNumberField("time_ps", r.timePs());
    }

    /** After a benchmark's or a program's {@link #writeRun}: {@code time_us}, then {@code stopped} and the replications' statistics when there are some. */
    static void writeOutcome(JsonGenerator gen, ResultRecord r) throws IOException {
        gen.writeNumberField("time_us", r.timeUs());
        if (r.isStopped()) {
            gen.writeStringField("stopped", r.stopped());
        }
        if (r.stats() != null) {
            writeStats(gen, r.stats());
        }
    }

    /** {@code "ran": [{"collective", "ranks", "layer", "algorithm", "steps"?}]}, steps only when there are some. */
    static void writeRan(JsonGenerator gen, String field, List<RanCall> calls) throws IOException {
        gen.writeArrayFieldStart(field);
        for (RanCall c : calls) {
            gen.writeStartObject();
            gen.writeStringField("collective", c.collective());
            gen.writeNumberField("ranks", c.ranks());
            gen.writeStringField("layer", c.layer());
            gen.writeStringField("algorithm", c.algorithm());
            if (!c.steps().isEmpty()) {
                writeRan(gen, "steps", c.steps());
            }
            gen.writeEndObject();
        }
        gen.writeEndArray();
    }

    /**
     * {@code "replications": n, "stats": {...}} in picoseconds: min, max and median exact (the
     * median may end in .5), mean, stddev and the 95% CI bounds rounded to whole picoseconds.
     */
    static void writeStats(JsonGenerator gen, ReplicationStats s) throws IOException {
        gen.writeNumberField("replications", s.count());
        gen.writeObjectFieldStart("stats");
        gen.writeNumberField("mean_ps", s.meanPs());
        gen.writeNumberField("stddev_ps", s.stddevPs());
        gen.writeNumberField("min_ps", s.minPs());
        gen.writeNumberField("max_ps", s.maxPs());
        gen.writeNumberField("median_ps", s.medianPs());
        gen.writeNumberField("ci95_low_ps", s.ciLowPs());
        gen.writeNumberField("ci95_high_ps", s.ciHighPs());
        gen.writeEndObject();
    }

    /** {@code "axes": {"machine.network.alpha": "1us", ...}} for a sweep's record; nothing otherwise. */
    private static void writeAxes(JsonGenerator gen, ResultRecord r) throws IOException {
        if (r.axes().isEmpty()) {
            return;
        }
        gen.writeObjectFieldStart("axes");
        for (java.util.Map.Entry<String, String> e : r.axes().entrySet()) {
            gen.writeStringField(e.getKey(), e.getValue());
        }
        gen.writeEndObject();
    }

    /** {@code "link_stats": {"links_used", "utilisation_histogram": [10 counts], "busiest": [{"link", "bytes", "busy_ps", "peak_flows", "utilisation"}]}}, when collected. */
    static void writeLinks(JsonGenerator gen, LinkUsage u) throws IOException {
        if (u == null) {
            return;
        }
        gen.writeObjectFieldStart("link_stats");
        gen.writeNumberField("links_used", u.linksUsed());
        gen.writeArrayFieldStart("utilisation_histogram");
        for (int count : u.histogram()) {
            gen.writeNumber(count);
        }
        gen.writeEndArray();
        gen.writeArrayFieldStart("busiest");
        for (LinkUsage.Link l : u.busiest()) {
            gen.writeStartObject();
            gen.writeStringField("link", l.name());
            gen.writeNumberField("bytes", l.bytes());
            gen.writeNumberField("busy_ps", l.busyPs());
            gen.writeNumberField("peak_flows", l.peakFlows());
            gen.writeNumberField("utilisation", l.utilisation());
            gen.writeEndObject();
        }
        gen.writeEndArray();
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
