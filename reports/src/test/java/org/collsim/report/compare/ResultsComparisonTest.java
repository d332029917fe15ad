package org.collsim.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;
import org.collsim.report.compare.TimedRecord.Interval;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Classification: equality to the picosecond, the tolerance boundary, new and missing records, intervals. */
class ResultsComparisonTest {
    static RecordIdentity id(String algorithm, int ranks) {
        return new RecordIdentity("s", "allreduce", algorithm, List.of(), ranks, 8, "hockney", 1);
    }

    static TimedRecord rec(String algorithm, int ranks, long timePs) {
        return new TimedRecord(id(algorithm, ranks), timePs, null);
    }

    private static Tolerance pct(String text) {
        return Tolerance.parse(text).orElseThrow();
    }

    @ParameterizedTest(name = "{0} ps -> {1} ps at {2}: {3}")
    @CsvSource({
        "5000000, 5000000, 0%, UNCHANGED",
        "5000000, 5000001, 0%, REGRESSION",   // +1 ps is a regression of an exact simulator
        "5000000, 4999999, 0%, FASTER",
        "5000000, 5100000, 2%, SLOWER",       // exactly at the limit: tolerated
        "5000000, 5100001, 2%, REGRESSION",   // 1 ps beyond it
        "5000000, 5099999, 2%, SLOWER",
        "3, 4, 33.3333333%, REGRESSION",      // 33.33...% > 33.3333333%
        "3, 4, 34%, SLOWER",
        "1000, 1005, 0.5%, SLOWER",           // decimal percent, exact
        "1000, 1006, 0.5%, REGRESSION",
        "0, 0, 0%, UNCHANGED",
        "0, 1, 1000%, REGRESSION",            // from zero, any slowdown exceeds every relative tolerance
        "7, 0, 0%, FASTER",
        "9223372036854775807, 9223372036854775807, 0%, UNCHANGED",
        "0, 9223372036854775807, 5%, REGRESSION"
    })
    void classifiesByExactPicoseconds(long baselinePs, long currentPs, String tolerance, Verdict expected) {
        assertEquals(expected, ResultsComparison.classify(baselinePs, currentPs, pct(tolerance)));
    }

    @Test
    void matchesByIdentityAndListsMissingThenNew() {
        List<TimedRecord> baseline = List.of(rec("ring", 8, 100), rec("ring", 16, 200), rec("rd", 8, 50));
        List<TimedRecord> current = List.of(rec("rd", 8, 50), rec("bruck", 8, 70), rec("ring", 8, 101));
        ResultsComparison c = ResultsComparison.of(baseline, current, Tolerance.NONE);
        assertEquals(List.of(Verdict.REGRESSION, Verdict.MISSING, Verdict.UNCHANGED, Verdict.NEW),
                c.records().stream().map(ComparedRecord::verdict).toList());
        assertEquals(id("ring", 16), c.records().get(1).identity());
        assertEquals(id("bruck", 8), c.records().get(3).identity());
        assertFalse(c.passed());
        assertEquals("4 records: 1 unchanged, 0 faster, 0 slower (tolerated), 1 REGRESSION, 1 new, 1 MISSING; tolerance 0%",
                c.summary());
    }

    @Test
    void newRecordsAloneDoNotFail() {
        ResultsComparison c = ResultsComparison.of(List.of(rec("ring", 8, 100)),
                List.of(rec("ring", 8, 90), rec("ring", 16, 1)), Tolerance.NONE);
        assertTrue(c.passed());
        assertEquals(List.of(Verdict.FASTER, Verdict.NEW), c.records().stream().map(ComparedRecord::verdict).toList());
    }

    @Test
    void aMissingRecordFails() {
        assertFalse(ResultsComparison.of(List.of(rec("ring", 8, 100)), List.of(), Tolerance.NONE).passed());
        assertTrue(ResultsComparison.of(List.of(), List.of(), Tolerance.NONE).passed());
    }

