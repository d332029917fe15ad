package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioLoader;
import org.collsim.scenario.ScenarioRunner;
import org.collsim.scenario.sweep.ResultsLog;
import org.collsim.scenario.sweep.ScenarioHash;
import org.collsim.scenario.sweep.Shard;
import org.collsim.scenario.sweep.Sweep;
import org.collsim.scenario.sweep.SweepListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Sweeps from the command line: the same files for any number of jobs, results.jsonl, --resume. */
class SweepCliTest {
    /** 9 benchmark points and 2 program points, 3 replications each (so records carry statistics), per-rank queues. */
    private static final String SCENARIO = """
            {"name": "sweep-test", "seed": 3, "replications": 3,
             "machine": {"network": {"model": "loggp", "L": "1us", "o": "300ns", "g": "200ns", "G": "80ps/B", "O": "0ps/B", "S": "64KiB"},
                         "noise": {"distribution": "exponential", "mean": "10us", "rate": "1kHz"}},
             "benchmark": {"collectives": ["barrier", "bcast"], "ranks": [2, 7, 64], "bytes": [8, 100000]},
             "program": {"ranks": [2, 4], "body": [{"allreduce": {"bytes": 100}}]}}
            """;
    private static final List<String> OUTPUTS = List.of("results.json", "results.csv", "results.md", "queues.csv");

    @TempDir
    Path dir;

    private Path scenario() throws Exception {
        return Files.writeString(dir.resolve("s.json"), SCENARIO);
    }

    private CliRun run(String out, String... more) throws Exception {
        String[] args = new String[4 + more.length];
        args[0] = "run";
        args[1] = scenario().toString();
        args[2] = "--out";
        args[3] = dir.resolve(out).toString();
        System.arraycopy(more, 0, args, 4, more.length);
        return execute(args);
    }

    private void assertSameOutputs(String a, String b) throws Exception {
        for (String f : OUTPUTS) {
            assertEquals(Files.readString(dir.resolve(a).resolve(f)), Files.readString(dir.resolve(b).resolve(f)), f);
        }
    }

    @Test
    void theOutputIsTheSameForOneTwoAndSevenJobs() throws Exception {
        CliRun one = run("j1", "--jobs", "1", "--no-html");
        assertEquals(0, one.exitCode(), one.err());
        assertEquals(new CliRun(one.exitCode(), one.out(), one.err().replace("j1", "j2")), run("j2", "--jobs", "2", "--no-html"));
        run("j7", "--jobs", "7", "--no-html");
        assertSameOutputs("j1", "j2");
        assertSameOutputs("j1", "j7");
        assertTrue(Files.readString(dir.resolve("j1/results.json")).contains("\"replications\" : 3"));
    }

    @Test
    void everyFinishedPointIsALineOfResultsJsonl() throws Exception {
        run("a", "--jobs", "2", "--no-html");
        List<String> lines = Files.readAllLines(dir.resolve("a/results.jsonl"));
        assertEquals(1 + 11, lines.size(), "a header and 9 benchmark + 2 program points");
        assertTrue(lines.get(0).startsWith("{\"collsim_results_log\":1,\"scenario_hash\":\"sha256:"), lines.get(0));
        assertTrue(lines.get(0).contains("\"points\":11,\"title\":\"sweep-test\",\"machine\":\"loggp L=1us o=300ns g=200ns "
                + "G=80ps/B O=0ps/B S=65536B gamma=0ps/B, poisson noise every 1ms on average, exponential mean 10us, seed 3\","
                + "\"shard\":\"1/1\",\"produced_by\":{\"collsim\":\""), lines.get(0));
        assertTrue(lines.get(0).contains("\"revision\":\""), "the source revision: " + lines.get(0));
        assertTrue(lines.get(0).contains("\"jdk\":\"" + System.getProperty("java.vendor") + " "
                + System.getProperty("java.runtime.version") + "\"}"), lines.get(0));
        // the provenance results.json repeats: the scenario, and its one resolved machine (loggp's gamma filled in)
        assertTrue(lines.get(0).contains("\"scenario\":{\"name\":\"sweep-test\""), lines.get(0));
        assertTrue(lines.get(0).endsWith("\"machines\":[{\"network\":{\"model\":\"loggp\",\"L\":\"1us\",\"o\":\"300ns\","
                + "\"g\":\"200ns\",\"G\":\"80ps/B\",\"O\":\"0ps/B\",\"S\":\"64KiB\",\"gamma\":\"0ps/B\"},\"noise\":{"
                + "\"distribution\":\"exponential\",\"mean\":\"10us\",\"rate\":\"1kHz\"}}]}"), lines.get(0));
    }

