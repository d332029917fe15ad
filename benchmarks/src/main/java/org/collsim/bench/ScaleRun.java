package org.collsim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;

/**
 * The scale run of issue 2: the dissemination barrier and the 8-byte binomial bcast at 2^20
 * ranks, and the 1024-rank pairwise alltoall of 1 KiB blocks when the registry has it, each a
 * timing-only {@link CollectiveRun} on the {@link ReferenceMachine}. Prints simulated time,
 * wall time (network creation, schedule building and simulation, JIT warm-up included) and its
 * set-up part (network, MPI_Init's communicators, every rank's schedule and first operations),
 * peak heap, events, events/s, messages and the CPU time of the simulating thread (on a machine
 * that others load, a steadier measure than wall time). {@code --heap-after-setup true} collects garbage
 * after set-up and prints the heap then in use, per rank, and the pending events; {@code --classes N}
 * then also lists the N classes that hold the most of it (what a rank's bytes are made of).
 * <pre>java -Xmx1g -Xms1g -XX:+UseSerialGC -cp benchmarks.jar org.collsim.bench.ScaleRun
 *      [--ranks 1048576] [--alltoall-ranks 1024] [--only barrier|bcast|alltoall] [--repeat 1]
 *      [--heap-after-setup false] [--classes 0]</pre>
 */
public final class ScaleRun {
    private static final long SEED = 1L;
    private static final long BCAST_BYTES = 8;
    private static final long ALLTOALL_BLOCK_BYTES = 1024;
    private static final double MIB = 1024.0 * 1024.0;

    private int ranks = 1 << 20;
    private int alltoallRanks = 1024;
    private String only;
    private int repeat = 1;
    private boolean heapAfterSetUp;
    private int classes;
    private final HeapMeter heap = new HeapMeter();

    public static void main(String[] argv) {
        ScaleRun run = new ScaleRun();
        try {
            run.parse(argv);
        } catch (IllegalArgumentException e) {
            System.err.println("ScaleRun: " + e.getMessage());
            System.err.println("usage: ScaleRun [--ranks N] [--alltoall-ranks N] [--only barrier|bcast|alltoall] [--repeat N]"
                    + " [--heap-after-setup true|false] [--classes N]");
            System.exit(2);
        }
        run.runAll();
    }

    private void parse(String[] argv) {
        for (int i = 0; i < argv.length; i++) {
            String flag = argv[i];
            if (i + 1 >= argv.length) {
                throw new IllegalArgumentException(flag + " needs a value");
            }
            String value = argv[++i];
            switch (flag) {
                case "--ranks" -> ranks = positive(flag, value);
                case "--alltoall-ranks" -> alltoallRanks = positive(flag, value);
                case "--repeat" -> repeat = positive(flag, value);
                case "--heap-after-setup" -> heapAfterSetUp = bool(flag, value);
                case "--classes" -> {
                    classes = positive(flag, value);
                    heapAfterSetUp = true;
                }
                case "--only" -> {
                    if (!List.of("barrier", "bcast", "alltoall").contains(value)) {
                        throw new IllegalArgumentException("--only expects barrier, bcast or alltoall, found " + value);
                    }
                    only = value;
                }
                default -> throw new IllegalArgumentException("unknown option " + flag);
            }
        }
    }

    private static int positive(String flag, String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 1) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException(flag + " expects a positive integer, found " + value);
    }

    private static boolean bool(String flag, String value) {
        if (!value.equals("true") && !value.equals("false")) {
            throw new IllegalArgumentException(flag + " expects true or false, found " + value);
        }
        return value.equals("true");
    }

    private void runAll() {
        Runtime rt = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "# machine: %s%n", ReferenceMachine.DESCRIPTION);
        System.out.printf(Locale.ROOT, "# jvm: %s %s, %d cpus, max heap %.0f MiB%n", System.getProperty("java.vm.name"),
                System.getProperty("java.runtime.version"), rt.availableProcessors(), rt.maxMemory() / MIB);
        System.out.printf(Locale.ROOT, "%-22s %8s %6s %12s %8s %8s %9s %9s %11s %9s %11s %6s %7s %7s%s%n", "call", "ranks",
                "bytes", "sim_us", "wall_s", "setup_s", "peak_MiB", "old_MiB", "events", "Mev/s", "messages", "gcs", "gc_s",
                "cpu_s", heapAfterSetUp ? String.format(Locale.ROOT, " %10s %10s %9s", "setup_MiB", "B/rank", "pending") : "");
        List<Step> plan = List.of(
                new Step("barrier", new Workload(Collective.BARRIER, "dissemination", 0), ranks),
                new Step("bcast", new Workload(Collective.BCAST, "binomial", BCAST_BYTES), ranks),
                new Step("alltoall", new Workload(Collective.ALLTOALL, "pairwise", ALLTOALL_BLOCK_BYTES), alltoallRanks));
        for (int k = 0; k < repeat; k++) {
            for (Step step : plan) {
                if (only == null || only.equals(step.key())) {
                    measure(step.workload(), step.ranks());
                }
            }
        }
    }

    /** One line of the run; {@code key} is its {@code --only} name. */
    private record Step(String key, Workload workload, int ranks) {
    }

    private void measure(Workload w, int p) {
        Optional<CollectiveAlgorithm> found = w.lookup();
        if (found.isEmpty()) {
            System.out.printf(Locale.ROOT, "%-22s skipped: the registry of this build has no %s algorithm \"%s\"%n",
                    w.label(), w.collective().id(), w.algorithm());
            return;
        }
        CollArgs args = w.args(p);
        heap.reset();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long startCpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        SetUpClock<CollectiveRun.Outcome> clock = new SetUpClock<>(
                new CollectiveRun(found.get(), args, false, List.of()), heapAfterSetUp, classes);
        Job.Result<CollectiveRun.Outcome> r = Job.run(
                new JobSpec(ReferenceMachine.network(p), RunOptions.defaults(), AlgorithmRegistry.builtIn(), SEED), clock);
        long end = System.nanoTime();
        double cpuS = (threads.getCurrentThreadCpuTime() - startCpu) / 1e9;
        double setUpS = (clock.setUpDoneNanos() - start) / 1e9;
        double wallS = setUpS + (end - clock.simulationStartNanos()) / 1e9;
        System.out.printf(Locale.ROOT, "%-22s %8d %6d %12.3f %8.2f %8.2f %9.0f %9.0f %11d %9.2f %11d %6d %7.2f %7.2f%s%n",
                w.label(), p, args.bytes(), r.outcome().timePs() / 1e6, wallS, setUpS, heap.peakUsedBytes() / MIB,
                heap.peakOldBytes() / MIB, r.events(), r.events() / wallS / 1e6, r.messages(),
                heap.collectionsSinceReset(), heap.gcMillisSinceReset() / 1e3, cpuS, heapAfterSetUp ? afterSetUp(clock, p) : "");
        System.out.print(clock.classesAfterSetUp());
    }

    /** The heap in use after set-up (MiB), per rank (bytes) and the events then pending. */
    private static String afterSetUp(SetUpClock<?> clock, int ranks) {
        long bytes = clock.heapAfterSetUpBytes();
        return String.format(Locale.ROOT, " %10.1f %10.1f %9d", bytes / MIB, (double) bytes / ranks, clock.pendingEvents());
    }
}
