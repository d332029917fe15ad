package org.collsim.report.compare;

import static org.collsim.report.compare.ResultsComparisonTest.interval;
import static org.collsim.report.compare.ResultsComparisonTest.rec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The text table, compare.md and compare.json. */
class ComparisonOutputTest {
    private static final ResultsComparison MIXED = ResultsComparison.of(
            List.of(rec("ring", 8, 6_036_000), rec("ring", 16, 2_000_000), rec("rd", 8, 3_000_000), rec("rd", 16, 1_000_000)),
            List.of(rec("ring", 8, 6_036_001), rec("ring", 16, 1_990_000), rec("rd", 8, 3_000_000), rec("bruck", 8, 5)),
            Tolerance.NONE);

    @Test
    void theTextTableShowsExactMicrosecondsAndTheVerdict() {
        assertEquals(String.join("\n",
                "scenario  collective  algorithm  layers  ranks  bytes  model    seed  baseline_us  current_us   change  verdict",
                "--------  ----------  ---------  ------  -----  -----  -------  ----  -----------  ----------  -------  ----------",
                "s         allreduce   ring       -           8      8  hockney     1        6.036    6.036001  +<0.01%  REGRESSION",
                "s         allreduce   ring       -          16      8  hockney     1            2        1.99   -0.50%  faster",
                "s         allreduce   rd         -           8      8  hockney     1            3           3    0.00%  unchanged",
                "s         allreduce   rd         -          16      8  hockney     1            1                       MISSING",
                "s         allreduce   bruck      -           8      8  hockney     1                 0.000005           new",
                "",
                "5 records: 1 unchanged, 1 faster, 0 slower (tolerated), 1 REGRESSION, 1 new, 1 MISSING; tolerance 0%",
                ""), ComparisonTable.render(MIXED));
    }

    @Test
    void changesAreSignedAndSmallOnesStillShow() {
        RecordIdentity i = ResultsComparisonTest.id("ring", 8);
        assertEquals("+25.00%", ComparisonTable.change(compared(i, 4, 5)));
        assertEquals("-<0.01%", ComparisonTable.change(compared(i, 1_000_000, 999_999)));
        assertEquals("+0.01%", ComparisonTable.change(compared(i, 10_000, 10_001)));
        assertEquals("n/a", ComparisonTable.change(compared(i, 0, 1)));
        assertEquals("0.00%", ComparisonTable.change(compared(i, 0, 0)));
    }

    private static ComparedRecord compared(RecordIdentity i, long basePs, long curPs) {
        return new ComparedRecord(i, new TimedRecord(i, basePs, null), new TimedRecord(i, curPs, null),
                ResultsComparison.classify(basePs, curPs, Tolerance.NONE));
    }

    @Test
    void aConfidenceColumnAppearsWhenBothSidesHaveStatistics() {
        RecordIdentity i = ResultsComparisonTest.id("ring", 8);
        ResultsComparison c = ResultsComparison.of(List.of(new TimedRecord(i, 100, interval(90, 110))),
                List.of(new TimedRecord(i, 105, interval(100, 120))), Tolerance.parse("10%").orElseThrow());
        String text = ComparisonTable.render(c);
        assertTrue(text.contains("  verdict             ci95\n"), text);
        assertTrue(text.endsWith("+5.00%  slower (tolerated)  overlap\n\n"
                + "1 record: 0 unchanged, 0 faster, 1 slower (tolerated), 0 REGRESSION, 0 new, 0 MISSING; tolerance 10%\n"), text);
        assertTrue(ComparisonJson.toJson(c, "a", "b").contains("\"verdict\" : \"slower\",\n      \"ci95_overlap\" : true\n"));
    }

    @Test
    void markdownNamesTheFilesAndTheOutcome() {
        String md = ComparisonTable.markdown(MIXED, "base/results.json", "results/results.json");
        assertTrue(md.startsWith("# collsim compare\n\nBaseline `base/results.json`, current `results/results.json`, "
                + "tolerance 0%.\n\n**FAILED**: 5 records: "), md);
        assertTrue(md.contains("\n| s        | allreduce  | ring      | -      |     8 |     8 | hockney |    1 |"
                + "       6.036 |   6.036001 | +<0.01% | REGRESSION |\n"), md);
    }

    @Test
    void theJsonSummaryHasCountsAndEveryRecord() {
        String json = ComparisonJson.toJson(MIXED, "a.json", "b.json");
        assertTrue(json.startsWith("{\n  \"baseline\" : \"a.json\",\n  \"current\" : \"b.json\",\n  \"tolerance_percent\" : 0,\n"
                + "  \"passed\" : false,\n  \"counts\" : {\n    \"unchanged\" : 1,\n    \"faster\" : 1,\n    \"slower\" : 0,\n"
                + "    \"regression\" : 1,\n    \"new\" : 1,\n    \"missing\" : 1\n  },\n"), json);
        assertTrue(json.contains("\"algorithm\" : \"ring\",\n      \"ranks\" : 8,\n      \"bytes\" : 8,\n      \"model\" : \"hockney\",\n"
                + "      \"seed\" : 1,\n      \"layers\" : [ ],\n      \"baseline_time_ps\" : 6036000,\n"
                + "      \"current_time_ps\" : 6036001,\n      \"change_ps\" : 1,\n      \"change_percent\" : 0.000017,\n"
                + "      \"verdict\" : \"regression\"\n"), json);
        assertTrue(json.contains("\"baseline_time_ps\" : 1000000,\n      \"current_time_ps\" : null,\n      \"change_ps\" : null,\n"
                + "      \"change_percent\" : null,\n      \"verdict\" : \"missing\"\n"), json);
        assertTrue(json.contains("\"change_percent\" : -0.5,"), json);
        assertTrue(json.endsWith("}\n"));
    }
}
