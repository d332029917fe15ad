package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Reports name what ran, and the request beside it when the two differ. */
class RanReportTest {
    private static ResultRecord record(String asked, List<RanCall> ran) {
        return ResultRecord.builder().scenario("demo").collective("bcast").algorithm(asked).ranks(16)
                .sizeBytes(1024).model("hockney").seed(7).timePs(5_000_000).events(10).messages(15)
                .layers(List.of("hierarchical", "tuned")).ran(ran).build();
    }

    private static RanCall leaf(String collective, int ranks, String layer, String algorithm) {
        return new RanCall(collective, ranks, layer, algorithm, List.of());
    }

    private static final List<RanCall> HIERARCHICAL = List.of(new RanCall("bcast", 16, "hierarchical", "hierarchical",
            List.of(leaf("bcast", 4, "tuned", "binomial"), leaf("bcast", 4, "default", "scatter_ring_allgather"))));

    @Test
    void theLabelIsTheAskedAlgorithmWhenItRanOrNothingWasRecorded() {
        assertEquals("binomial", record("binomial", List.of(leaf("bcast", 16, "default", "binomial"))).ranLabel());
        assertEquals("binomial", record("binomial", List.of()).ranLabel());
    }

    @Test
    void theLabelShowsWhatRanAndTheRequestWhenTheyDiffer() {
        assertEquals("binomial (asked: scatter_ring_allgather)",
                record("scatter_ring_allgather", List.of(leaf("bcast", 16, "tuned", "binomial"))).ranLabel());
        assertEquals("bcast on 4: binomial, bcast on 4: scatter_ring_allgather (asked: binomial)",
                record("binomial", HIERARCHICAL).ranLabel());
    }

    @Test
    void jsonListsTheCallsAndTheirStepsAfterTheLayers() {
        String json = ResultsJson.toJson(List.of(record("binomial", HIERARCHICAL)));
        String compact = json.replaceAll("\\s+", "");
        assertTrue(compact.contains("\"layers\":[\"hierarchical\",\"tuned\"],\"ran\":[{\"collective\":\"bcast\",\"ranks\":16,"
                + "\"layer\":\"hierarchical\",\"algorithm\":\"hierarchical\",\"steps\":[{\"collective\":\"bcast\",\"ranks\":4,"
                + "\"layer\":\"tuned\",\"algorithm\":\"binomial\"},{\"collective\":\"bcast\",\"ranks\":4,\"layer\":\"default\","
                + "\"algorithm\":\"scatter_ring_allgather\"}]}]"), json);
        assertFalse(ResultsJson.toJson(List.of(record("binomial", List.of()))).contains("\"ran\""),
                "a record that did not say what ran has no ran field");
    }

    @Test
    void tablesAndCsvShowWhatRan() {
        ResultRecord r = record("scatter_ring_allgather", List.of(leaf("bcast", 16, "tuned", "binomial")));
        assertTrue(ResultsTable.render(List.of(r)).contains("binomial (asked: scatter_ring_allgather)"));
        assertTrue(ResultsMarkdown.render("t", "m", List.of(r)).contains("binomial (asked: scatter_ring_allgather)"));
        assertTrue(ResultsCsv.toCsv(List.of(r)).split("\n")[1].startsWith("demo,bcast,scatter_ring_allgather,binomial,16,"));
    }
}
