package org.collsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Locale;
import org.collsim.replay.goal.GoalFiles;
import org.collsim.replay.goal.GoalReplay;
import org.collsim.replay.goal.GoalResult;
import org.collsim.replay.goal.GoalSchedule;

/**
 * The GOAL reading and replay phases, warm: reads FILE and replays a copy of it RUNS times in one
 * JVM, printing each run's CPU time (the reading's on all the process's threads, the replay's on
 * its own) and the least of each, a figure that a loaded machine disturbs less than whole-process
 * times. The machine is {@link ReplayRun}'s.
 * <pre>java -Xmx2g -XX:+UseSerialGC -cp benchmarks/target/benchmarks.jar org.collsim.bench.GoalPhases FILE [RUNS]</pre>
 */
public final class GoalPhases {
    private GoalPhases() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 8;
        ThreadMXBean thread = ManagementFactory.getThreadMXBean();
        com.sun.management.OperatingSystemMXBean process =
                (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        double leastRead = Double.MAX_VALUE;
        double leastReplay = Double.MAX_VALUE;
        for (int run = 0; run < runs; run++) {
            long read0 = process.getProcessCpuTime();
            GoalSchedule schedule = GoalFiles.read(file, null);
            double readS = (process.getProcessCpuTime() - read0) / 1e9;
            long replay0 = thread.getCurrentThreadCpuTime();
            GoalResult result = GoalReplay.run(schedule, ReplayRun.MACHINE, null);
            double replayS = (thread.getCurrentThreadCpuTime() - replay0) / 1e9;
            System.out.printf(Locale.ROOT, "run %d: read %.3f s cpu (all threads), replay %.3f s cpu; %d events, time %d ps%n",
                    run, readS, replayS, result.events(), result.maxEndPs());
            leastRead = Math.min(leastRead, readS);
            leastReplay = Math.min(leastReplay, replayS);
        }
        System.out.printf(Locale.ROOT, "least: read %.3f s cpu, replay %.3f s cpu%n", leastRead, leastReplay);
    }
}
