package org.collsim.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.scenario.NetworkModelTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code collsim run} on program scenarios: the program table, results.json, and the deadlock exit. */
class ProgramCliTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));

    @TempDir
    Path dir;

    private record Outcome(int exitCode, String out, String err) {
    }

    private static Outcome execute(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = CollsimCli.commandLine(new Environment(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), 1L << 40))
                .setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
        return new Outcome(code, out.toString(), err.toString());
    }

    @Test
    void aDeadlockedProgramPrintsWhatEachRankWaitsForAndExitsWith1() {
        Outcome o = execute("run", EXAMPLES.resolve("deadlock.json").toString(), "--out", dir.toString());
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode());
        assertEquals("", o.out());
        assertEquals("error: " + EXAMPLES.resolve("deadlock.json") + ": simulation of the program at 2 ranks deadlocked; "
                + "2 rank(s) cannot proceed:\n"
                + "  rank 0: blocked at $.program.body[0] recv from 1 tag 0\n"
                + "  rank 1: blocked at $.program.body[0] recv from 0 tag 0\n", o.err());
    }

    @Test
    void aProgramPrintsItsOwnTableAndWritesWorkloadRecords() throws Exception {
        Outcome o = execute("run", EXAMPLES.resolve("comm-split.json").toString(), "--out", dir.toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().contains("workload  ranks  time_us  first_rank_done_us  messages  events  tables alloc/reused/freed\n"),
                o.out());
        assertTrue(o.out().contains("program       4   14.632              14.632        20      72                      0/0/0\n"),
                o.out());
        String json = Files.readString(dir.resolve("results.json"));
        assertTrue(json.contains("\"workload\" : \"program\""), json);
        assertTrue(Files.readString(dir.resolve("results.csv")).contains("comm-split,program,-,-,4,0,hockney,1,14632000,"));
        assertEquals(new Outcome(0, "ok: 2 points\n", ""), execute("validate", EXAMPLES.resolve("comm-split.json").toString()));
    }
}
