package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code collsim run} on program scenarios: the program table, results.json, and the deadlock exit. */
class ProgramCliTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));

    @TempDir
    Path dir;

    @Test
    void aDeadlockedProgramPrintsWhatEachRankWaitsForAndExitsWith1() {
        CliRun o = execute("run", EXAMPLES.resolve("deadlock.json").toString(), "--out", dir.toString());
        assertEquals(ExitCodes.SIMULATION_FAILED, o.exitCode());
        assertEquals("", o.out());
        assertEquals("error: " + EXAMPLES.resolve("deadlock.json") + ": simulation of the program at 2 ranks deadlocked; "
                + "2 rank(s) cannot proceed:\n"
                + "  rank 0: blocked at $.program.body[0] recv from 1 tag 0\n"
                + "  rank 1: blocked at $.program.body[0] recv from 0 tag 0\n", o.err());
    }

    @Test
    void aProgramPrintsItsOwnTableAndWritesWorkloadRecords() throws Exception {
        CliRun o = execute("run", EXAMPLES.resolve("comm-split.json").toString(), "--out", dir.toString());
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().contains("workload  ranks  time_us  first_rank_done_us  messages  events  tables alloc/reused/freed  ran"),
                o.out());
        // hockney alpha 2 us, beta 1 ns/B, gamma 0.5 ns/B on 4 ranks: the split's allgather of 8 B blocks by
        // recursive doubling, 2 alpha + 8 + 16 ns = 4.024 us; the 1 KiB allreduces run MPICH's choice,
        // reduce_scatter_allgather: on a half 512 B halved and reduced, then 512 B gathered, 2 alpha + 1024 ns
        // + 256 ns = 5.280 us; on world 512 + 256 B halved and reduced, 256 + 512 B gathered, 4 alpha + 1536 ns
        // + 384 ns = 9.920 us: 19.224 us
        assertTrue(o.out().contains("program       4   19.224              19.224        32     108                      0/0/0  "
                + "allgather on 4: recursive_doubling; allreduce on 2: reduce_scatter_allgather; allreduce on 4: reduce_scatter_allgather\n"), o.out());
        String json = Files.readString(dir.resolve("results.json"));
        assertTrue(json.contains("\"workload\" : \"program\""), json);
        assertTrue(Files.readString(dir.resolve("results.csv")).contains("comm-split,program,-,"
                + "allgather on 4: recursive_doubling; allreduce on 2: reduce_scatter_allgather; allreduce on 4: reduce_scatter_allgather,4,0,hockney,1,19224000,"));
        assertEquals(new CliRun(0, "ok: 2 points\n", ""), execute("validate", EXAMPLES.resolve("comm-split.json").toString()));
    }
}