    @Test
    void aStoppedRunResumedGivesTheFilesOfAnUninterruptedOne() throws Exception {
        run("whole", "--jobs", "1", "--no-html");
        stopAfter(4, dir.resolve("part"));
        int logged = Files.readAllLines(dir.resolve("part/results.jsonl")).size() - 1;
        assertTrue(logged >= 4 && logged < 11, "stopped midway, after " + logged + " points");
        // a kill while writing leaves a partial last line: resume drops it
        Files.writeString(dir.resolve("part/results.jsonl"), "{\"point\":9,\"scen", StandardCharsets.UTF_8,
                java.nio.file.StandardOpenOption.APPEND);
        CliRun resumed = run("part", "--resume", "--jobs", "2", "--no-html", "--verbose");
        assertEquals(0, resumed.exitCode(), resumed.err());
        assertEquals(11 - logged, resumed.err().lines().filter(l -> l.startsWith("[")).count(),
                "only the missing points ran:\n" + resumed.err());
        assertSameOutputs("whole", "part");
    }

    @Test
    void aCostEstimateStartsTheDearestPointsFirstAndKeepsTheRecordsInPointOrder() throws Exception {
        Scenario s = ScenarioLoader.standard().load(scenario());
        List<String> started = new java.util.ArrayList<>();
        SweepListener order = new SweepListener() {
            @Override
            public void started(int point, String what) {
                started.add(Integer.toString(point));
            }

            @Override
            public void finished(int point, String what, ResultRecord record, long wallNanos) {
            }
        };
        List<ResultRecord> byCost = sweep(s, dir.resolve("cost"), new Sweep(AlgorithmRegistry.builtIn(), 1, order,
                p -> p.ranks()));
        List<ResultRecord> inOrder = sweep(s, dir.resolve("order"), new Sweep(AlgorithmRegistry.builtIn(), 1, order));
        // points 0-2 barrier at 2, 7, 64 ranks; 3-8 bcast at 2, 2, 7, 7, 64, 64 ranks (8 B, 100,000 B); 9-10 the
        // program at 2 and 4 ranks: by ranks, largest first, ties in point order, then the plain sweep in point order
        assertEquals(List.of("2", "7", "8", "1", "5", "6", "10", "0", "3", "4", "9", "0", "1", "2", "3", "4", "5", "6", "7",
                "8", "9", "10"), started);
        assertEquals(inOrder.stream().map(r -> r.ranks() + ":" + r.timePs()).toList(),
                byCost.stream().map(r -> r.ranks() + ":" + r.timePs()).toList());
    }

    private static List<ResultRecord> sweep(Scenario s, Path out, Sweep sweep) throws Exception {
        Files.createDirectories(out);
        String hash = ScenarioHash.of(SCENARIO);
        try (ResultsLog log = ResultsLog.create(out.resolve("results.jsonl"), new ResultsLog.Header(11, "t", "m", Shard.ALL,
                BuildInfo.provenance(hash, ScenarioHash.tree(SCENARIO), List.copyOf(ScenarioRunner.machines(s)))))) {
            return sweep.run(ScenarioRunner.points(s), log);
        }
    }

    /** Runs the sweep into {@code out} and stops it, as a kill would, once {@code k} points have finished. */
    private void stopAfter(int k, Path out) throws Exception {
        Scenario s = ScenarioLoader.standard().load(scenario());
        Files.createDirectories(out);
        AtomicInteger finished = new AtomicInteger();
        SweepListener stop = new SweepListener() {
            @Override
            public void started(int point, String what) {
            }

            @Override
            public void finished(int point, String what, ResultRecord record, long wallNanos) {
                if (finished.incrementAndGet() == k) {
                    throw new IllegalStateException("stopped");
                }
            }
        };
        String hash = ScenarioHash.of(SCENARIO);
        try (ResultsLog log = ResultsLog.create(out.resolve("results.jsonl"), new ResultsLog.Header(11, "t", "m", Shard.ALL,
                BuildInfo.provenance(hash, ScenarioHash.tree(SCENARIO), java.util.List.copyOf(ScenarioRunner.machines(s)))))) {
            // one job: the stop comes after exactly k points, however busy the machine (with two, the other
            // worker may finish every remaining point before the stop reaches it)
            Sweep sweep = new Sweep(AlgorithmRegistry.builtIn(), 1, stop);
            assertThrows(IllegalStateException.class, () -> sweep.run(ScenarioRunner.points(s), log));
        }
    }

    @Test
    void resumingTheResultsOfAnotherScenarioIsBadInput() throws Exception {
        run("a", "--jobs", "1", "--no-html");
        Files.writeString(dir.resolve("s.json"), SCENARIO.replace("\"seed\": 3", "\"seed\": 4"));
        CliRun o = execute("run", dir.resolve("s.json").toString(), "--out", dir.resolve("a").toString(), "--resume");
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertTrue(o.err().startsWith("error: " + dir.resolve("a/results.jsonl") + ": expected the results of this "
                + "scenario (sha256:"), o.err());
        assertTrue(o.err().contains("found those of another (sha256:"), o.err());
    }

    @Test
    void resumingWithoutALogIsBadInput() throws Exception {
        CliRun o = run("none", "--resume");
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertEquals("error: " + dir.resolve("none/results.jsonl") + ": expected the results.jsonl of an earlier run, "
                + "found no file\n", o.err());
    }

