package org.collsim.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.collsim.engine.Time;
import org.collsim.engine.TimeOverflowException;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Fallback;
import org.collsim.mpi.program.ComputeBound;
import org.collsim.mpi.program.EventBound;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.run.Estimates;
import org.collsim.scenario.json.Problems;

/**
 * Checks, before anything runs, that every point of a valid scenario can run: each algorithm
 * accepts its rank count and size (the registry's restrictions; with {@code "fallback"} "print" or
 * "silent", the collective's default must), the heap the run needs ({@link Estimates}: benchmark
 * points, program points, the communicator workload) fits in the heap the JVM may use, a benchmark
 * point's events over its replications stay within {@code max_events}, and a message of the
 * point's size fits in virtual time.
 */
final class FeasibilityCheck {
    private static final String RANKS_PATH = "$.benchmark.ranks";
    private static final String BYTES_PATH = "$.benchmark.bytes";
    /** Head-room asked for on top of the estimate when suggesting -Xmx: a quarter more. */
    private static final double XMX_HEADROOM = 1.25;

    /** How the error for a restriction names the way out. */
    private static final String NO_FALLBACK = " (or \"fallback\": \"print\" or \"silent\" to run the collective's default there)";

    private final long maxHeapBytes;
    private final AlgorithmRegistry registry;

    FeasibilityCheck(long maxHeapBytes, AlgorithmRegistry registry) {
        this.maxHeapBytes = maxHeapBytes;
        this.registry = registry;
    }

    void check(Scenario scenario, Problems problems) {
        Set<String> reported = new HashSet<>();
        LayerStack first = scenario.layers().stacks().get(0);
        for (Point p : scenario.points()) {
            if (p.stack() != first) {
                continue; // restrictions and the heap estimate do not depend on the stack
            }
            CollectiveAlgorithm runs;
            try {
                runs = scenario.benchmark().fallback().choose(p.algorithm(), p.args(), registry).algorithm();
            } catch (IllegalArgumentException why) {
                if (reported.add(p.algorithm().name() + "@" + p.ranksIndex())) {
                    problems.expected(rankPath(p), "a rank count that every selected algorithm can run"
                            + (scenario.benchmark().fallback() == Fallback.ERROR ? NO_FALLBACK : ""),
                            p.ranks() + ": " + why.getMessage());
                }
                continue;
            }
            checkHeap(p, runs, problems, reported);
            checkEvents(scenario, p, runs, problems, reported);
            checkTime(scenario.machine(), p, problems, reported);
        }
        if (scenario.program() != null) {
            checkProgram(scenario, problems);
        }
        scenario.commWorkload().ifPresent(w -> checkCommWorkload(scenario, w, problems));
    }

    /** The program's heap and events at each rank count, and the computes every rank must run. */
    private void checkProgram(Scenario scenario, Problems problems) {
        Program program = scenario.program().program();
        List<Integer> ranks = scenario.program().ranks();
        for (int i = 0; i < ranks.size(); i++) {
            String path = "$.program.ranks[" + i + "]";
            String what = "the program at " + ranks.get(i) + " ranks";
            refuseHeap(path, ranks.get(i), what, Estimates.programHeapBytes(ranks.get(i), program.variableSlots()),
                    problems);
            refuseEvents(scenario, path, what, EventBound.events(program, ranks.get(i)), "at least ", problems);
        }
        checkCompute(scenario, problems);
    }

    /** The communicator workload's heap, and its work against max_events ({@link CommWorkload#steps}). */
    private void checkCommWorkload(Scenario scenario, CommWorkload w, Problems problems) {
        String what = "the communicator workload at " + w.ranks() + " ranks";
        refuseHeap("$.comm_workload.ranks", w.ranks(), what, Estimates.commWorkloadHeapBytes(w.ranks()), problems);
        refuseEvents(scenario, "$.comm_workload.splits", what + " (" + w.splits() + " splits, one step per rank and "
                + "color each, counted as events)", w.steps(), "", problems);
    }

    /**
     * A problem at {@code path} when {@code perRun} events (a lower bound when {@code atLeast} says
     * so) times the replications exceed max_events: the run would stop at the limit, after all that
     * time. True when it did.
     */
    private static boolean refuseEvents(Scenario scenario, String path, String what, long perRun, String atLeast,
                                     Problems problems) {
        long maxEvents = scenario.limits().maxEvents();
        long events = perRun > Long.MAX_VALUE / scenario.replications() ? Long.MAX_VALUE : perRun * scenario.replications();
        if (events > maxEvents) {
            String times = scenario.replications() > 1 ? " x " + scenario.replications() + " replications" : "";
            problems.expected(path, "a point within max_events (" + maxEvents + ")", what + " fires " + atLeast
                    + (events == Long.MAX_VALUE ? "more than 2^63" : events) + " events (" + perRun + " a run" + times
                    + "); raise \"limits\": {\"max_events\": ...} or --max-events, or make the point smaller");
        }
        return events > maxEvents;
    }

