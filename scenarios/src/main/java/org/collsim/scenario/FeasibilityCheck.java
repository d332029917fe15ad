package org.collsim.scenario;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.collsim.engine.Time;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.program.ComputeBound;
import org.collsim.mpi.program.EventBound;
import org.collsim.mpi.program.Program;
import org.collsim.mpi.run.Estimates;
import org.collsim.scenario.json.Problems;

/**
 * Checks, before anything runs, that every point of a valid scenario can run: the benchmark's
 * points ({@link PointCheck}: restrictions, heap, events, virtual time), the program's heap,
 * events and computes at each rank count, the communicator workload's heap and work, and a
 * trace's events and heap (lower bounds from the file). From {@link #PARALLEL_POINTS} points on, the
 * benchmark points are checked in parallel (each estimate builds schedules; a 1,000-point sweep
 * would otherwise spend a good part of its serial time here); their findings are reported in point
 * order, each problem once, so the messages do not depend on the threads.
 */
final class FeasibilityCheck {
    /** Head-room asked for on top of the estimate when suggesting -Xmx: a quarter more. */
    static final double XMX_HEADROOM = 1.25;
    /** From this many points on they are checked in parallel. */
    static final int PARALLEL_POINTS = 32;

    private final long maxHeapBytes;
    private final AlgorithmRegistry registry;

    /** A problem found, with the key under which it is reported once ({@code key} null: always). */
    record Finding(String key, String path, String expected, String found) {
    }

    /** One point's findings, or the failure its check threw. */
    private record Checked(List<Finding> findings, RuntimeException failure) {
        static Checked of(PointCheck points, Point p) {
            try {
                return new Checked(points.findings(p), null);
            } catch (RuntimeException e) {
                return new Checked(List.of(), e);
            }
        }
    }

    FeasibilityCheck(long maxHeapBytes, AlgorithmRegistry registry) {
        this.maxHeapBytes = maxHeapBytes;
        this.registry = registry;
    }

    void check(Scenario scenario, Problems problems) {
        LayerStack first = scenario.layers().stacks().get(0);
        PointCheck check = new PointCheck(scenario, registry, this);
        // restrictions and estimates do not depend on the stack; a few points are checked on this
        // thread, as starting the common pool costs more than they do (docs/PERFORMANCE.md, start-up)
        List<Point> points = scenario.points();
        List<Checked> perPoint = (points.size() < PARALLEL_POINTS ? points.stream() : points.parallelStream())
                .filter(p -> p.stack() == first).map(p -> Checked.of(check, p)).toList();
        List<Finding> all = new ArrayList<>();
        for (Checked c : perPoint) {
            if (c.failure() != null) {
                // rethrown here, unchanged and the first in point order: the common pool would wrap it
                // in a copy of itself when thrown on one of its threads, and pick whichever came first
                throw c.failure();
            }
            all.addAll(c.findings());
        }
        if (scenario.program() != null) {
            checkProgram(scenario, all);
        }
        scenario.commWorkload().ifPresent(w -> checkCommWorkload(scenario, w, all));
        if (scenario.trace() != null) {
            TraceSpec trace = scenario.trace();
            heap("$.trace.file", trace.ranks(), trace.describe(), trace.heapNeed(), null, all);
            events(scenario, "$.trace.file", trace.describe() + " (" + trace.eventsCounted() + ")", trace.eventsAtLeast(),
                    "at least ", null, all);
        }
        Set<String> reported = new HashSet<>();
        for (Finding f : all) {
            if (f.key() == null || reported.add(f.key())) {
                problems.expected(f.path(), f.expected(), f.found());
            }
        }
    }

    /** The program's heap and events at each rank count, and the computes every rank must run. */
    private void checkProgram(Scenario scenario, List<Finding> out) {
        Program program = scenario.program().program();
        List<Integer> ranks = scenario.program().ranks();
        for (int i = 0; i < ranks.size(); i++) {
            String path = "$.program.ranks[" + i + "]";
            String what = "the program at " + ranks.get(i) + " ranks";
            heap(path, ranks.get(i), what, HeapNeed.about(Estimates.programHeapBytes(ranks.get(i), program.variableSlots())),
                    null, out);
            events(scenario, path, what, EventBound.events(program, ranks.get(i)), "at least ", null, out);
        }
        checkCompute(scenario, out);
    }

    /** The communicator workload's heap, and its work against max_events ({@link CommWorkload#steps}). */
    private void checkCommWorkload(Scenario scenario, CommWorkload w, List<Finding> out) {
        String what = "the communicator workload at " + w.ranks() + " ranks";
        heap("$.comm_workload.ranks", w.ranks(), what, HeapNeed.about(Estimates.commWorkloadHeapBytes(w.ranks())), null, out);
        events(scenario, "$.comm_workload.splits", what + " (" + w.splits() + " splits, one step per rank and "
                + "color each, counted as events)", w.steps(), "", null, out);
    }

    /**
     * A finding at {@code path} when {@code perRun} events (a lower bound when {@code atLeast} says
     * so) times the replications exceed max_events: the run would stop at the limit, after all that time.
     */
    static void events(Scenario scenario, String path, String what, long perRun, String atLeast, String key,
                       List<Finding> out) {
        long maxEvents = scenario.limits().maxEvents();
        long events = perRun > Long.MAX_VALUE / scenario.replications() ? Long.MAX_VALUE : perRun * scenario.replications();
        if (events > maxEvents) {
            String times = scenario.replications() > 1 ? " x " + scenario.replications() + " replications" : "";
            out.add(new Finding(key, path, "a point within max_events (" + maxEvents + ")", what + " fires " + atLeast
                    + (events == Long.MAX_VALUE ? "more than 2^63" : events) + " events (" + perRun + " a run" + times
                    + "); raise \"limits\": {\"max_events\": ...} or --max-events, or make the point smaller"));
        }
    }

    /** A finding at {@code path} when {@code need} exceeds the heap this JVM may use. */
    void heap(String path, int ranks, String what, HeapNeed need, String key, List<Finding> out) {
        if (need.bytes() > maxHeapBytes) {
            out.add(new Finding(key, path, "a rank count whose simulation fits in the Java heap",
                    ranks + ": " + what + " needs " + need.describe()
                            + " of heap, but this JVM may use at most " + HeapSizes.format(maxHeapBytes)
                            + "; raise it with COLLSIM_JAVA_OPTS=-Xmx" + HeapSizes.xmx(need.bytes(), XMX_HEADROOM)
                            + " if the machine has that much memory"));
        }
    }

    /**
     * The computes every rank of the program must run ({@link ComputeBound}) must fit in virtual
     * time and in max_simulated: a program that cannot is refused at the statement where the sum
     * passes the limit, instead of stopping after all that simulation.
     */
    private static void checkCompute(Scenario scenario, List<Finding> out) {
        long maxSimulatedPs = scenario.limits().maxSimulatedPs();
        boolean simulatedLimit = maxSimulatedPs < Time.LIMIT_PS;
        ComputeBound.firstPast(scenario.program().program().body(), maxSimulatedPs).ifPresent(c -> out.add(new Finding(
                null, c.path(), "statements whose computes fit in " + (simulatedLimit ? "max_simulated ("
                        + org.collsim.engine.Units.formatPs(maxSimulatedPs) + ")" : "virtual time (at most " + Time.LIMIT_TEXT + ")"),
                "at least " + c.computePs() + " ps of compute on every rank by the end of this statement (constant "
                        + "loop counts times their computes)")));
    }

    /** Formats the sizes of the heap messages (here and when a run runs out of heap). */
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
