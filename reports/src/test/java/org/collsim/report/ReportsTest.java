package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

class ReportsTest {
    private static ResultRecord record(String algorithm, int ranks, long timePs) {
        return ResultRecord.builder().scenario("demo").collective("allreduce").algorithm(algorithm)
                .ranks(ranks).sizeBytes(65536).model("hockney").seed(7).timePs(timePs).events(123).messages(45).build();
    }

    @Test
    void timeUsIsExactWithoutTrailingZeros() {
        assertEquals(new BigDecimal("6.012345"), record("ring", 8, 6_012_345).timeUs());
        assertEquals("12", record("ring", 8, 12_000_000).timeUs().toPlainString());
        assertEquals("0.000001", record("ring", 8, 1).timeUs().toPlainString());
        assertEquals("0", record("ring", 8, 0).timeUs().toPlainString());
        assertEquals("10", record("ring", 8, 10_000_000).timeUs().toPlainString());
    }

    @Test
    void jsonHasExactKeysInFixedOrder() throws Exception {
        String json = ResultsJson.toJson(List.of(record("ring", 8, 9_223_372_036_854_775_807L)));
        JsonNode node = new ObjectMapper().readTree(json).get(0);
        List<String> keys = List.of("scenario", "collective", "algorithm", "ranks", "bytes", "model", "seed",
                "time_ps", "time_us", "events", "messages");
        assertEquals(keys, iterable(node));
        assertTrue(node.get("time_ps").isIntegralNumber());
        assertEquals(9_223_372_036_854_775_807L, node.get("time_ps").asLong());
        assertTrue(json.contains("\"time_us\" : 9223372036854.775807"), json);
        assertTrue(json.endsWith("]\n"));
        assertTrue(!json.contains("\r"));
    }

    @Test
    void jsonIsByteIdenticalForEqualRecords() {
        List<ResultRecord> a = List.of(record("ring", 8, 10_000_000), record("recursive_doubling", 12, 1_500_000));
        List<ResultRecord> b = List.of(record("ring", 8, 10_000_000), record("recursive_doubling", 12, 1_500_000));
        assertEquals(ResultsJson.toJson(a), ResultsJson.toJson(b));
        assertTrue(ResultsJson.toJson(a).contains("\"time_us\" : 10,"), "plain, not 1E+1");
    }

    @Test
    void emptyListIsAnEmptyArray() throws Exception {
        assertEquals(0, new ObjectMapper().readTree(ResultsJson.toJson(List.of())).size());
    }

    @Test
    void tableAlignsColumnsAndRoundsToNanoseconds() {
        String table = ResultsTable.render(List.of(record("ring", 8, 6_012_345), record("recursive_doubling", 1024, 1_500_500)));
        String[] lines = table.split("\n");
        assertEquals(4, lines.length);
        assertTrue(lines[0].startsWith("collective  algorithm           ranks  bytes  time_us"), lines[0]);
        assertTrue(lines[2].contains("ring                    8  65536    6.012"), lines[2]);
        assertTrue(lines[3].contains("recursive_doubling   1024  65536    1.501"), lines[3]);
        int end = lines[0].indexOf("time_us") + "time_us".length();
        assertEquals('2', lines[2].charAt(end - 1), "numbers right-aligned under their header");
    }

    @Test
    void tableRejectsRowsOfTheWrongWidth() {
        TextTable t = new TextTable().column("a", TextTable.Align.LEFT);
        assertThrows(IllegalArgumentException.class, () -> t.row(List.of("x", "y")));
    }

    @Test
    void csvHasHeaderExactTimesAndQuoting() {
        String csv = ResultsCsv.toCsv(List.of(record("ring", 8, 6_012_345)));
        String[] lines = csv.split("\n");
        assertEquals("scenario,collective,algorithm,ranks,bytes,model,seed,time_ps,time_us,events,messages", lines[0]);
        assertEquals("demo,allreduce,ring,8,65536,hockney,7,6012345,6.012345,123,45", lines[1]);
        assertEquals("\"a,b\"", ResultsCsv.quote("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", ResultsCsv.quote("say \"hi\""));
    }

    private static List<String> iterable(JsonNode node) {
        List<String> out = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
