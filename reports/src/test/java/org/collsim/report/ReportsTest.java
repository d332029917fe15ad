package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
    void queuesCsvListsEveryRankOfSmallRuns(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        ResultRecord small = ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(2)
                .sizeBytes(8).model("hockney").seed(1).timePs(5)
                .queues(new QueueCounts(3, 4, 9, new int[] {3, 1}, new int[] {0, 4}, new long[] {2, 7})).build();
        ResultRecord large = ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(9999)
                .sizeBytes(8).model("hockney").seed(1).timePs(5).queues(new QueueCounts(1, 1, 1, null, null, null)).build();
        assertTrue(QueuesCsv.hasRows(List.of(small, large)));
        java.nio.file.Path file = dir.resolve("queues.csv");
        QueuesCsv.write(List.of(large, small), file);
        assertEquals(List.of("point,collective,algorithm,layers,ranks,bytes,rank,max_posted,max_unexpected,entries_searched",
                "1,bcast,binomial,-,2,8,0,3,0,2", "1,bcast,binomial,-,2,8,1,1,4,7"), java.nio.file.Files.readAllLines(file));
    }

    @Test
    void jsonHasExactKeysInFixedOrder() throws Exception {
        String json = ResultsJson.toJson(List.of(record("ring", 8, 9_223_372_036_854_775_807L)));
        JsonNode node = new ObjectMapper().readTree(json).get(0);
        List<String> keys = List.of("scenario", "collective", "algorithm", "ranks", "bytes", "model", "seed",
                "time_ps", "time_us", "events", "messages", "layers", "tables", "queues");
        assertEquals(keys, iterable(node));
        assertEquals(List.of("max_posted", "max_unexpected", "entries_searched"), iterable(node.get("queues")));
        assertEquals(0, node.get("layers").size());
        assertEquals(List.of("allocated", "reused", "freed", "hook_calls", "alive_at_end", "foreign_at_destroy"),
                iterable(node.get("tables")));
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
        assertEquals("scenario,collective,algorithm,ran,ranks,bytes,model,seed,time_ps,time_us,events,messages,layers,"
                + "tables_allocated,tables_reused,tables_freed,tables_hook_calls,tables_alive_at_end,tables_foreign_at_destroy",
                lines[0]);
        assertEquals("demo,allreduce,ring,ring,8,65536,hockney,7,6012345,6.012345,123,45,-,0,0,0,0,0,0", lines[1]);
        String layered = ResultsCsv.toCsv(List.of(layered("ring", List.of("hierarchical", "hw-collectives"), 5_000_000)));
        assertEquals("demo,allreduce,ring,ring,8,65536,hockney,7,5000000,5,123,45,hierarchical+hw-collectives,2,1,3,6,0,0",
                layered.split("\n")[1]);
        assertEquals("\"a,b\"", ResultsCsv.quote("a,b"));
        assertEquals("\"say \"\"hi\"\"\"", ResultsCsv.quote("say \"hi\""));
    }

    private static ResultRecord layered(String algorithm, List<String> layers, long timePs) {
        return ResultRecord.builder().scenario("demo").collective("allreduce").algorithm(algorithm)
                .ranks(8).sizeBytes(65536).model("hockney").seed(7).timePs(timePs).events(123).messages(45)
                .layers(layers).tables(new TableCounts(2, 1, 3, 6, 0, 0)).build();
    }

    @Test
    void jsonCarriesTheStackAndTheTableCounters() throws Exception {
        String json = ResultsJson.toJson(List.of(layered("ring", List.of("hierarchical", "tuned"), 1)));
        JsonNode node = new ObjectMapper().readTree(json).get(0);
        assertEquals("[\"hierarchical\",\"tuned\"]", node.get("layers").toString());
        assertEquals("{\"allocated\":2,\"reused\":1,\"freed\":3,\"hook_calls\":6,\"alive_at_end\":0,"
                + "\"foreign_at_destroy\":0}", node.get("tables").toString());
    }

    @Test
    void tableWithoutLayersHasNeitherLayersNorSpeedupColumn() {
        String header = ResultsTable.render(List.of(record("ring", 8, 1))).lines().findFirst().orElseThrow();
        assertEquals("collective  algorithm  ranks  bytes  time_us  messages  events", header);
    }

    @Test
    void speedupIsTheEmptyStacksTimeOverEachRowsTime() {
        List<ResultRecord> records = List.of(layered("ring", List.of(), 3_700_000),
                layered("ring", List.of("hierarchical"), 2_000_000), layered("ring", List.of("hierarchical", "tuned"), 3_000_000),
                layered("recursive_doubling", List.of("hierarchical"), 1_000_000));
        List<String> lines = ResultsTable.render(records).lines().toList();
        assertEquals("collective  algorithm           layers              ranks  bytes  time_us  messages  events  speedup",
                lines.get(0));
        assertTrue(lines.get(2).endsWith("-                       8  65536    3.700        45     123    1.00x"), lines.get(2));
        assertTrue(lines.get(3).contains("hierarchical  ") && lines.get(3).endsWith("1.85x"), lines.get(3));
        assertTrue(lines.get(4).contains("hierarchical+tuned") && lines.get(4).endsWith("1.23x"), lines.get(4));
        assertTrue(lines.get(5).endsWith("123        -"), "no baseline for recursive_doubling: " + lines.get(5));
    }

    @Test
    void speedupNeedsTheEmptyStackAmongSeveral() {
        String oneStack = ResultsTable.render(List.of(layered("ring", List.of("tuned"), 1)));
        assertTrue(oneStack.startsWith("collective  algorithm  layers  ranks"), oneStack);
        assertFalse(oneStack.contains("speedup"));
        String twoStacks = ResultsTable.render(List.of(layered("ring", List.of("tuned"), 1), layered("ring", List.of("hierarchical"), 1)));
        assertFalse(twoStacks.contains("speedup"), twoStacks);
        assertEquals("-", ResultsTable.speedup(5L, 0));
    }

    /** A communicator workload record: 10 splits into 4 colors on 64 ranks make 1 + 64 + 40 = 105 communicators. */
    private static ResultRecord workload(List<String> layers, long communicators, TableCounts tables, String stopped) {
        return ResultRecord.builder().scenario("demo").collective("comm_workload").algorithm("-").ranks(64).model("hockney")
                .seed(1).machine(0).layers(layers).tables(tables).commWorkload(new CommWorkloadFields(10, 4, communicators))
                .stopped(stopped).build();
    }

    @Test
    void commWorkloadTableAndJson() throws Exception {
        List<ResultRecord> records = List.of(
                workload(List.of(), 105, TableCounts.NONE, null),
                workload(List.of("tuned"), 105, new TableCounts(1, 104, 1, 210, 0, 0), null));
        assertEquals(String.join("\n",
                "layers  communicators  allocated  reused  hook_calls  alive_at_end",
                "------  -------------  ---------  ------  ----------  ------------",
                "-                 105          0       0           0             0",
                "tuned             105          1     104         210             0", ""), CommWorkloadResults.render(records));
        JsonNode node = new ObjectMapper().readTree(CommWorkloadResults.toJson(records)).get(1);
        assertEquals(List.of("scenario", "ranks", "splits", "colors", "layers", "communicators", "tables"), iterable(node));
        assertEquals(104, node.get("tables").get("reused").asLong());
        assertEquals(CommWorkloadResults.toJson(records), CommWorkloadResults.toJson(List.copyOf(records)));
        JsonNode inResults = new ObjectMapper().readTree(ResultsJson.toJson(records)).get(1);
        assertEquals(List.of("scenario", "workload", "model", "seed", "machine", "time_ps", "events", "ranks", "splits",
                "colors", "layers", "communicators", "tables"), iterable(inResults));
        assertEquals("comm_workload", inResults.get("workload").asText());
        assertEquals(records.get(1), RecordLines.fromLine(RecordLines.toLine(1, records.get(1))).record());
    }

    /** A workload a run limit stopped is shown as the other stopped records are: "stopped: <limit>", a stopped column. */
    @Test
    void stoppedCommWorkloadInEveryReport() throws Exception {
        ResultRecord stopped = workload(List.of("tuned"), 0, TableCounts.NONE, "max_wall (1ms) reached");
        List<ResultRecord> records = List.of(workload(List.of(), 105, TableCounts.NONE, null), stopped);
        assertTrue(CommWorkloadResults.render(records).contains("tuned   stopped: max_wall          -       -           -"),
                CommWorkloadResults.render(records));
        JsonNode json = new ObjectMapper().readTree(ResultsJson.toJson(records)).get(1);
        assertEquals("max_wall (1ms) reached", json.get("stopped").asText());
        assertEquals("max_wall (1ms) reached", new ObjectMapper().readTree(CommWorkloadResults.toJson(records)).get(1)
                .get("stopped").asText());
        List<String> csv = ResultsCsv.toCsv(records).lines().toList();
        assertTrue(csv.get(0).endsWith(",stopped"), csv.get(0));
        assertTrue(csv.get(1).startsWith("demo,comm_workload,-,-,64,") && csv.get(1).endsWith(","), csv.get(1));
        assertTrue(csv.get(2).endsWith(",max_wall (1ms) reached"), csv.get(2));
        String md = ResultsMarkdown.render("demo", "m", records);
        assertTrue(md.contains("## communicator workload") && md.contains("| tuned  | stopped: max_wall |"), md);
        String html = ResultsHtml.render(new ResultsHtml.Header("demo", "m", "collsim test"), records, List.of());
        assertTrue(html.contains("<h2 id=\"comm_workload\">communicator workload</h2>") && html.contains("stopped: max_wall"),
                html);
        assertEquals("", OsuFormat.render(records));
        assertEquals(stopped, RecordLines.fromLine(RecordLines.toLine(1, stopped)).record());
    }

    private static List<String> iterable(JsonNode node) {
        List<String> out = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
