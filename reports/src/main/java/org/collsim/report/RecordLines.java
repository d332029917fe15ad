package org.collsim.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * A record as one line of JSON with every field it holds (per-rank queue figures and exact
 * statistics included), and back: the form of {@code results.jsonl}, from which every report
 * can be written again byte for byte.
 */
public final class RecordLines {
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

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

    /** One line, no line end. */
    public static String toLine(int point, ResultRecord r) {
        Line line = new Line(point, r.scenario(), r.collective(), r.algorithm(),
                r.standsFor().isEmpty() ? null : r.standsFor(), r.ranks(), r.sizeBytes(), r.model(), r.seed(), r.machine(),
                r.axes(), r.timePs(), r.events(), r.messages(), r.layers(), r.ran(), r.tables(), r.queues(), r.links(), r.program(),
                r.commWorkload(), r.stats(), r.stopped());
        try {
            return MAPPER.writeValueAsString(line);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The record of a line written by {@link #toLine}; a line that is not one throws {@link JsonProcessingException}. */
    public static Indexed fromLine(String text) throws JsonProcessingException {
        Line l = MAPPER.readValue(text, Line.class);
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
