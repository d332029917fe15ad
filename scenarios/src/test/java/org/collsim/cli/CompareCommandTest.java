package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code collsim compare} in-process: exit codes, output files, and the run-twice-then-compare round trip. */
class CompareCommandTest {
    private static final Path QUICKSTART = Path.of(System.getProperty("collsim.examples", "../examples"), "quickstart.json");
    private static final String RECORD = """
            {"scenario": "s", "collective": "allreduce", "algorithm": "ring", "ranks": 8, "bytes": 8,
             "model": "hockney", "seed": 1, "time_ps": %d, "time_us": 0, "layers": []}""";

    @TempDir
    Path dir;

    private String results(String name, long... timesPs) throws Exception {
        StringBuilder json = new StringBuilder("[");
        for (int i = 0; i < timesPs.length; i++) {
            json.append(i == 0 ? "" : ",").append(RECORD.formatted(timesPs[i]).replace("\"ranks\": 8", "\"ranks\": " + (8 << i)));
        }
        return Files.writeString(dir.resolve(name), json.append("]").toString()).toString();
    }

    @Test
    void exitCodesFollowTheVerdicts() throws Exception {
        String base = results("base.json", 1_000_000, 2_000_000);
        assertEquals(ExitCodes.OK, execute("compare", base, results("same.json", 1_000_000, 2_000_000)).exitCode());
        assertEquals(ExitCodes.OK, execute("compare", base, results("faster.json", 999_999, 2_000_000)).exitCode());
        assertEquals(ExitCodes.OK, execute("compare", base, results("more.json", 1_000_000, 2_000_000, 5)).exitCode());
        assertEquals(ExitCodes.REGRESSION, execute("compare", base, results("slower.json", 1_000_001, 2_000_000)).exitCode());
        assertEquals(ExitCodes.REGRESSION, execute("compare", base, results("fewer.json", 1_000_000)).exitCode());
        String atLimit = results("limit.json", 1_020_000, 2_000_000);
        assertEquals(ExitCodes.OK, execute("compare", base, atLimit, "--tolerance", "2%").exitCode());
        assertEquals(ExitCodes.REGRESSION, execute("compare", base, atLimit, "--tolerance", "1.99%").exitCode());
    }

    @Test
    void badInputExitsTwoNamingFileAndPathForBothFiles() throws Exception {
        Path wrong = Files.writeString(dir.resolve("wrong.json"), "[" + RECORD.formatted(5).replace("\"ranks\": 8", "\"ranks\": \"8\"") + "]");
        Path missing = dir.resolve("none.json");
        CliRun o = execute("compare", wrong.toString(), missing.toString());
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + wrong + ": $[0].ranks: expected a rank count (an integer "
                + "from 1 to 2147483647), found \"8\"\nerror: " + missing + ": expected a results.json file, found no file at "
                + missing.toAbsolutePath() + "\n"), o);
        Path malformed = Files.writeString(dir.resolve("m.json"), "[{\"scenario\": }]");
        o = execute("compare", malformed.toString(), malformed.toString());
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertTrue(o.err().startsWith("error: " + malformed + ": line 1, column 15: expected well-formed JSON, found "), o.err());
        assertFalse(o.err().contains("\tat "), "no stack trace");
    }

    /** A results.jsonl or a file that is not UTF-8 is named in the user's terms, not Jackson's or Java's. */
    @Test
    void aLogOrANonUtf8FileIsRefusedInPlainWords() throws Exception {
        Path log = Files.writeString(dir.resolve("results.jsonl"), "{\"collsim_results_log\": 1}\n{\"point\": 0}\n");
        String ok = results("ok.json", 1);
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + log + ": line 2, column 1: expected the end of the file "
                + "after the JSON value, found more (a results.jsonl? compare reads results.json)\n"),
                execute("compare", log.toString(), ok));
        Path latin1 = Files.write(dir.resolve("latin1.json"), new byte[] {'[', '"', (byte) 0xE9, '"', ']'});
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + latin1 + ": expected a readable UTF-8 file, found bytes "
                + "that are not UTF-8; save the file as UTF-8\n"), execute("compare", ok, latin1.toString()));
    }

    @Test
    void duplicateIdentitiesAndBadTolerancesAndUsageExitTwo() throws Exception {
        String dup = Files.writeString(dir.resolve("dup.json"), "[" + RECORD.formatted(1) + "," + RECORD.formatted(2) + "]").toString();
        CliRun o = execute("compare", dup, dup);
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertTrue(o.err().startsWith("error: " + dup + ": $[1]: expected each record identity once, found the identity of $[0] again"),
                o.err());
        String ok = results("ok.json", 1);
        o = execute("compare", ok, ok, "--tolerance", "0.02");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: --tolerance: expected a percentage such as 2% or 0.5% "
                + "(0% or more), found \"0.02\"\n"), o);
        assertEquals(ExitCodes.BAD_INPUT, execute("compare", ok).exitCode());
    }

    @Test
    void quickstartRunTwiceComparesCleanAndAnEditedTimeIsARegression() throws Exception {
        assertEquals(0, execute("run", QUICKSTART.toString(), "--no-html", "--out", dir.resolve("a").toString()).exitCode());
        assertEquals(0, execute("run", QUICKSTART.toString(), "--no-html", "--out", dir.resolve("b").toString()).exitCode());
        String baseline = dir.resolve("a/results.json").toString();
        Path current = dir.resolve("b/results.json");
        CliRun same = execute("compare", baseline, current.toString(), "--out", dir.resolve("cmp").toString());
        assertEquals(ExitCodes.OK, same.exitCode(), same.err());
        assertTrue(same.out().endsWith("\n12 records: 12 unchanged, 0 faster, 0 slower (tolerated), 0 REGRESSION, 0 new, "
                + "0 MISSING; tolerance 0%\n"), same.out());
        assertTrue(Files.readString(dir.resolve("cmp/compare.md")).contains("**passed**: 12 records"));
        assertTrue(Files.readString(dir.resolve("cmp/compare.json")).contains("\"passed\" : true,"));

        String json = Files.readString(current);
        assertTrue(json.contains("\"time_ps\" : 6036000,"), "quickstart's 8-rank 8-byte recursive doubling");
        Files.writeString(current, json.replaceFirst("\"time_ps\" : 6036000,", "\"time_ps\" : 6036001,"));
        CliRun slower = execute("compare", baseline, current.toString(), "--out", dir.resolve("cmp").toString());
        assertEquals(ExitCodes.REGRESSION, slower.exitCode(), slower.err());
        assertTrue(slower.out().contains("quickstart  allreduce   recursive_doubling  -           8      8  hockney     1"
                + "        6.036    6.036001  +<0.01%  REGRESSION\n"), slower.out());
        assertTrue(Files.readString(dir.resolve("cmp/compare.json")).contains("\"regression\" : 1,"));
        assertTrue(slower.err().equals("wrote " + dir.resolve("cmp/compare.md") + " and " + dir.resolve("cmp/compare.json") + "\n"),
                slower.err());
    }
}
