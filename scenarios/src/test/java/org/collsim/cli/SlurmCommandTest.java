package org.collsim.cli;

import static org.collsim.cli.CliRun.execute;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** collsim slurm: the array script, the merge job and the submit script it writes. */
class SlurmCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesAnArrayOfShardsAMergeAndTheirSubmission() throws Exception {
        Path scenario = Path.of("../examples/quickstart.json").toAbsolutePath();
        Path out = dir.resolve("it's here");
        CliRun o = execute("slurm", scenario.toString(), "--shards", "4", "--out", out.toString(),
                "--collsim", "/opt/collsim/bin/collsim");
        assertEquals(0, o.exitCode(), o.err());
        String shards = Files.readString(out.resolve("shards.sbatch"));
        assertTrue(shards.contains("#SBATCH --array=1-4\n"), shards);
        assertTrue(shards.contains("#SBATCH --job-name=collsim-quickstart\n"), shards);
        assertTrue(shards.contains("exec '/opt/collsim/bin/collsim' run '" + scenario + "' --shard \"$SLURM_ARRAY_TASK_ID/4\" "
                + "--out \"$shard_dir\" --jobs \"${SLURM_CPUS_PER_TASK:-1}\" \"${resume[@]}\"\n"), shards);
        assertTrue(shards.contains("shard_dir='" + dir + "/it'\\''s here'/shard-\"$SLURM_ARRAY_TASK_ID\"\n"),
                "a quote in the path is escaped for bash: " + shards);
        String merge = Files.readString(out.resolve("merge.sbatch"));
        assertTrue(merge.endsWith("merge '" + dir + "/it'\\''s here/shard-1' '" + dir + "/it'\\''s here/shard-2' '" + dir
                + "/it'\\''s here/shard-3' '" + dir + "/it'\\''s here/shard-4' --out '" + dir + "/it'\\''s here'\n"), merge);
        String submit = Files.readString(out.resolve("submit.sh"));
        assertTrue(submit.contains("--dependency=afterok:\"${array%%;*}\""), submit);
        assertTrue(Files.isExecutable(out.resolve("submit.sh")));
    }

    @Test
    void noShardsIsBadInput() {
        CliRun o = execute("slurm", "../examples/quickstart.json", "--shards", "0", "--out", dir.toString());
        assertEquals(ExitCodes.BAD_INPUT, o.exitCode());
        assertEquals("error: --shards: expected at least 1 shard, found 0\n", o.err());
    }

    @Test
    void theScriptsAreValidBash() throws Exception {
        CliRun o = execute("slurm", "../examples/quickstart.json", "--shards", "2", "--out", dir.toString());
        assertEquals(0, o.exitCode(), o.err());
        for (String script : new String[] {"shards.sbatch", "merge.sbatch", "submit.sh"}) {
            Process p = new ProcessBuilder("bash", "-n", dir.resolve(script).toString()).redirectErrorStream(true).start();
            String output = new String(p.getInputStream().readAllBytes());
            assertEquals(0, p.waitFor(), script + ": " + output);
        }
    }
}
