package org.collsim.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * A record as one line of JSON with every field it holds (per-rank queue figures and exact
 * statistics included), and back: the form of {@code results.jsonl}, from which every report
 * can be written again byte for byte.
 */
public final class RecordLines {
    /** The reader of lines, made when one is read: a run writes lines only, and makes no {@code ObjectMapper}. */
    private static final class Reader {
        static final ObjectMapper MAPPER = JsonMapper.builder()
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .build();
    }

    private RecordLines() {
    }

    /** A record and its index among the scenario's points. */
    public record Indexed(int point, ResultRecord record) {
    }

    /** The line's fields: the record's (stands_for null when empty), and the point index. */
    private record Line(int point, String scenario, String collective, String algorithm, List<String> standsFor,
                        int ranks, long bytes, String model,
                        long seed, Integer machine, Map<String, String> axes, long timePs, long events, long messages, List<String> layers,
                        List<RanCall> ran, TableCounts tables,
                        QueueCounts queues, LinkUsage links, ProgramFields program, CommWorkloadFields commWorkload, ReplicationStats stats,
                        String stopped) {
    }

    /**
     * One line, no line end: the fields of {@link Line} in its order, named as its components,
     * null where absent (as Jackson's bean serializer wrote them), by a generator rather than an
     * {@code ObjectMapper}, which is not made on a run's path (RecordLinesTest: the same bytes).
     */
    public static String toLine(int point, ResultRecord r) {
        return CompactJson.line(gen -> {
            gen.writeStartObject();
            gen.writeNumberField("point", point);
            gen.writeStringField("scenario", r.scenario());
            gen.writeStringField("collective", r.collective());
            gen.writeStringField("algorithm", r.algorithm());
            strings(gen, "standsFor", r.standsFor().isEmpty() ? null : r.standsFor());
            gen.writeNumberField("ranks", r.ranks());
            gen.writeNumberField("bytes", r.sizeBytes());
            gen.writeStringField("model", r.model());
            gen.writeNumberField("seed", r.seed());
            gen.writeFieldName("machine");
            if (r.machine() == null) {
                gen.writeNull();
            } else {
                gen.writeNumber(r.machine());
            }
            gen.writeObjectFieldStart("axes");
            for (Map.Entry<String, String> axis : r.axes().entrySet()) {
                gen.writeStringField(axis.getKey(), axis.getValue());
            }
            gen.writeEndObject();
            gen.writeNumberField("timePs", r.timePs());
            gen.writeNumberField("events", r.events());
            gen.writeNumberField("messages", r.messages());
            strings(gen, "layers", r.layers());
            gen.writeFieldName("ran");
            ran(gen, r.ran());
            counters(gen, r);
            gen.writeStringField("stopped", r.stopped());
            gen.writeEndObject();
        });
    }

    private static void ran(JsonGenerator gen, List<RanCall> calls) throws IOException {
        gen.writeStartArray();
        for (RanCall c : calls) {
            gen.writeStartObject();
            gen.writeStringField("collective", c.collective());
            gen.writeNumberField("ranks", c.ranks());
            gen.writeStringField("layer", c.layer());
            gen.writeStringField("algorithm", c.algorithm());
            gen.writeFieldName("steps");
            ran(gen, c.steps());
            gen.writeEndObject();
        }
        gen.writeEndArray();
    }

    /** tables, queues, links, program, commWorkload and stats: each an object of its record's components, or null. */
    private static void counters(JsonGenerator gen, ResultRecord r) throws IOException {
        TableCounts t = r.tables();
        gen.writeObjectFieldStart("tables");
        gen.writeNumberField("allocated", t.allocated());
        gen.writeNumberField("reused", t.reused());
        gen.writeNumberField("freed", t.freed());
        gen.writeNumberField("hookCalls", t.hookCalls());
        gen.writeNumberField("aliveAtEnd", t.aliveAtEnd());
        gen.writeNumberField("foreignAtDestroy", t.foreignAtDestroy());
        gen.writeEndObject();
        QueueCounts q = r.queues();
        gen.writeObjectFieldStart("queues");
        gen.writeNumberField("maxPosted", q.maxPosted());
        gen.writeNumberField("maxUnexpected", q.maxUnexpected());
        gen.writeNumberField("entriesSearched", q.entriesSearched());
        ints(gen, "perRankMaxPosted", q.perRankMaxPosted());
        ints(gen, "perRankMaxUnexpected", q.perRankMaxUnexpected());
        gen.writeFieldName("perRankSearched");
        if (q.perRankSearched() == null) {
            gen.writeNull();
        } else {
            gen.writeArray(q.perRankSearched(), 0, q.perRankSearched().length);
        }
        gen.writeEndObject();
        links(gen, r.links());
        programAndWorkload(gen, r.program(), r.commWorkload());
        stats(gen, r.stats());
    }