    /**
     * The computes every rank of the program must run ({@link ComputeBound}) must fit in virtual
     * time and in max_simulated: a program that cannot is refused at the statement where the sum
     * passes the limit, instead of stopping after all that simulation.
     */
    private static void checkCompute(Scenario scenario, Problems problems) {
        long maxSimulatedPs = scenario.limits().maxSimulatedPs();
        boolean simulatedLimit = maxSimulatedPs < Time.LIMIT_PS;
        ComputeBound.firstPast(scenario.program().program().body(), maxSimulatedPs).ifPresent(c -> problems.expected(
                c.path(), "statements whose computes fit in " + (simulatedLimit ? "max_simulated ("
                        + org.collsim.engine.Units.formatPs(maxSimulatedPs) + ")" : "virtual time (at most " + Time.LIMIT_TEXT + ")"),
                "at least " + c.computePs() + " ps of compute on every rank by the end of this statement (constant "
                        + "loop counts times their computes)"));
    }

    /**
     * The point's events over all its replications ({@link Estimates#callEvents}, for the algorithm
     * that runs after any fallback) must stay
     * within max_events; the run would otherwise stop at the limit, after all that time.
     */
    private static void checkEvents(Scenario scenario, Point p, CollectiveAlgorithm runs, Problems problems,
                                    Set<String> reported) {
        long perRun;
        try {
            perRun = Estimates.callEvents(runs, p.args());
        } catch (IllegalArgumentException e) {
            return; // a size the algorithm cannot address: checkHeap has reported it
        } catch (OutOfMemoryError e) {
            perRun = Long.MAX_VALUE;
        }
        String path = p.bytesIndex() >= 0 ? BYTES_PATH + "[" + p.bytesIndex() + "]" : rankPath(p);
        String key = "events@" + path + "@" + p.algorithm().label();
        if (!reported.contains(key) && refuseEvents(scenario, path, p.describe(), perRun, "about ", problems)) {
            reported.add(key);
        }
    }

    /**
     * A message of the point's size, and its reduction, priced by each of the machine's models on
     * idle ranks, must fit in virtual time ({@link Time#LIMIT_PS}); longer runs are stopped when
     * they cross the limit.
     */
    private static void checkTime(MachineSpec machine, Point p, Problems problems, Set<String> reported) {
        List<NetworkSpec> networks = new ArrayList<>(List.of(machine.network()));
        machine.intraNode().ifPresent(networks::add);
        for (NetworkSpec n : networks) {
            try {
                n.model().messagePs(p.sizeBytes());
                n.model().gamma().timePs(p.sizeBytes());
            } catch (TimeOverflowException e) {
                String path = p.bytesIndex() >= 0 ? BYTES_PATH + "[" + p.bytesIndex() + "]" : rankPath(p);
                if (reported.add("time@" + path)) {
                    problems.expected(path, "a size whose messages fit in virtual time (at most " + Time.LIMIT_TEXT + ")",
                            p.sizeBytes() + " bytes under " + n.describe() + ": " + e.quantity() + " " + e.operands());
                }
                return;
            }
        }
    }

    private void checkHeap(Point p, CollectiveAlgorithm runs, Problems problems, Set<String> reported) {
        long needBytes;
        try {
            needBytes = Estimates.callHeapBytes(runs, p.args());
        } catch (IllegalArgumentException e) {
            String path = p.bytesIndex() >= 0 ? BYTES_PATH + "[" + p.bytesIndex() + "]" : rankPath(p);
            problems.expected(path, "a size " + p.collective().id() + "/" + p.algorithm().name() + " can address",
                    p.sizeBytes() + " bytes at " + p.ranks() + " ranks: " + e.getMessage());
            return;
        } catch (OutOfMemoryError e) {
            needBytes = Long.MAX_VALUE;
        }
        if (needBytes < 0) {
            needBytes = Long.MAX_VALUE; // the estimate overflowed: far beyond any heap
        }
        if (needBytes > maxHeapBytes && reported.add("heap@" + p.ranksIndex())) {
            refuseHeap(rankPath(p), p.ranks(), p.describe(), needBytes, problems);
        }
    }

    /** A problem at {@code path} when {@code needBytes} exceeds the heap this JVM may use. */
    private void refuseHeap(String path, int ranks, String what, long needBytes, Problems problems) {
        if (needBytes > maxHeapBytes) {
            problems.expected(path, "a rank count whose simulation fits in the Java heap",
                    ranks + ": " + what + " needs about " + HeapSizes.format(needBytes)
                            + " of heap, but this JVM may use at most " + HeapSizes.format(maxHeapBytes)
                            + "; raise it with COLLSIM_JAVA_OPTS=-Xmx" + HeapSizes.xmx(needBytes, XMX_HEADROOM)
                            + " if the machine has that much memory");
        }
    }

    private static String rankPath(Point p) {
        return RANKS_PATH + "[" + p.ranksIndex() + "]";
    }

    /** Formats the sizes of {@link #checkHeap}'s message. */
    static final class HeapSizes {
        private static final long KIB = 1L << 10;
        private static final long MIB = 1L << 20;
        private static final long GIB = 1L << 30;

        private HeapSizes() {
        }

        static String format(long bytes) {
            if (bytes == Long.MAX_VALUE) {
                return "more than 8 EiB";
            }
            long unit = bytes >= GIB ? GIB : bytes >= MIB ? MIB : KIB;
            String name = unit == GIB ? "GiB" : unit == MIB ? "MiB" : "KiB";
            return String.format(java.util.Locale.ROOT, "%.1f %s", bytes / (double) unit, name);
        }

        /** An -Xmx value: the need plus head-room, rounded up to whole gigabytes ("12g"). */
        static String xmx(long bytes, double headroom) {
            double gib = Math.min(bytes * headroom / GIB, (double) Long.MAX_VALUE / GIB);
            return (long) Math.ceil(gib) + "g";
        }
    }
}
