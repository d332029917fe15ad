package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.List;
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
