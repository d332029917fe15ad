package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.RunLimits;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.error.BadInputException;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.error.InternalException;
import org.collsim.mpi.error.LimitExceededException;
import org.collsim.mpi.error.OutOfHeapException;
import org.collsim.mpi.run.JobSpec;
import org.collsim.mpi.run.RunOptions;
import org.collsim.report.LinkUsage;
import org.collsim.report.ResultRecord;
import org.collsim.report.timeline.Timeline;
import org.collsim.scenario.timeline.TimelineRecorder;
import org.collsim.topo.flow.FlowModel;

/**
 * Simulates the points of a scenario, each as one job per replication on a fresh machine
 * under fresh instances of its layer stack, with the algorithms of the registry the command
 * line passes in; returns one record per point in scenario order.
 */
public final class ScenarioRunner {
    private ScenarioRunner() {
    }

    /** {@link #run(Scenario, AlgorithmRegistry)} with the built-in algorithms. */
    public static List<ResultRecord> run(Scenario scenario) {
        return run(scenario, AlgorithmRegistry.builtIn());
    }

    /** Runs every point in order; a failed point stops the run with a {@link PointFailure}. */
    public static List<ResultRecord> run(Scenario scenario, AlgorithmRegistry registry) {
        List<ResultRecord> out = new ArrayList<>();
        for (ScenarioPoint<?> p : points(scenario, registry)) {
            out.add(runPoint(registry, p));
        }
        return out;
    }

    /** {@link #points(Scenario, AlgorithmRegistry)} with the built-in algorithms. */
    public static List<ScenarioPoint<?>> points(Scenario scenario) {
        return points(scenario, AlgorithmRegistry.builtIn());
    }

    /**
     * Every point, in scenario order: per sweep variant (the scenario alone without a sweep) the
     * benchmark's (collective, algorithm, stack, ranks, bytes), points that would repeat the
     * same run merged into the first ({@link RepeatedRuns}), then the program's at each rank
     * count, per stack, then the trace's (a TI trace's per stack, a GOAL schedule's once), then the
     * communicator workload's, per stack.
     */
    public static List<ScenarioPoint<?>> points(Scenario scenario, AlgorithmRegistry registry) {
        List<ScenarioPoint<?>> out = new ArrayList<>();
        List<ObjectNode> machines = machines(scenario);
        for (Scenario run : scenario.runs()) {
            int machine = machines.indexOf(run.machine().resolved());
            for (BenchmarkPoint b : RepeatedRuns.merge(run, registry)) {
                out.add(b.onMachine(machine));
            }
            if (run.program() != null) {
                for (LayerStack stack : run.layers().stacks()) {
                    for (int ranks : run.program().ranks()) {
                        out.add(new ProgramPoint(run, run.program(), ranks, stack, machine));
                    }
                }
            }
            if (run.trace() != null) {
                out.addAll(run.trace().points(run, machine));
            }
            for (LayerStack stack : run.commWorkload().isPresent() ? run.layers().stacks() : List.<LayerStack>of()) {
                out.add(new CommWorkloadPoint(run, run.commWorkload().get(), stack, machine));
            }
        }
        return out;
    }

    /**
     * The resolved machines the points run on, each once, in the order the sweep first meets them;
     * a record names its machine by its index in this list.
     */
    public static List<ObjectNode> machines(Scenario scenario) {
        List<ObjectNode> out = new ArrayList<>();
        for (Scenario run : scenario.runs()) {
            if (!out.contains(run.machine().resolved())) {
                out.add(run.machine().resolved());
            }
        }
        return out;
    }

    /**
     * The one replication loop: runs the point once per replication; the record holds
     * replication 0's measurements and, for two or more replications, the statistics of the
     * times of all of them. The point's events and wall-clock time count over all replications;
     * a replication stopped by a limit ends the point with a record that says so.
     */
    public static <T> ResultRecord runPoint(AlgorithmRegistry registry, ScenarioPoint<T> p) {
        Scenario scenario = p.scenario();
        long[] times = new long[scenario.replications()];
        T first = null;
        FlowModel linksOf = null;
        long startNanos = System.nanoTime();
        long events = 0;
        for (int i = 0; i < times.length; i++) {
            RunLimits limits = scenario.limits().remaining(events, System.nanoTime() - startNanos);
            JobSpec spec = jobSpec(scenario, registry, p.ranks(), p.stack(), i, limits);
            if (i == 0 && scenario.linkStats() && spec.network().interNode() instanceof FlowModel flow) {
                linksOf = flow.collectLinkStats();
            }
            T measured;
            try {
                measured = guarded(p::describe, () -> p.heapNeed(registry), () -> p.run(spec));
            } catch (PointFailure f) {
                if (f.getCause() instanceof LimitExceededException stop) {
                    return stopped(p, stop, i, events);
                }
                throw f;
            }
            times[i] = p.timePs(measured);
            events += p.events(measured);
            first = i == 0 ? measured : first;
        }
        LinkUsage links = linksOf == null ? null : LinkUsages.of(linksOf, linksOf.linkStats().orElseThrow(), times[0]);
        return p.record(first, Records.stats(times), links);
    }

