package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a new user might type by mistake, each answered with exit 2 and a message naming the file
 * or option, what was expected and what was found (no Java class names, no temporary files).
 */
class OddInputCliTest {
    /** Two points, 8 ranks: quick to run. */
    private static final String SCENARIO = """
            {"name": "odd", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"}},
             "benchmark": {"collectives": ["bcast"], "algorithms": ["binomial", "scatter_ring_allgather"],
                           "ranks": [8], "bytes": [64]}}
            """;

    @TempDir
    Path dir;

    private Path scenario() throws Exception {
        return Files.writeString(dir.resolve("s.json"), SCENARIO);
    }

    @Test
    void anOutputDirectoryThatIsAFileIsNamedWithoutJavasWords() throws Exception {
        Path file = scenario();
        for (String command : new String[] {"run", "tune"}) {
            CliRun o = execute(command, file.toString(), "--out", file.toString(), "--no-html");
            assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + file + ": expected a writable output directory, "
                    + "found " + file + ": exists and is not a directory\n"), o, command);
        }
    }

    /** A report that cannot replace its file names the file, not the temporary file it was written to first. */
    @Test
    void aReportFileThatIsADirectoryIsNamed() throws Exception {
        Path out = dir.resolve("out");
        Files.createDirectories(out.resolve("results.json"));
        CliRun o = execute("run", scenario().toString(), "--out", out.toString(), "--no-html");
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode(), o.err());
        String expected = "error: " + out + ": expected a writable output directory, found " + out.resolve("results.json")
                + ": ";
        assertTrue(o.err().startsWith(expected) && !o.err().contains("Exception") && !o.err().contains(".tmp"), o.err());
    }

    /** An empty path would be the working directory: --out "$DIR" with DIR unset would write the reports there. */
    @Test
    void anEmptyPathIsRefused() throws Exception {
        CliRun out = execute("run", scenario().toString(), "--out", "", "--no-html");
        assertEquals(ExitCodes.BAD_INPUT, out.exitCode());
        assertTrue(out.err().startsWith("Invalid value for option '--out': expected a path, found an empty one\n"), out.err());
        assertEquals("", out.out(), "nothing ran");
        CliRun file = execute("validate", "");
        assertEquals(ExitCodes.BAD_INPUT, file.exitCode());
        assertTrue(file.err().startsWith("Invalid value for positional parameter at index 0 (SCENARIO.json): expected a "
                + "path, found an empty one\n"), file.err());
    }

    @Test
    void tuneSaysWhichOfItsChecksFailed() throws Exception {
        Path file = scenario();
        CliRun jobs = execute("tune", file.toString(), "--out", dir.resolve("t").toString(), "--jobs", "0");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: --jobs: expected at least 1 job, found 0\n"), jobs);
        Path sweep = Files.writeString(dir.resolve("sweep.json"), SCENARIO.replace("\"seed\": 1,",
                "\"seed\": 1, \"sweep\": {\"machine.network.alpha\": [\"1us\", \"3us\"]},"));
        CliRun swept = execute("tune", sweep.toString(), "--out", dir.resolve("t").toString());
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + sweep + ": expected a scenario with a benchmark, one "
                + "layer stack and no sweep, found a sweep of 2 variants\n"), swept);
        assertFalse(Files.exists(dir.resolve("t")), "nothing ran");
    }

    @Test
    void reportAndMergeOfAFileOrNothingAskForARunsDirectory() throws Exception {
        Path file = scenario();
        Path none = dir.resolve("none");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + file + ": expected the output directory of a collsim "
                + "run, found a file\n"), execute("report", file.toString()));
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + none + ": expected the output directory of a collsim "
                + "run, found no such directory\n"), execute("merge", none.toString(), "--out", dir.resolve("m").toString()));
    }

    @Test
    void rerunOfAScenarioOrAnEmptyFileSaysWhatItFound() throws Exception {
        String expected = ": $: expected a results.json object with \"records\" (written by collsim run, report or merge) or "
                + "lines of a results.jsonl, found ";
        Path file = scenario();
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + file + expected + "an object with the fields [name, "
                + "seed, machine, benchmark] (a scenario? rerun reads what a run wrote)\n"),
                execute("rerun", file.toString(), "--point", "0"));
        Path empty = Files.writeString(dir.resolve("empty.json"), "");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + empty + expected + "an empty file\n"),
                execute("rerun", empty.toString(), "--point", "0"));
        Path object = Files.writeString(dir.resolve("object.json"), "{}");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: " + object + expected + "an empty object\n"),
                execute("rerun", object.toString(), "--point", "0"));
    }
}