    @Test
    void everyIdentityFieldSeparatesRecords() {
        RecordIdentity base = id("ring", 8);
        List<RecordIdentity> variants = List.of(
                new RecordIdentity("t", "allreduce", "ring", List.of(), 8, 8, "hockney", 1),
                new RecordIdentity("s", "bcast", "ring", List.of(), 8, 8, "hockney", 1),
                new RecordIdentity("s", "allreduce", "rd", List.of(), 8, 8, "hockney", 1),
                new RecordIdentity("s", "allreduce", "ring", List.of("tuned"), 8, 8, "hockney", 1),
                new RecordIdentity("s", "allreduce", "ring", List.of(), 9, 8, "hockney", 1),
                new RecordIdentity("s", "allreduce", "ring", List.of(), 8, 16, "hockney", 1),
                new RecordIdentity("s", "allreduce", "ring", List.of(), 8, 8, "loggp", 1),
                new RecordIdentity("s", "allreduce", "ring", List.of(), 8, 8, "hockney", 2),
                new RecordIdentity("s", "program", null, List.of(), 8, RecordIdentity.NO_BYTES, "hockney", 1));
        for (RecordIdentity v : variants) {
            ResultsComparison c = ResultsComparison.of(List.of(new TimedRecord(base, 5, null)),
                    List.of(new TimedRecord(v, 5, null)), Tolerance.NONE);
            assertEquals(List.of(Verdict.MISSING, Verdict.NEW), c.records().stream().map(ComparedRecord::verdict).toList(),
                    v.describe());
        }
    }

    @Test
    void duplicateIdentitiesInOneListAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> ResultsComparison.of(
                List.of(rec("ring", 8, 1), rec("ring", 8, 2)), List.of(), Tolerance.NONE));
    }

    @Test
    void confidenceIntervalsOverlapOnlyWhenBothSidesHaveThem() {
        RecordIdentity i = id("ring", 8);
        TimedRecord plain = new TimedRecord(i, 100, null);
        TimedRecord ci = new TimedRecord(i, 100, interval(90, 110));
        assertEquals(Optional.empty(), new ComparedRecord(i, plain, ci, Verdict.UNCHANGED).ci95Overlap());
        assertEquals(Optional.of(true), new ComparedRecord(i, ci, new TimedRecord(i, 120, interval(110, 130)),
                Verdict.REGRESSION).ci95Overlap()); // touching ends overlap
        assertEquals(Optional.of(false), new ComparedRecord(i, ci, new TimedRecord(i, 120, interval(111, 130)),
                Verdict.REGRESSION).ci95Overlap());
        assertEquals(Optional.of(false), new ComparedRecord(i, ci, new TimedRecord(i, 80, interval(70, 89)),
                Verdict.FASTER).ci95Overlap());
    }

    static Interval interval(long low, long high) {
        return new Interval(BigDecimal.valueOf(low), BigDecimal.valueOf(high));
    }

    @Test
    void toleranceParsingAcceptsPercentagesOnly() {
        assertEquals(new BigDecimal("2"), pct("2%").percent());
        assertEquals(new BigDecimal("0.5"), pct(" 0.5% ").percent());
        assertEquals("2.5%", pct("2.50%").toString());
        for (String bad : new String[] {"2", "0.02", "-1%", "%", "2 %", "abc", "", "1e3%"}) {
            assertEquals(Optional.empty(), Tolerance.parse(bad), bad);
        }
    }

    @Test
    void changeIsRelativeToTheBaseline() {
        RecordIdentity i = id("ring", 8);
        ComparedRecord r = new ComparedRecord(i, new TimedRecord(i, 3, null), new TimedRecord(i, 4, null), Verdict.REGRESSION);
        assertEquals(new BigDecimal("33.333333"), r.changePercent().orElseThrow());
        assertEquals(Optional.of(1L), r.changePs());
        ComparedRecord fromZero = new ComparedRecord(i, new TimedRecord(i, 0, null), new TimedRecord(i, 4, null),
                Verdict.REGRESSION);
        assertEquals(Optional.empty(), fromZero.changePercent());
    }
}
