package org.collsim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.TestAlgorithms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The CLI in-process: output streams, files written and exit codes. */
class CliTest {
    private static final String BARRIER_BCAST = """
            {"name": "cli-test", "seed": 3,
             "machine": {"network": {"model": "loggp", "L": "1us", "o": "300ns", "g": "200ns", "G": "80ps/B", "O": "0ps/B", "S": "64KiB"}},
             "benchmark": {"collectives": ["barrier", "bcast"], "ranks": [2, 7, 64], "bytes": [8, 100000]}}
            """;

    @TempDir
    Path dir;

    private record Outcome(int exitCode, String out, String err) {
    }

    private static Outcome execute(AlgorithmRegistry registry, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CollsimCli.commandLine(new Environment(registry, NetworkModelTypes.builtIn(), 1L << 40))
                .setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
        return new Outcome(code, out.toString(), err.toString());
    }

    private static Outcome execute(String... args) {
        return execute(AlgorithmRegistry.builtIn(), args);
    }

    private Path write(String name, String json) throws Exception {
        return Files.writeString(dir.resolve(name), json);
    }

    @Test
    void validatePrintsThePointCount() throws Exception {
        Outcome o = execute("validate", write("s.json", BARRIER_BCAST).toString());
        assertEquals(new Outcome(0, "ok: 9 points\n", ""), o);
    }

    @Test
    void runPrintsTheTableAndWritesIdenticalFilesEveryTime() throws Exception {
        Path scenario = write("s.json", BARRIER_BCAST);
        Outcome first = execute("run", scenario.toString(), "--out", dir.resolve("a").toString());
        Outcome second = execute("run", scenario.toString(), "--out", dir.resolve("b").toString());
        assertEquals(0, first.exitCode(), first.err());
        assertTrue(first.out().startsWith("cli-test: loggp L=1us o=300ns g=200ns G=80ps/B O=0ps/B S=65536B gamma=0ps/B, seed 3\n"));
        assertTrue(first.out().contains("barrier     dissemination      7       0    4.800"), first.out());
        assertEquals(first.out(), second.out());
        assertTrue(first.err().startsWith("wrote "));
        for (String file : new String[] {"results.json", "results.csv"}) {
            assertEquals(-1, Files.mismatch(dir.resolve("a").resolve(file), dir.resolve("b").resolve(file)), file);
        }
        String json = Files.readString(dir.resolve("a/results.json"));
        assertTrue(json.contains("\"collective\" : \"bcast\""));
        assertTrue(json.contains("\"time_us\" : 4.8,"), json);
        assertEquals(10, Files.readAllLines(dir.resolve("a/results.csv")).size());
    }

    @Test
    void badInputExitsTwoWithPathNamedErrorsOnStderrOnly() throws Exception {
        Path scenario = write("bad.json", BARRIER_BCAST.replace("\"ranks\"", "\"rank\""));
        Outcome o = execute("run", scenario.toString());
        assertEquals(2, o.exitCode());
        assertEquals("", o.out());
        assertTrue(o.err().startsWith("error: " + scenario + ": $.benchmark.rank: expected one of the fields"), o.err());
        assertTrue(o.err().contains("(did you mean \"ranks\"?)"));
        assertFalse(o.err().contains("\tat "), "no stack trace");
    }

    @Test
    void missingFileExitsTwo() {
        Outcome o = execute("validate", dir.resolve("none.json").toString());
        assertEquals(2, o.exitCode());
        assertEquals("error: " + dir.resolve("none.json") + ": expected a scenario file, found no file at "
                + dir.resolve("none.json").toAbsolutePath() + "\n", o.err());
    }

    @Test
    void usageErrorsExitTwo() {
        assertEquals(2, execute().exitCode());
        assertEquals(2, execute("run").exitCode());
        assertEquals(2, execute("frobnicate").exitCode());
    }

    @Test
    void deadlockExitsOneAndSaysWhoWaitsForWhom() throws Exception {
        Path scenario = write("d.json", BARRIER_BCAST.replace("\"barrier\", \"bcast\"", "\"barrier\""));
        Outcome o = execute(TestAlgorithms.faultyRegistry(), "run", scenario.toString(), "--out", dir.toString());
        assertEquals(1, o.exitCode(), o.err());
        assertTrue(o.err().startsWith("error: " + scenario + ": simulation of barrier/deadlock at 2 ranks, 0 bytes deadlocked; "
                + "2 rank(s) cannot proceed:\n  rank 0: in barrier/deadlock, waits for "), o.err());
        assertFalse(Files.exists(dir.resolve("results.json")));
    }

    @Test
    void internalErrorsExitThreeWithOneLineAndNoStackTrace() throws Exception {
        Path scenario = write("c.json", BARRIER_BCAST.replace("\"barrier\", \"bcast\"", "\"bcast\""));
        Outcome o = execute(TestAlgorithms.faultyRegistry(), "validate", scenario.toString());
        assertEquals(3, o.exitCode());
        assertEquals(1, o.err().lines().count(), o.err());
        assertTrue(o.err().startsWith("internal error: java.lang.IllegalStateException: schedule bug for rank 0; "
                + "this is a bug in collsim, please report it"), o.err());
    }

    @Test
    void listShowsRegistriesModelsLayersAndPresets() {
        Outcome o = execute(TestAlgorithms.registry(), "list");
        assertEquals(0, o.exitCode());
        assertTrue(o.out().contains("  allgather\n    * ring                any rank count\n"
                + "      recursive_doubling  needs a power-of-two number of ranks\n"), o.out());
        assertTrue(o.out().contains("  hockney: "));
        assertTrue(o.out().contains("      gamma  per-byte cost or bandwidth  reduction time per byte on the CPU (optional, default 0ps/B)"),
                o.out());
        assertTrue(o.out().contains("\nlayers:\n  (none in this build)\n\npresets:\n  (none in this build)\n"));
    }
}