    private static void links(JsonGenerator gen, LinkUsage u) throws IOException {
        gen.writeFieldName("links");
        if (u == null) {
            gen.writeNull();
            return;
        }
        gen.writeStartObject();
        gen.writeNumberField("linksUsed", u.linksUsed());
        gen.writeArrayFieldStart("busiest");
        for (LinkUsage.Link l : u.busiest()) {
            gen.writeStartObject();
            gen.writeStringField("name", l.name());
            gen.writeNumberField("bytes", l.bytes());
            gen.writeNumberField("busyPs", l.busyPs());
            gen.writeNumberField("peakFlows", l.peakFlows());
            gen.writeNumberField("utilisation", l.utilisation());
            gen.writeEndObject();
        }
        gen.writeEndArray();
        ints(gen, "histogram", u.histogram());
        gen.writeEndObject();
    }

    private static void programAndWorkload(JsonGenerator gen, ProgramFields p, CommWorkloadFields w) throws IOException {
        gen.writeFieldName("program");
        if (p == null) {
            gen.writeNull();
        } else {
            gen.writeStartObject();
            gen.writeNumberField("rankDoneMinPs", p.rankDoneMinPs());
            gen.writeNumberField("rankDoneMaxPs", p.rankDoneMaxPs());
            gen.writeNumberField("bytesSent", p.bytesSent());
            gen.writeNumberField("tablesAllocated", p.tablesAllocated());
            gen.writeNumberField("tablesReused", p.tablesReused());
            gen.writeNumberField("tablesFreed", p.tablesFreed());
            gen.writeNumberField("hookCalls", p.hookCalls());
            gen.writeEndObject();
        }
        gen.writeFieldName("commWorkload");
        if (w == null) {
            gen.writeNull();
        } else {
            gen.writeStartObject();
            gen.writeNumberField("splits", w.splits());
            gen.writeNumberField("colors", w.colors());
            gen.writeNumberField("communicators", w.communicators());
            gen.writeEndObject();
        }
    }

    private static void stats(JsonGenerator gen, ReplicationStats s) throws IOException {
        gen.writeFieldName("stats");
        if (s == null) {
            gen.writeNull();
            return;
        }
        gen.writeStartObject();
        gen.writeNumberField("count", s.count());
        gen.writeNumberField("meanPs", s.meanPs());
        gen.writeNumberField("stddevPs", s.stddevPs());
        gen.writeNumberField("minPs", s.minPs());
        gen.writeNumberField("maxPs", s.maxPs());
        gen.writeNumberField("medianPs", s.medianPs());
        gen.writeNumberField("ciLowPs", s.ciLowPs());
        gen.writeNumberField("ciHighPs", s.ciHighPs());
        gen.writeNumberField("ciHalfWidthPs", s.ciHalfWidthPs());
        gen.writeEndObject();
    }

    private static void ints(JsonGenerator gen, String field, int[] values) throws IOException {
        gen.writeFieldName(field);
        if (values == null) {
            gen.writeNull();
        } else {
            gen.writeArray(values, 0, values.length);
        }
    }

    private static void strings(JsonGenerator gen, String field, List<String> values) throws IOException {
        gen.writeFieldName(field);
        if (values == null) {
            gen.writeNull();
            return;
        }
        gen.writeStartArray();
        for (String v : values) {
            gen.writeString(v);
        }
        gen.writeEndArray();
    }

    /** The record of a line written by {@link #toLine}; a line that is not one throws {@link JsonProcessingException}. */
    public static Indexed fromLine(String text) throws JsonProcessingException {
        Line l = Reader.MAPPER.readValue(text, Line.class);
        ResultRecord r = ResultRecord.builder().scenario(l.scenario()).collective(l.collective()).algorithm(l.algorithm())
                .standsFor(l.standsFor() == null ? List.of() : l.standsFor())
                .ranks(l.ranks()).sizeBytes(l.bytes()).model(l.model()).seed(l.seed()).machine(l.machine()).axes(l.axes())
                .timePs(l.timePs())
                .events(l.events()).messages(l.messages()).layers(l.layers()).ran(l.ran() == null ? List.of() : l.ran())
                .tables(l.tables()).queues(l.queues()).links(l.links())
                .program(l.program()).commWorkload(l.commWorkload()).stats(l.stats()).stopped(l.stopped()).build();
        return new Indexed(l.point(), r);
    }
}
