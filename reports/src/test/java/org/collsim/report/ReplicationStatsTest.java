package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Replication statistics against hand computations, and how the reports show them. */
class ReplicationStatsTest {
    private static void assertStats(ReplicationStats s, String mean, String stddev, long min, long max, String median,
                                    String low, String high) {
        assertEquals(new BigDecimal(mean), s.meanPs(), "mean");
        assertEquals(new BigDecimal(stddev), s.stddevPs(), "stddev");
        assertEquals(min, s.minPs(), "min");
        assertEquals(max, s.maxPs(), "max");
        assertEquals(new BigDecimal(median), s.medianPs(), "median");
        assertEquals(new BigDecimal(low), s.ciLowPs(), "ci low");
        assertEquals(new BigDecimal(high), s.ciHighPs(), "ci high");
    }

    @Test
    void fourTimesByHand() {
        // mean 250; s^2 = (150^2 + 50^2 + 50^2 + 150^2) / 3 = 16666.67, s = 129.0994;
        // t(0.975, 3) = 3.182446; half-width = 3.182446 * 129.0994 / 2 = 205.426
        ReplicationStats s = ReplicationStats.of(new long[] {400, 100, 300, 200});
        assertStats(s, "250", "129", 100, 400, "250", "45", "455");
        assertEquals(new BigDecimal("205"), s.ciHalfWidthPs());
        assertEquals(4, s.count());
    }

    @Test
    void threeTimesByHand() {
        // mean 1001, s = sqrt(3) = 1.732; t(0.975, 2) = 4.302653; half-width = 4.302653 * 1.732 / sqrt(3) = 4.3027
        assertStats(ReplicationStats.of(new long[] {1000, 1003, 1000}), "1001", "2", 1000, 1003, "1000", "997", "1005");
    }

    @Test
    void halvesAreExactInTheMedianAndRoundedHalfEvenInTheMean() {
        assertStats(ReplicationStats.of(new long[] {1, 2}), "2", "1", 1, 2, "1.5", "-5", "8");
        assertStats(ReplicationStats.of(new long[] {3, 4}), "4", "1", 3, 4, "3.5", "-3", "10");
    }

    @Test
    void identicalReplicationsHaveNoSpread() {
        assertStats(ReplicationStats.of(new long[] {5, 5, 5}), "5", "0", 5, 5, "5", "5", "5");
        assertStats(ReplicationStats.of(new long[] {7}), "7", "0", 7, 7, "7", "7", "7");
    }

    private static ResultRecord record(ReplicationStats stats) {
        return ResultRecord.builder().scenario("demo").collective("barrier").algorithm("dissemination").ranks(4)
                .model("loggp").seed(1).timePs(400).events(1).messages(2).stats(stats).build();
    }

    @Test
    void jsonCsvAndTableShowStatisticsOnlyForSeveralReplications() throws Exception {
        ResultRecord many = record(ReplicationStats.of(new long[] {400, 100, 300, 200}));
        ResultRecord once = record(null);
        JsonNode node = new ObjectMapper().readTree(ResultsJson.toJson(List.of(many, once)));
        assertEquals(4, node.get(0).get("replications").asInt());
        assertEquals(List.of("mean_ps", "stddev_ps", "min_ps", "max_ps", "median_ps", "ci95_low_ps", "ci95_high_ps"),
                List.copyOf(iterable(node.get(0).get("stats"))));
        assertEquals(250, node.get(0).get("stats").get("mean_ps").asLong());
        assertTrue(node.get(1).get("stats") == null && node.get(1).get("replications") == null);
        String csv = ResultsCsv.toCsv(List.of(many, once));
        assertTrue(csv.lines().findFirst().orElseThrow().endsWith(
                ",replications,mean_ps,stddev_ps,min_ps,max_ps,median_ps,ci95_low_ps,ci95_high_ps"), csv);
        assertTrue(csv.contains(",4,250,129,100,400,250,45,455\n"), csv);
        assertTrue(csv.endsWith(",1,,,,,,,\n"), csv);
        assertTrue(!ResultsCsv.toCsv(List.of(once)).contains("replications"));
        String table = ResultsTable.render(List.of(many));
        assertTrue(table.contains("time_us (mean ± 95% CI)") && table.contains("0.000 ± 0.000"), table);
        assertEquals("0.001 ± 0.002", ResultsTable.formatTime(record(ReplicationStats.of(new long[] {0, 2000, 0, 2000}))));
    }

    private static List<String> iterable(JsonNode node) {
        List<String> out = new java.util.ArrayList<>();
        node.fieldNames().forEachRemaining(out::add);
        return out;
    }
}
