package org.collsim.report.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.CommWorkloadFields;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;
import org.collsim.report.ResultsJson;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading results.json strictly: what the writer writes reads back; anything else is named by file and JSON path. */
class ResultsReaderTest {
    private static final String RECORD = """
            {"scenario": "s", "collective": "allreduce", "algorithm": "ring", "ranks": 8, "bytes": 8,
             "model": "hockney", "seed": 1, "time_ps": 6036000, "time_us": 6.036, "layers": []}""";
    private static final String PROGRAM = """
            {"scenario": "p", "workload": "program", "ranks": 4, "model": "hockney", "seed": 1,
             "time_ps": 5, "layers": ["tuned"]}""";

    @TempDir
    Path dir;

    private static List<String> errors(String json) {
        return assertThrows(ResultsFileException.class, () -> ResultsReader.parse(json, "f.json")).lines();
    }

    @Test
    void readsWhatTheWriterWrites() throws Exception {
        ResultRecord plain = ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(7)
                .sizeBytes(100).model("loggp").seed(3).timePs(4_800_001).layers(List.of("hierarchical", "tuned")).build();
        ResultRecord replicated = ResultRecord.builder().scenario("s").collective("barrier").algorithm("dissemination")
                .ranks(16).model("loggp").seed(3).timePs(10).stats(ReplicationStats.of(new long[] {10, 12, 20})).build();
        List<TimedRecord> read = ResultsReader.parse(ResultsJson.toJson(List.of(plain, replicated)), "r.json");
        assertEquals(new TimedRecord(new RecordIdentity("s", "bcast", "binomial", List.of("hierarchical", "tuned"), 7, 100,
                "loggp", 3), 4_800_001, null), read.get(0));
        ReplicationStats s = replicated.stats();
        assertEquals(new TimedRecord.Interval(s.ciLowPs(), s.ciHighPs()), read.get(1).ci95Ps());
        assertEquals(14, read.get(1).timePs(), "the mean of 10, 12 and 20");
    }

    @Test
    void readsProgramRecords() throws Exception {
        TimedRecord r = ResultsReader.parse("[" + PROGRAM + "]", "p.json").get(0);
        assertEquals(new RecordIdentity("p", "program", null, List.of("tuned"), 4, RecordIdentity.NO_BYTES, "hockney", 1),
                r.identity());
        assertEquals("p program, layers tuned, 4 ranks, hockney, seed 1", r.identity().describe());
    }

    @Test
    void readsCommunicatorWorkloadRecordsAsTheWriterWritesThem() throws Exception {
        ResultRecord w = ResultRecord.builder().scenario("t").collective("comm_workload").algorithm("-").ranks(64)
                .model("hockney").seed(1).layers(List.of("tuned")).commWorkload(new CommWorkloadFields(10, 4, 105)).build();
        TimedRecord r = ResultsReader.parse(ResultsJson.toJson(List.of(w)), "t.json").get(0);
        assertEquals(new RecordIdentity("t", "comm_workload", null, List.of("tuned"), 64, RecordIdentity.NO_BYTES,
                "hockney", 1), r.identity());
        assertEquals(0, r.timePs());
    }

    @Test
    void fieldsItDoesNotUseAreIgnoredSoNewerFilesStillCompare() throws Exception {
        String json = "[" + RECORD.replace("\"layers\"", "\"energy_j\": 3, \"layers\"") + "]";
        assertEquals(6036000, ResultsReader.parse(json, "f.json").get(0).timePs());
        assertEquals(List.of(), ResultsReader.parse("[]", "f.json"));
    }

    @Test
    void aMissingFileOrADirectoryIsNamed() {
        Path none = dir.resolve("none.json");
        ResultsFileException e = assertThrows(ResultsFileException.class, () -> ResultsReader.read(none));
        assertEquals(List.of("error: " + none + ": expected a results.json file, found no file at " + none.toAbsolutePath()),
                e.lines());
        e = assertThrows(ResultsFileException.class, () -> ResultsReader.read(dir));
        assertEquals(List.of("error: " + dir + ": expected a results.json file, found a directory"), e.lines());
    }

    @Test
    void malformedJsonGivesLineAndColumn() throws Exception {
        Path bad = Files.writeString(dir.resolve("bad.json"), "[\n" + RECORD + ",\n");
        List<String> lines = assertThrows(ResultsFileException.class, () -> ResultsReader.read(bad)).lines();
        assertEquals(1, lines.size(), lines.toString());
        assertStartsWith("error: " + bad + ": line 4, column 1: expected well-formed JSON, found unexpected end-of-input", lines.get(0));
        assertEquals(List.of("error: f.json: expected an array of result records, found an empty file"), errors(""));
        assertStartsWith("error: f.json: line 1, column 14: expected well-formed JSON, found duplicate field 'a'",
                errors("[{\"a\": 1, \"a\": 2}]").get(0));
        assertEquals(List.of("error: f.json: line 1, column 4: expected the end of the file after the JSON value, found "
                + "more (a results.jsonl? compare reads results.json)"), errors("[] []"));
    }

