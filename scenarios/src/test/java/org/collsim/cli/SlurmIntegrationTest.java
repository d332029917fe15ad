package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The scripts of {@code collsim slurm} on a real one-node Slurm: the array runs the shards, the
 * dependent job merges them, and the merged files equal an unsharded run's. Skipped, with the
 * reason, where Slurm is not installed or the daemons cannot be started (not root).
 */
class SlurmIntegrationTest {
    private static final String SCENARIO = """
            {"name": "slurm-test", "seed": 5,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B"}},
             "benchmark": {"collectives": ["allreduce", "bcast"], "ranks": [4, 16], "bytes": [8, 4096]}}
            """;
    private static final long JOBS_SECONDS = 240;

    @TempDir
    Path dir;

    @Test
    @Timeout(value = 6, unit = TimeUnit.MINUTES)
    void anArrayOfShardsAndItsMergeGiveTheUnshardedResult() throws Exception {
        String missing = OneNodeSlurm.missing();
        Assumptions.assumeTrue(missing == null, missing);
        Path scenario = Files.writeString(dir.resolve("s.json"), SCENARIO);
        assertEquals(0, execute("run", scenario.toString(), "--out", dir.resolve("whole").toString(), "--no-html").exitCode());
        // the jobs run collsim from this test's class path
        Path launcher = Files.writeString(dir.resolve("collsim"), "#!/bin/bash\nexec '"
                + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '" + System.getProperty("java.class.path")
                + "' org.collsim.cli.CollsimCli \"$@\"\n");
        assertTrue(launcher.toFile().setExecutable(true));
        Path out = dir.resolve("cluster");
        assertEquals(0, execute("slurm", scenario.toString(), "--shards", "3", "--out", out.toString(), "--collsim",
                launcher.toString()).exitCode());
        try (OneNodeSlurm slurm = OneNodeSlurm.start(Files.createDirectories(dir.resolve("slurm")))) {
            ProcessBuilder submit = new ProcessBuilder(out.resolve("submit.sh").toString()).redirectErrorStream(true);
            submit.environment().putAll(slurm.env());
            Process p = submit.start();
            String said = new String(p.getInputStream().readAllBytes());
            assertEquals(0, p.waitFor(), said);
            awaitFile(out.resolve("results.md"), said);
        }
        for (String f : List.of("results.json", "results.csv", "results.md")) {
            assertEquals(Files.readString(dir.resolve("whole").resolve(f)), Files.readString(out.resolve(f)), f);
        }
    }

    private void awaitFile(Path file, String submitted) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(JOBS_SECONDS);
        while (!Files.exists(file)) {
            assertTrue(System.nanoTime() < deadline, "no " + file + " after " + JOBS_SECONDS + " s (" + submitted.strip()
                    + "); job output in " + file.getParent());
            Thread.sleep(1000);
        }
    }
}