    /**
     * The record of a point stopped in replication {@code i} after earlier ones fired
     * {@code eventsBefore} events: what ran, the events fired in all, the virtual time the
     * stopped replication reached (a lower bound of its time), and which limit stopped it.
     */
    private static ResultRecord stopped(ScenarioPoint<?> p, LimitExceededException stop, int i, long eventsBefore) {
        Scenario s = p.scenario();
        String where = s.replications() > 1 ? " in replication " + (i + 1) + " of " + s.replications() : "";
        return p.identity().timePs(stop.reachedPs()).events(eventsBefore + stop.eventsFired())
                .stopped(s.limits().reached(stop.limit()) + where).build();
    }

    /**
     * Point {@code number} (1-based) of {@code points} run once more, as replication 0, with its
     * timeline recorded; a point of more than {@link TimelineRecorder#MAX_RANKS} ranks is bad input.
     */
    public static Timeline timeline(AlgorithmRegistry registry, List<ScenarioPoint<?>> points, int number, String what) {
        if (number < 1 || number > points.size()) {
            throw new BadInputException(what + ": expected a point number from 1 to " + points.size() + ", found " + number);
        }
        ScenarioPoint<?> p = points.get(number - 1);
        if (p.ranks() > TimelineRecorder.MAX_RANKS) {
            throw new BadInputException(what + ": expected a point of at most " + TimelineRecorder.MAX_RANKS
                    + " ranks (a larger timeline cannot be read), found " + p.describe());
        }
        TimelineRecorder recorder = new TimelineRecorder(p.ranks());
        JobSpec plain = jobSpec(p.scenario(), registry, p.ranks(), p.stack(), 0, p.scenario().limits().remaining(0, 0));
        JobSpec traced = new JobSpec(plain.network().traced(recorder), plain.options(), plain.registry(), plain.seed(),
                plain.limits());
        guarded(p::describe, () -> p.heapNeed(registry), () -> p.run(traced));
        return recorder.timeline(number, p.describe());
    }

    /** The numbers (1-based) of the points whose benchmark asks for their timeline ({@code "timeline": true}). */
    public static List<Integer> timelinePoints(List<ScenarioPoint<?>> points) {
        return java.util.stream.IntStream.range(0, points.size())
                .filter(i -> points.get(i) instanceof BenchmarkPoint b && b.scenario().benchmark().timeline())
                .mapToObj(i -> i + 1).toList();
    }

    /**
     * Replication {@code i}: the machine on the random streams of (seed, i), fresh layers on the
     * scenario's device, stopping at {@code limits}.
     */
    static JobSpec jobSpec(Scenario scenario, AlgorithmRegistry registry, int ranks, LayerStack stack, int i,
                           RunLimits limits) {
        RunOptions options = scenario.layers().freshOptions(stack).withDevice(scenario.machine().nic().orElse(null));
        return new JobSpec(scenario.machine().buildNetwork(ranks, new RandomStreams(scenario.seed(), i)), options,
                registry, scenario.seed(), limits);
    }

    /**
     * Runs the job; a failure becomes a {@link PointFailure} naming the point, so does running
     * out of heap (with the point's estimated need, {@code need}, against the heap), and any
     * other exception (a bug) an internal one, so that the user learns which point hit it.
     */
    private static <T> T guarded(Function<CollsimException, String> what,
                                 Supplier<HeapNeed> need,
                                 Supplier<T> job) {
        try {
            return job.get();
        } catch (CollsimException e) {
            throw new PointFailure(what.apply(e), e);
        } catch (OutOfMemoryError e) {
            OutOfHeapException full = outOfHeap(estimate(need), Runtime.getRuntime().maxMemory());
            throw new PointFailure(what.apply(full), full);
        } catch (RuntimeException e) {
            InternalException bug = new InternalException(e.toString(), e);
            throw new PointFailure(what.apply(bug), bug);
        }
    }

    /** The estimate after the job's heap is released; none when even that does not fit. */
    private static Optional<HeapNeed> estimate(Supplier<HeapNeed> need) {
        try {
            return Optional.of(need.get());
        } catch (OutOfMemoryError stillFull) {
            return Optional.empty();
        }
    }

    /**
     * "ran out of heap: it needs about 1.2 GiB (estimated; a trace: at least), this JVM may use at most 512.0 MiB;
     * raise it with COLLSIM_JAVA_OPTS=-Xmx2g ...": the estimate is what validation let through
     * alone, so the likely cause is points running at once ({@code --jobs}) or an estimate on the
     * low side; the suggestion is the larger of the need and the heap, plus a quarter.
     */
    static OutOfHeapException outOfHeap(Optional<HeapNeed> need, long maxHeapBytes) {
        long suggestBytes = Math.max(need.map(HeapNeed::bytes).orElse(0L), maxHeapBytes);
        String needs = need.map(n -> "it needs " + n.describe() + " (estimated) and ").orElse("");
        return new OutOfHeapException("ran out of heap: " + needs + "this JVM may use at most "
                + FeasibilityCheck.HeapSizes.format(maxHeapBytes) + "; raise it with COLLSIM_JAVA_OPTS=-Xmx"
                + FeasibilityCheck.HeapSizes.xmx(suggestBytes, 1.25) + " (bin/collsim passes COLLSIM_JAVA_OPTS to java) "
                + "if the machine has that much memory, or run fewer points at once with --jobs");
    }
}