    @Test
    void aForeignFileIsRefusedAtItsRoot() {
        assertEquals(List.of("error: f.json: $: expected an array of result records (a results.json written by collsim run "
                + "has them in \"records\"), found an object without \"records\""), errors("{\"name\": \"quickstart\", \"seed\": 1}"));
        assertEquals(List.of("error: f.json: $[1]: expected a result record (an object), found 3"), errors("[" + RECORD + ", 3]"));
    }

    /** collsim run's object with its records; a record a run limit stopped is no measurement to compare. */
    @Test
    void theRecordsOfTheObjectAreReadAndAStoppedOneIsRefused() {
        assertTrue(errors("{\"collsim_results\": 2, \"records\": [" + RECORD.replace("\"time_ps\"",
                "\"stopped\": \"max_events (10 events) reached\", \"time_ps\"") + "]}").get(0).startsWith(
                "error: f.json: $.records[0]: expected a measured record, found one a run limit stopped (max_events"));
        assertEquals(List.of("error: f.json: $.records: expected an array of result records (a results.json written by "
                + "collsim run), found 3"), errors("{\"records\": 3}"));
    }

    @Test
    void wrongShapesAreNamedByJsonPathAllAtOnce() {
        String broken = RECORD.replace("\"ranks\": 8", "\"ranks\": 0").replace("\"time_ps\": 6036000", "\"time_ps\": \"6us\"")
                .replace("\"layers\": []", "\"layers\": [\"tuned\", 7]").replace("\"seed\": 1, ", "");
        assertEquals(List.of(
                "error: f.json: $[1].ranks: expected a rank count (an integer from 1 to 2147483647), found 0",
                "error: f.json: $[1].seed: expected a seed (an integer from 0 to 9223372036854775807), found no such field",
                "error: f.json: $[1].layers[1]: expected a layer name (a string), found 7",
                "error: f.json: $[1].time_ps: expected the time in picoseconds (an integer from 0 to 9223372036854775807), "
                        + "found \"6us\""), errors("[" + RECORD + ", " + broken + "]"));
        assertEquals(List.of("error: f.json: $[0].time_ps: expected the time in picoseconds (an integer from 0 to "
                + "9223372036854775807), found 6.5"), errors("[" + RECORD.replace("6036000", "6.5") + "]"));
        assertEquals(List.of("error: f.json: $[0].collective: expected a collective name (a string), found no such field"),
                errors("[" + RECORD.replace("\"collective\": \"allreduce\", ", "") + "]"));
    }

    @Test
    void programRecordsAndStatisticsAreCheckedToo() {
        assertEquals(List.of("error: f.json: $[0].workload: expected \"program\" or \"comm_workload\" (the "
                + "workloads besides collective benchmarks, which have no \"workload\" field), found \"trace\""),
                errors("[" + PROGRAM.replace("\"program\"", "\"trace\"") + "]"));
        assertEquals(List.of("error: f.json: $[0].bytes: expected no \"bytes\" in a program record, found 8"),
                errors("[" + PROGRAM.replace("\"ranks\"", "\"bytes\": 8, \"ranks\"") + "]"));
        String stats = RECORD.replace("\"layers\"", "\"stats\": {\"ci95_low_ps\": 10, \"ci95_high_ps\": 9.5}, \"layers\"");
        assertEquals(List.of("error: f.json: $[0].stats.ci95_high_ps: expected at least ci95_low_ps (10), found 9.5"),
                errors("[" + stats + "]"));
        assertEquals(List.of("error: f.json: $[0].stats: expected replication statistics (an object), found null"),
                errors("[" + RECORD.replace("\"layers\"", "\"stats\": null, \"layers\"") + "]"));
    }

    @Test
    void aForeignArrayGetsTheFirstProblemsAndACount() { // nine required fields missing per element
        String foreign = "[" + String.join(", ", java.util.Collections.nCopies(5, "{\"communicators\": 217}")) + "]";
        List<String> lines = errors(foreign);
        assertEquals(ResultsReader.MAX_PROBLEMS_SHOWN + 1, lines.size());
        assertEquals("error: f.json: $[0].collective: expected a collective name (a string), found no such field", lines.get(0));
        assertEquals("error: f.json: " + (5 * 9 - ResultsReader.MAX_PROBLEMS_SHOWN) + " more problems not shown",
                lines.get(lines.size() - 1));
    }

    @Test
    void aDuplicateIdentityIsAnError() {
        String slower = RECORD.replace("6036000", "7000000");
        assertEquals(List.of("error: f.json: $[2]: expected each record identity once, found the identity of $[0] again "
                + "(s allreduce/ring, layers -, 8 ranks, 8 bytes, hockney, seed 1)"),
                errors("[" + RECORD + ", " + RECORD.replace("\"bytes\": 8", "\"bytes\": 16") + ", " + slower + "]"));
    }

    @Test
    void statisticsDecimalsAreReadExactly() throws Exception {
        String stats = RECORD.replace("\"layers\"",
                "\"replications\": 2, \"stats\": {\"ci95_low_ps\": 0.1, \"ci95_high_ps\": 12345678901234567890.5}, \"layers\"");
        TimedRecord r = ResultsReader.parse("[" + stats + "]", "f.json").get(0);
        assertEquals(new BigDecimal("12345678901234567890.5"), r.ci95Ps().highPs());
    }

    private static void assertStartsWith(String prefix, String actual) {
        if (!actual.startsWith(prefix)) {
            assertEquals(prefix, actual);
        }
    }
}
