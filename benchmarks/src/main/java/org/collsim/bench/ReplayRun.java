package org.collsim.bench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.BufferedOutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.collsim.replay.goal.GoalFiles;
import org.collsim.replay.goal.GoalReplay;
import org.collsim.replay.goal.GoalResult;
import org.collsim.replay.goal.GoalSchedule;
import org.collsim.replay.goal.LogGopsParameters;

/**
 * The GOAL replay benchmark: writes a dissemination barrier on RANKS ranks to FILE if FILE does not
 * exist ({@link GoalBarrierGenerator}), then reads and replays it under the LogGOPS parameters of
 * examples/goal/machine-loggp.json, printing the wall and CPU time of each phase (the reading's on
 * its own thread and on all the process's threads: it parses on several), operations per
 * second and the process's peak resident memory (VmHWM).
 * <pre>bin/benchmark replay [RANKS [FILE]]     (default 1048576 /tmp/collsim-barrier-RANKS.goal)</pre>
 */
public final class ReplayRun {
    static final LogGopsParameters MACHINE = new LogGopsParameters(2_500_000, 1_500_000, 1_000_000, 6_000, 0, 65_535);

    private ReplayRun() {
    }

    public static void main(String[] args) throws Exception {
        int ranks = args.length > 0 ? Integer.parseInt(args[0]) : 1 << 20;
        Path file = Path.of(args.length > 1 ? args[1] : "/tmp/collsim-barrier-" + ranks + ".goal");
        if (!Files.exists(file)) {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file), 1 << 20)) {
                GoalBarrierGenerator.write(ranks, out);
            }
            System.out.println("wrote " + file + " (" + Files.size(file) + " bytes)");
        }
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean process =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        long wall0 = System.nanoTime();
        long cpu0 = cpu.getCurrentThreadCpuTime();
        long all0 = process.getProcessCpuTime();
        GoalSchedule schedule = GoalFiles.read(file, null);
        long wall1 = System.nanoTime();
        long cpu1 = cpu.getCurrentThreadCpuTime();
        long all1 = process.getProcessCpuTime();
        GoalResult result = GoalReplay.run(schedule, MACHINE, null);
        long wall2 = System.nanoTime();
        long cpu2 = cpu.getCurrentThreadCpuTime();
        double seconds = (wall2 - wall0) / 1e9;
        System.out.printf(Locale.ROOT, "%s: %d ranks, %d operations, %d messages, %d events; time %d ps%n", file.getFileName(),
                schedule.ranks(), result.operations(), result.messages(), result.events(), result.maxEndPs());
        System.out.printf(Locale.ROOT, "read   %.2f s wall, %.2f s cpu, %.2f s cpu on all threads (%.0f MB/s)%n",
                (wall1 - wall0) / 1e9, (cpu1 - cpu0) / 1e9, (all1 - all0) / 1e9, Files.size(file) / 1e6 / ((wall1 - wall0) / 1e9));
        System.out.printf(Locale.ROOT, "replay %.2f s wall, %.2f s cpu%n", (wall2 - wall1) / 1e9, (cpu2 - cpu1) / 1e9);
        System.out.printf(Locale.ROOT, "total  %.2f s wall, %.2f M operations/s, peak RSS %d MiB%n", seconds,
                result.operations() / seconds / 1e6, peakRssKiB() / 1024);
    }

    /** VmHWM of /proc/self/status, or -1 where there is none. */
    private static long peakRssKiB() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.exists(status)) {
            return -1;
        }
        return Files.readAllLines(status).stream().filter(l -> l.startsWith("VmHWM:"))
                .mapToLong(l -> Long.parseLong(l.replaceAll("[^0-9]", ""))).findFirst().orElse(-1);
    }
}
