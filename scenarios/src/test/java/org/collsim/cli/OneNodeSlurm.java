package org.collsim.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A one-node Slurm for a test, as DESIGN.md ("Services known to run here") describes it: munged
 * (started here unless running), slurmctld and slurmd on a slurm.conf in a temporary directory;
 * {@link #close} stops what it started, by pid file.
 */
final class OneNodeSlurm implements AutoCloseable {
    private static final long START_SECONDS = 60;

    private final Path dir;
    private final Path conf;
    private final List<Path> pidFiles = new ArrayList<>();

    private OneNodeSlurm(Path dir) {
        this.dir = dir;
        this.conf = dir.resolve("slurm.conf");
    }

    /** Why Slurm cannot run here, or null when it can. */
    static String missing() {
        for (String tool : List.of("slurmctld", "slurmd", "sbatch", "sinfo", "munged")) {
            if (!onPath(tool)) {
                return tool + " is not installed (Debian slurm-wlm and munge; .ci/run installs them where it can)";
            }
        }
        return "root".equals(System.getProperty("user.name")) ? null : "the Slurm daemons need root";
    }

    private static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (Files.isExecutable(Path.of(d, tool)) || Files.isExecutable(Path.of("/usr/sbin", tool))) {
                return true;
            }
        }
        return false;
    }

    static OneNodeSlurm start(Path dir) throws IOException, InterruptedException {
        OneNodeSlurm s = new OneNodeSlurm(dir);
        try {
            s.startMunge();
            s.writeConf();
            s.run("slurmctld", "-f", s.conf.toString());
            s.pidFiles.add(dir.resolve("slurmctld.pid"));
            s.run("slurmd", "-f", s.conf.toString());
            s.pidFiles.add(dir.resolve("slurmd.pid"));
            s.awaitIdle();
            return s;
        } catch (IOException | InterruptedException | RuntimeException e) {
            s.close();
            throw e;
        }
    }

    /** The environment every Slurm command needs: this cluster's configuration. */
    Map<String, String> env() {
        return Map.of("SLURM_CONF", conf.toString());
    }

    private void startMunge() throws IOException, InterruptedException {
        if (Files.exists(Path.of("/run/munge/munged.pid")) && run(false, "pgrep", "-x", "munged") == 0) {
            return;
        }
        if (!Files.exists(Path.of("/etc/munge/munge.key"))) {
            run("mungekey", "--create");
            run("chown", "munge:munge", "/etc/munge/munge.key");
        }
        Files.createDirectories(Path.of("/run/munge"));
        run("chown", "munge:munge", "/run/munge");
        run("runuser", "-u", "munge", "--", "munged");
        pidFiles.add(Path.of("/run/munge/munged.pid"));
    }

    private void writeConf() throws IOException, InterruptedException {
        String host = output("hostname", "-s").strip();
        Files.createDirectories(dir.resolve("state"));
        Files.createDirectories(dir.resolve("spool"));
        Files.writeString(conf, String.join("\n",
                "ClusterName=collsimtest",
                "SlurmctldHost=" + host,
                "SlurmUser=root",
                "SlurmdUser=root",
                "AuthType=auth/munge",
                "StateSaveLocation=" + dir.resolve("state"),
                "SlurmdSpoolDir=" + dir.resolve("spool"),
                "SlurmctldPidFile=" + dir.resolve("slurmctld.pid"),
                "SlurmdPidFile=" + dir.resolve("slurmd.pid"),
                "SlurmctldLogFile=" + dir.resolve("slurmctld.log"),
                "SlurmdLogFile=" + dir.resolve("slurmd.log"),
                "ProctrackType=proctrack/linuxproc",
                "TaskPlugin=task/none",
                "SelectType=select/cons_tres",
                "SelectTypeParameters=CR_Core",
                "ReturnToService=2",
                "JobCompType=jobcomp/none",
                "NodeName=" + host + " CPUs=" + Runtime.getRuntime().availableProcessors() + " State=UNKNOWN",
                "PartitionName=test Nodes=" + host + " Default=YES MaxTime=INFINITE State=UP",
                ""));
    }

    private void awaitIdle() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
        while (System.nanoTime() < deadline) {
            ProcessBuilder pb = new ProcessBuilder("sinfo", "-h", "-o", "%t");
            pb.environment().putAll(env());
            Process p = pb.redirectErrorStream(true).start();
            String state = new String(p.getInputStream().readAllBytes()).strip();
            if (p.waitFor() == 0 && state.startsWith("idle")) {
                return;
            }
            Thread.sleep(500);
        }
        throw new IllegalStateException("the Slurm node did not become idle in " + START_SECONDS + " s; see " + dir);
    }

    private void run(String... command) throws IOException, InterruptedException {
        if (run(true, command) != 0) {
            throw new IllegalStateException(String.join(" ", command) + " failed; see " + dir);
        }
    }

    private int run(boolean withConf, String... command) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(ProcessBuilder.Redirect.appendTo(dir.resolve("commands.log").toFile()));
        if (withConf) {
            pb.environment().putAll(env());
        }
        Process p = pb.start();
        if (!p.waitFor(START_SECONDS, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return -1;
        }
        return p.exitValue();
    }

    private static String output(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).start();
        String out = new String(p.getInputStream().readAllBytes());
        p.waitFor();
        return out;
    }

    /** Stops the daemons this test started, newest first, by their pid files, and waits until each has exited. */
    @Override
    public void close() {
        for (int i = pidFiles.size() - 1; i >= 0; i--) {
            try {
                if (Files.exists(pidFiles.get(i))) {
                    long pid = Long.parseLong(Files.readString(pidFiles.get(i)).strip());
                    ProcessHandle.of(pid).ifPresent(OneNodeSlurm::stop);
                }
            } catch (IOException | NumberFormatException e) {
                // a daemon that never wrote its pid file has nothing to stop
            }
        }
    }

    private static void stop(ProcessHandle daemon) {
        daemon.destroy();
        try {
            daemon.onExit().get(START_SECONDS, TimeUnit.SECONDS);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            daemon.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
