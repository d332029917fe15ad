package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** results.jsonl lines keep every field, so the reports written from read-back records are the same bytes. */
class RecordLinesTest {
    private static List<ResultRecord> records() {
        ResultRecord bench = ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(3)
                .sizeBytes(100).model("hockney").seed(7).timePs(1_234_567).events(40).messages(4)
                .layers(List.of("hierarchical", "tuned"))
                .ran(List.of(new RanCall("bcast", 3, "hierarchical", "hierarchical",
                        List.of(new RanCall("bcast", 2, "tuned", "binomial", List.of())))))
                .tables(new TableCounts(2, 5, 2, 14, 0, 1))
                .queues(new QueueCounts(2, 1, 9, new int[] {2, 0, 1}, new int[] {1, 0, 0}, new long[] {5, 0, 4}))
                .stats(ReplicationStats.of(new long[] {1_234_567, 1_300_001, 1_250_000, 1_250_001})).build();
        ResultRecord program = ResultRecord.builder().scenario("s").collective("program").algorithm("-").ranks(2)
                .model("loggp").seed(7).timePs(2200).events(6).messages(2)
                .program(new ProgramFields(2100, 2200, 200, 0, 0, 0, 0)).build();
        return List.of(bench, program);
    }

    @Test
    void readBackRecordsWriteTheSameReports() throws Exception {
        List<ResultRecord> original = records();
        List<ResultRecord> back = List.of(RecordLines.fromLine(RecordLines.toLine(0, original.get(0))).record(),
                RecordLines.fromLine(RecordLines.toLine(1, original.get(1))).record());
        assertEquals(original, back);
        assertEquals(ResultsJson.toJson(original), ResultsJson.toJson(back));
        assertEquals(ResultsCsv.toCsv(original), ResultsCsv.toCsv(back));
        assertEquals(ResultsMarkdown.render("t", "m", original), ResultsMarkdown.render("t", "m", back));
        assertEquals(original.get(0).queues(), back.get(0).queues(), "per-rank queue figures too");
    }

    /** The line as Jackson's bean serializer wrote it before the generator did: a record of the line's components. */
    private record Reference(int point, String scenario, String collective, String algorithm, List<String> standsFor,
                             int ranks, long bytes, String model, long seed, Integer machine, Map<String, String> axes,
                             long timePs, long events, long messages, List<String> layers, List<RanCall> ran,
                             TableCounts tables, QueueCounts queues, LinkUsage links, ProgramFields program,
                             CommWorkloadFields commWorkload, ReplicationStats stats, String stopped) {
        static String line(int point, ResultRecord r) throws JsonProcessingException {
            ObjectMapper mapper = JsonMapper.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build();
            return mapper.writeValueAsString(new Reference(point, r.scenario(), r.collective(), r.algorithm(),
                    r.standsFor().isEmpty() ? null : r.standsFor(), r.ranks(), r.sizeBytes(), r.model(), r.seed(), r.machine(),
                    r.axes(), r.timePs(), r.events(), r.messages(), r.layers(), r.ran(), r.tables(), r.queues(), r.links(),
                    r.program(), r.commWorkload(), r.stats(), r.stopped()));
        }
    }

    /** Every field a line can hold, nulls and empty collections included: a sweep's axes, stands_for, link statistics, a stop. */
    private static List<ResultRecord> unusualRecords() {
        Map<String, String> axes = new LinkedHashMap<>();
        axes.put("machine.network.alpha", "1us");
        axes.put("benchmark.bytes", "a \"quoted\" \u00e9 value\n");
        LinkUsage links = new LinkUsage(3, List.of(new LinkUsage.Link("s0->n1", 4096, 2_000_000, 2, new BigDecimal("0.500")),
                new LinkUsage.Link("n1->s0", 8, 1, 1, new BigDecimal("1.000"))), new int[] {1, 0, 0, 0, 0, 0, 0, 0, 0, 2});
        ResultRecord sweep = ResultRecord.builder().scenario("sweep").collective("allreduce").algorithm("ring")
                .standsFor(List.of("ring", "mpich")).ranks(1024).sizeBytes(65536).model("flow").seed(-3).machine(2).axes(axes)
                .timePs(Long.MAX_VALUE).events(0).messages(0).links(links).stopped("max_events (1000 events) reached").build();
        ResultRecord workload = ResultRecord.builder().scenario("c").collective("comm_workload").algorithm("-").ranks(8)
                .model("hockney").seed(1).timePs(5).commWorkload(new CommWorkloadFields(2, 3, 7))
                .stats(ReplicationStats.of(new long[] {5, 6})).build();
        return List.of(sweep, workload);
    }

    @Test
    void aLineIsTheBytesJacksonsBeanSerializerWrote() throws Exception {
        List<ResultRecord> all = new java.util.ArrayList<>(records());
        all.addAll(unusualRecords());
        for (int point = 0; point < all.size(); point++) {
            assertEquals(Reference.line(point, all.get(point)), RecordLines.toLine(point, all.get(point)));
            assertEquals(all.get(point), RecordLines.fromLine(RecordLines.toLine(point, all.get(point))).record());
        }
    }

    @Test
    void aLineIsOneLineWithItsPointIndex() throws Exception {
        String line = RecordLines.toLine(17, records().get(0));
        assertTrue(line.startsWith("{\"point\":17,\"scenario\":\"s\","), line);
        assertEquals(-1, line.indexOf('\n'));
        assertEquals(17, RecordLines.fromLine(line).point());
    }

    @Test
    void aCutLineIsNotARecord() {
        String line = RecordLines.toLine(0, records().get(0));
        assertThrows(JsonProcessingException.class, () -> RecordLines.fromLine(line.substring(0, line.length() / 2)));
    }
}
