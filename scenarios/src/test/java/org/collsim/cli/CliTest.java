package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
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

    private Path write(String name, String json) throws Exception {
        return Files.writeString(dir.resolve(name), json);
    }

    @Test
    void validatePrintsThePointCount() throws Exception {
        CliRun o = execute("validate", write("s.json", BARRIER_BCAST).toString());
        assertEquals(new CliRun(0, "ok: 9 points\n", ""), o);
    }

    @Test
    void runPrintsTheTableAndWritesIdenticalFilesEveryTime() throws Exception {
        Path scenario = write("s.json", BARRIER_BCAST);
        CliRun first = execute("run", scenario.toString(), "--out", dir.resolve("a").toString());
        CliRun second = execute("run", scenario.toString(), "--out", dir.resolve("b").toString());
        assertEquals(0, first.exitCode(), first.err());
        assertTrue(first.out().startsWith("cli-test: loggp L=1us o=300ns g=200ns G=80ps/B O=0ps/B S=65536B gamma=0ps/B, seed 3\n"));
        // no algorithms: MPICH's choice, named "mpich" as the request
        assertTrue(first.out().contains("barrier     dissemination (asked: mpich)                             7       0    4.800"),
                first.out());
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
        CliRun o = execute("run", scenario.toString());
        assertEquals(2, o.exitCode());
        assertEquals("", o.out());
        assertTrue(o.err().startsWith("error: " + scenario + ": $.benchmark.rank: expected one of the fields"), o.err());
        assertTrue(o.err().contains("(did you mean \"ranks\"?)"));
        assertFalse(o.err().contains("\tat "), "no stack trace");
    }

    @Test
    void missingFileExitsTwo() {
        CliRun o = execute("validate", dir.resolve("none.json").toString());
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
        Path scenario = write("d.json", BARRIER_BCAST.replace("\"barrier\", \"bcast\"]", "\"barrier\"], \"algorithms\": [\"deadlock\"]"));
        CliRun o = execute(TestAlgorithms.faultyRegistry(), "run", scenario.toString(), "--out", dir.toString());
        assertEquals(1, o.exitCode(), o.err());
        assertTrue(o.err().startsWith("error: " + scenario + ": simulation of barrier/deadlock at 2 ranks, 0 bytes deadlocked; "
                + "2 rank(s) cannot proceed:\n  rank 0: in barrier/deadlock, waits for "), o.err());
        assertFalse(Files.exists(dir.resolve("results.json")));
    }

    @Test
    void internalErrorsExitThreeWithOneLineAndNoStackTrace() throws Exception {
        Path scenario = write("c.json", BARRIER_BCAST.replace("\"barrier\", \"bcast\"]", "\"bcast\"], \"algorithms\": [\"crash\"]"));
        CliRun o = execute(TestAlgorithms.faultyRegistry(), "validate", scenario.toString());
        assertEquals(3, o.exitCode());
        assertEquals(1, o.err().lines().count(), o.err());
        assertTrue(o.err().startsWith("internal error: java.lang.IllegalStateException: schedule bug for rank 0; "
                + "this is a bug in collsim, please report it"), o.err());
    }

    @Test
    void aPrintFallbackWarnsOnceOnStderrAndRuns() throws Exception {
        Path scenario = write("f.json", """
                {"name": "f", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"}},
                 "benchmark": {"collectives": ["allgather"], "algorithms": ["recursive_doubling"], "ranks": [4, 6, 12],
                               "bytes": [8], "fallback": "print"}}
                """);
        // the test registry's recursive_doubling needs a power of two; MPICH's choice for 8 B blocks on 6 and
        // on 12 ranks (not powers of two, below 81920 B in all) is Bruck's, here a stand-in
        List<CollectiveAlgorithm> algorithms = new java.util.ArrayList<>(TestAlgorithms.registry().all());
        algorithms.add(new TestAlgorithms.StandIn(Collective.ALLGATHER, "bruck"));
        CliRun o = execute(new AlgorithmRegistry(algorithms), "run", scenario.toString(), "--out",
                dir.resolve("f").toString(), "--no-html");
        assertEquals(0, o.exitCode(), o.err());
        assertEquals(List.of("warning: fallback \"print\": allgather algorithm \"recursive_doubling\" needs a power-of-two "
                + "number of ranks; found 6 ranks and count 8; ran MPICH's choice (\"bruck\" at the first such point) "
                + "wherever it cannot run"),
                o.err().lines().filter(l -> l.startsWith("warning")).toList());
    }

    @Test
    void listShowsRegistriesModelsLayersAndPresets() {
        CliRun o = execute(TestAlgorithms.registry(), "list");
        assertEquals(0, o.exitCode());
        assertTrue(o.out().contains("  allgather\n    * ring                any rank count\n"
                + "      recursive_doubling  needs a power-of-two number of ranks\n"), o.out());
        assertTrue(o.out().contains("  hockney: "));
        assertTrue(o.out().contains("      gamma  per-byte cost or bandwidth  reduction time per byte on the CPU (optional, default 0ps/B)"),
                o.out());
        assertTrue(o.out().contains("\nlayers (\"layers\""), o.out());
        assertTrue(o.out().contains("\nnic (\"machine.nic\""), o.out());
        assertTrue(o.out().contains("\n  eager_limit         16KiB     eager protocol up to this size, rendezvous above\n"), o.out());
        assertTrue(o.out().contains("\npresets (\"machine\": {\"preset\": NAME, ...overrides}):\n  quadrics-qsnet2  Quadrics QsNetII"), o.out());
        assertTrue(o.out().contains("\ntopologies (\"machine.topology\": \"type\", its sizes, \"per_hop\" and \"placement\" "
                + "\"block\", \"round_robin\" or \"random\", default block):\n  crossbar   nodes\n"), o.out());
        assertTrue(o.out().contains("\n  torus      dims (e.g. [4,4,4])\n"), o.out());
        assertTrue(o.out().contains("\n  fat_tree   k (even ports per switch), levels, optional oversubscription ([\"2:1\", ...])\n"), o.out());
        assertTrue(o.out().contains("\n  lognormal     mean, stddev\n  bimodal       short, long, p_long\n"), o.out());
        assertTrue(o.out().contains("\n  cray-xt3-seastar  Cray XT3 with SeaStar"), o.out());
    }

    @Test
    void listShowsTheLayersServiceLoaderFinds() {
        CliRun o = execute(Environment.standard().registry(), "list");
        assertEquals(0, o.exitCode());
        String layers = o.out().substring(o.out().indexOf("\nlayers ("), o.out().indexOf("\nnic ("));
        assertTrue(layers.startsWith("\nlayers (\"layers\" / \"layer_stacks\", upper layer first; parameters in \"layer_params\"):\n"
                + "  hierarchical       node-aware barrier, bcast, reduce, allreduce, allgather, gather"), layers);
        assertTrue(layers.contains("\n  hw-collectives     Quadrics-style hardware barrier and broadcast"), layers);
        assertTrue(layers.contains("\n                     parameters: barrier_latency, bcast_latency, bcast_per_byte\n"), layers);
        assertTrue(layers.contains("\n  tuned              chooses the algorithm by message size"), layers);
        assertTrue(layers.contains("parameters: allgather_long_msg_size, allgather_short_msg_size, allreduce_short_msg_size"), layers);
        assertTrue(layers.contains("\n  test-pass-through  test plug-in: overrides bcast and falls through\n"),
                "a plug-in on the class path is listed like a built-in layer: " + layers);
    }

    private static final String STACKS = """
            {"name": "stacks", "seed": 2,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"},
                         "intra_node": {"model": "hockney", "alpha": "200ns", "beta": "100ps/B"}, "ranks_per_node": 4,
                         "nics_per_node": 4},
             "layer_stacks": [[], ["hierarchical"], ["hw-collectives"]],
             "comm_workload": {"splits": 100, "colors": 2, "ranks": 16},
             "benchmark": {"collectives": ["barrier"], "ranks": [16]}}
            """;

    @Test
    void runWithStacksPrintsLayersAndSpeedupAndWritesTheWorkload() throws Exception {
        Path scenario = write("stacks.json", STACKS);
        CliRun o = execute(AlgorithmRegistry.builtIn(), "run", scenario.toString(), "--out", dir.resolve("a").toString());
        assertEquals(0, o.exitCode(), o.err());
        assertEquals(String.join("\n",
                "stacks: hockney alpha=2us beta=1ns/B gamma=0ps/B, intra-node hockney alpha=200ns beta=100ps/B gamma=0ps/B, "
                        + "4 ranks per node, 4 NICs per node, seed 2",
                "",
                "collective  algorithm                                                         layers          ranks  bytes  time_us  messages  events  speedup",
                "----------  ----------------------------------------------------------------  --------------  -----  -----  -------  --------  ------  -------",
                // every dissemination round crosses a node boundary: 4 rounds of 2us; hierarchical: 2 intra-node
                // rounds of 200ns, 2 rounds among the 4 leaders, a 2-round intra-node bcast of 0 bytes (the node
                // and the leaders' barrier both run dissemination on 4 ranks, so they are listed once); the
                // algorithm column names what ran, and the request when that differs (no algorithms: mpich)
                "barrier     dissemination (asked: mpich)                                      -                  16      0    8.000        64     192    1.00x",
                "barrier     barrier on 4: dissemination, bcast on 4: binomial (asked: mpich)  hierarchical       16      0    4.800        52     156    1.67x",
                "barrier     hw-collectives (asked: mpich)                                     hw-collectives     16      0    4.000         0      16    2.00x",
                "",
                "communicator workload: 100 splits into 2 colors on 16 ranks, then free",
                "",
                "layers          communicators  allocated  reused  hook_calls  alive_at_end",
                "--------------  -------------  ---------  ------  ----------  ------------",
                "-                         217          0       0           0             0",
                "hierarchical              217          1     216         434             0",
                "hw-collectives            217          1     216         434             0",
                ""), o.out());
        assertTrue(o.err().endsWith("comm_workload.json\n"), o.err());
        String csv = Files.readString(dir.resolve("a/results.csv"));
        assertTrue(csv.contains(",hierarchical,1,21,1,44,0,0\n"), csv);
        String workload = Files.readString(dir.resolve("a/comm_workload.json"));
        assertTrue(workload.contains("\"communicators\" : 217"), workload);
        CliRun again = execute(AlgorithmRegistry.builtIn(), "run", scenario.toString(), "--out", dir.resolve("b").toString());
        assertEquals(o.out(), again.out());
        for (String file : new String[] {"results.json", "results.csv", "comm_workload.json"}) {
            assertEquals(-1, Files.mismatch(dir.resolve("a").resolve(file), dir.resolve("b").resolve(file)), file);
        }
    }

    @Test
    void aBrokenTableProtocolExitsOneNamingThePointAndTheStack() throws Exception {
        Path scenario = write("broken.json", STACKS.replace("[[], [\"hierarchical\"], [\"hw-collectives\"]]",
                "[[\"test-pass-through\"]], \"layer_params\": {\"test-pass-through\": {\"break_nonblocking\": \"yes\"}}"));
        CliRun o = execute(AlgorithmRegistry.builtIn(), "run", scenario.toString(), "--out", dir.toString());
        assertEquals(1, o.exitCode(), o.err());
        assertEquals("", o.out());
        assertEquals("error: " + scenario + ": simulation of barrier/mpich at 16 ranks, 0 bytes under layers "
                + "[test-pass-through] failed: layer \"test-pass-through\" installed a table whose nonblocking entry ibcast is null; "
                + "every nonblocking entry must be set\n", o.err());
    }
}