    @Test
    void noJobsIsBadInput() throws Exception {
        CliRun o = run("x", "--jobs", "0");
        assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: --jobs: expected at least 1 job, found 0\n"), o);
        assertFalse(Files.exists(dir.resolve("x")));
    }

    @Test
    void reportWritesTheSameFilesAgainFromTheRecordsAlone() throws Exception {
        CliRun ran = run("a", "--jobs", "2", "--no-html");
        Path a = dir.resolve("a");
        List<String> before = new java.util.ArrayList<>();
        for (String f : OUTPUTS) {
            before.add(Files.readString(a.resolve(f)));
            Files.delete(a.resolve(f));
        }
        CliRun report = execute("report", a.toString(), "--no-html");
        assertEquals(0, report.exitCode(), report.err());
        assertEquals(ran.out(), report.out(), "the same table");
        for (int i = 0; i < OUTPUTS.size(); i++) {
            assertEquals(before.get(i), Files.readString(a.resolve(OUTPUTS.get(i))), OUTPUTS.get(i));
        }
    }

    @Test
    void reportRefusesTheLogOfAnUnfinishedRun() throws Exception {
        stopAfter(2, dir.resolve("part"));
        CliRun o = execute("report", dir.resolve("part").toString());
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertTrue(o.err().startsWith("error: " + dir.resolve("part/results.jsonl") + ": expected the records of all 11 "
                + "points, found "), o.err());
        assertTrue(o.err().endsWith("; finish the run with collsim run --resume\n"), o.err());
    }

    @Test
    void osuLayoutOnStdout() throws Exception {
        CliRun o = run("a", "--jobs", "1", "--no-html", "--format", "osu");
        assertEquals(0, o.exitCode(), o.err());
        assertTrue(o.out().startsWith("# collsim barrier/mpich, 2 ranks\n# Size       Avg Latency(us)"), o.out());
        assertEquals(o.out(), execute("report", dir.resolve("a").toString(), "--no-html", "--format", "osu").out());
    }

    @Test
    void threeShardsMergedGiveTheFilesOfAnUnshardedRun() throws Exception {
        run("whole", "--jobs", "1", "--no-html");
        for (int i = 1; i <= 3; i++) {
            CliRun o = run("s" + i, "--shard", i + "/3", "--jobs", "2");
            assertEquals(0, o.exitCode(), o.err());
            assertEquals("", o.out(), "a shard prints no table");
            assertFalse(Files.exists(dir.resolve("s" + i + "/results.json")), "a shard writes only its log");
        }
        // 11 points: shard 1 runs 0, 3, 6, 9; shard 2 runs 1, 4, 7, 10; shard 3 runs 2, 5, 8
        assertEquals(1 + 3, Files.readAllLines(dir.resolve("s3/results.jsonl")).size());
        CliRun merged = execute("merge", dir.resolve("s1").toString(), dir.resolve("s2").toString(),
                dir.resolve("s3").toString(), "--out", dir.resolve("m").toString(), "--no-html");
        assertEquals(0, merged.exitCode(), merged.err());
        assertSameOutputs("whole", "m");
        assertEquals(execute("report", dir.resolve("whole").toString(), "--no-html").out(), merged.out());
    }

    @Test
    void badShardSpecsAreBadInput() throws Exception {
        for (String bad : List.of("3/2", "0/0", "0/3", "1/0", "a/b", "2")) {
            CliRun o = run("x", "--shard", bad);
            assertEquals(new CliRun(ExitCodes.BAD_INPUT, "", "error: --shard: expected I/N with 1 <= I <= N, such as 2/8, "
                    + "found \"" + bad + "\"\n"), o);
        }
    }

    @Test
    void mergingShardsOfAnotherScenarioOrTooFewIsBadInput() throws Exception {
        run("s1", "--shard", "1/2", "--jobs", "1");
        CliRun missing = execute("merge", dir.resolve("s1").toString(), "--out", dir.resolve("m").toString());
        assertEquals(ExitCodes.BAD_INPUT, missing.exitCode());
        assertEquals("error: " + dir.resolve("s1/results.jsonl") + ": expected the records of all 11 points, found 5 "
                + "missing (the first is point 1); run and merge the missing shards\n", missing.err());
        Files.writeString(dir.resolve("s.json"), SCENARIO.replace("\"seed\": 3", "\"seed\": 4"));
        execute("run", dir.resolve("s.json").toString(), "--out", dir.resolve("s2").toString(), "--shard", "2/2");
        CliRun other = execute("merge", dir.resolve("s1").toString(), dir.resolve("s2").toString(), "--out",
                dir.resolve("m").toString());
        assertEquals(ExitCodes.BAD_INPUT, other.exitCode());
        assertTrue(other.err().startsWith("error: " + dir.resolve("s2/results.jsonl") + ": expected the results of this "
                + "scenario (sha256:"), other.err());
        assertTrue(other.err().endsWith("; merge only the shards of one scenario\n"), other.err());
    }
}
