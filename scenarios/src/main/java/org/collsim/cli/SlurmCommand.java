package org.collsim.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.collsim.report.AtomicFiles;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code collsim slurm SCENARIO.json --shards N --out DIR}: writes DIR/shards.sbatch (a Slurm
 * array whose task I runs shard I/N into DIR/shard-I, resuming after a requeue), DIR/merge.sbatch
 * (collsim merge of the shards into DIR) and DIR/submit.sh, which submits the array and the
 * merge with an afterok dependency on it. The #SBATCH lines are there to be edited.
 */
@Command(name = "slurm", mixinStandardHelpOptions = true,
        description = "Writes a Slurm array batch script running the shards of a scenario, a dependent merge job, "
                + "and DIR/submit.sh submitting both.")
final class SlurmCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @ParentCommand
    private CollsimCli parent;

    @Parameters(paramLabel = "SCENARIO.json", description = "the scenario file")
    private Path scenarioFile;

    @Option(names = "--shards", paramLabel = "N", required = true, description = "array tasks, one shard each")
    private int shards;

    @Option(names = "--out", paramLabel = "DIR", required = true, description = "where scripts, shards and results go")
    private Path outDir;

    @Option(names = "--collsim", paramLabel = "PATH", description = "the collsim launcher the jobs run (default: this "
            + "one, bin/collsim)")
    private String launcher = System.getProperty("collsim.launcher", "collsim");

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        Scenario scenario;
        try {
            scenario = parent.environment().loader().load(scenarioFile);
        } catch (ScenarioException e) {
            return Failures.print(err, e);
        }
        if (shards < 1) {
            err.println("error: --shards: expected at least 1 shard, found " + shards);
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        Path dir = outDir.toAbsolutePath();
        try {
            Files.createDirectories(dir);
            write(dir.resolve("shards.sbatch"), shardsScript(scenario.name(), dir));
            write(dir.resolve("merge.sbatch"), mergeScript(scenario.name(), dir));
            write(dir.resolve("submit.sh"), submitScript(dir));
        } catch (IOException e) {
            return Failures.unwritable(err, dir, e);
        }
        err.println("wrote " + dir.resolve("shards.sbatch") + ", " + dir.resolve("merge.sbatch") + " and "
                + dir.resolve("submit.sh") + "; run " + dir.resolve("submit.sh") + " on the cluster");
        err.flush();
        return ExitCodes.OK;
    }

    private static void write(Path file, String script) throws IOException {
        AtomicFiles.writeString(file, script);
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    String shardsScript(String name, Path dir) {
        return "#!/bin/bash\n"
                + "# collsim: " + shards + " shards of " + quote(scenarioFile.toAbsolutePath().toString())
                + " as a Slurm array; edit the #SBATCH lines for your cluster.\n"
                + "#SBATCH --job-name=collsim-" + name + "\n"
                + "#SBATCH --array=1-" + shards + "\n"
                + "#SBATCH --ntasks=1\n"
                + "#SBATCH --cpus-per-task=1\n"
                + "#SBATCH --time=01:00:00\n"
                + "#SBATCH --output=" + dir + "/slurm-%A_%a.out\n"
                + "set -euo pipefail\n"
                + "shard_dir=" + quote(dir.toString()) + "/shard-\"$SLURM_ARRAY_TASK_ID\"\n"
                + "resume=()\n"
                + "[[ -f \"$shard_dir/results.jsonl\" ]] && resume=(--resume)  # a requeued task keeps its points\n"
                + "exec " + quote(launcher) + " run " + quote(scenarioFile.toAbsolutePath().toString())
                + " --shard \"$SLURM_ARRAY_TASK_ID/" + shards + "\" --out \"$shard_dir\""
                + " --jobs \"${SLURM_CPUS_PER_TASK:-1}\" \"${resume[@]}\"\n";
    }

    String mergeScript(String name, Path dir) {
        String shardDirs = IntStream.rangeClosed(1, shards).mapToObj(i -> quote(dir + "/shard-" + i))
                .collect(Collectors.joining(" "));
        return "#!/bin/bash\n"
                + "# collsim: joins the " + shards + " shards into " + dir + " (submitted by submit.sh after the array).\n"
                + "#SBATCH --job-name=collsim-" + name + "-merge\n"
                + "#SBATCH --ntasks=1\n"
                + "#SBATCH --time=00:30:00\n"
                + "#SBATCH --output=" + dir + "/slurm-merge-%j.out\n"
                + "set -euo pipefail\n"
                + "exec " + quote(launcher) + " merge " + shardDirs + " --out " + quote(dir.toString()) + "\n";
    }

    private static String submitScript(Path dir) {
        return "#!/bin/bash\n"
                + "# Submits the shard array, then the merge to run once every shard succeeded.\n"
                + "set -euo pipefail\n"
                + "array=$(sbatch --parsable " + quote(dir + "/shards.sbatch") + ")\n"
                + "merge=$(sbatch --parsable --dependency=afterok:\"${array%%;*}\" " + quote(dir + "/merge.sbatch") + ")\n"
                + "echo \"submitted array job $array and merge job $merge\"\n";
    }

    /** A word for bash: single-quoted, its single quotes escaped. */
    static String quote(String word) {
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
