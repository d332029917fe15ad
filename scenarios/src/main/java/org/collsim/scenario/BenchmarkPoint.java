package org.collsim.scenario;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.LinkUsage;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;

/**
 * A benchmark point as a scenario point: one collective call from a synchronized start, timing
 * only. A "v" collective's counts other than uniform are part of the record's identity, as the
 * axis {@value #COUNTS_AXIS}, so that records differing only in counts stay apart. {@code standsFor} lists every request the run stands for (see {@link RepeatedRuns}), the
 * point's own first; {@code machine} is the index of its resolved machine ({@link ScenarioRunner#machines}).
 */
public record BenchmarkPoint(Scenario scenario, Point point, List<CollectiveAlgorithm> standsFor, int machine)
        implements ScenarioPoint<CollectiveRun.Result> {
    /** The axis that names a "v" collective's counts in a record (as a sweep over them would). */
    public static final String COUNTS_AXIS = "benchmark.counts";

    public BenchmarkPoint {
        standsFor = List.copyOf(standsFor);
    }

    /** A point on the scenario's first machine. */
    public BenchmarkPoint(Scenario scenario, Point point, List<CollectiveAlgorithm> standsFor) {
        this(scenario, point, standsFor, 0);
    }

    /** A point that stands for its own request only. */
    public BenchmarkPoint(Scenario scenario, Point point) {
        this(scenario, point, List.of(point.algorithm()));
    }

    /** The same point on resolved machine {@code index}. */
    BenchmarkPoint onMachine(int index) {
        return new BenchmarkPoint(scenario, point, standsFor, index);
    }

    @Override
    public int ranks() {
        return point.ranks();
    }

    @Override
    public LayerStack stack() {
        return point.stack();
    }

    @Override
    public String describe() {
        return point.describe();
    }

    /** A broken table protocol names the stack even when it is empty. */
    @Override
    public String describe(CollsimException cause) {
        return cause instanceof CollopsException ? point.describeWithStack() : point.describe();
    }

    @Override
    public HeapNeed heapNeed(AlgorithmRegistry registry) {
        return HeapNeed.about(org.collsim.mpi.run.Estimates.callHeapBytes(estimated(scenario, point, registry),
                point.args()));
    }

    /**
     * The algorithm whose schedules the estimates of {@code point} build: the one that runs it
     * (after any fallback), or what it chooses for the point when it stands for a selector's choice.
     *
     * @throws IllegalArgumentException when it cannot run and falls back to nothing that can
     */
    static CollectiveAlgorithm estimated(Scenario scenario, Point point, AlgorithmRegistry registry) {
        return point.chosen(scenario.benchmark().runs(point.algorithm(), point.args(), registry).algorithm(),
                scenario.machine().ranksPerNodeOrOne());
    }

    /** The point's algorithm, or under a "print" or "silent" fallback MPICH's choice where it cannot run (the record's "ran" says which). */
    @Override
    public CollectiveRun.Result run(JobSpec spec) {
        CollArgs args = point.args();
        return CollectiveRun.run(spec, scenario.benchmark().runs(point.algorithm(), args, spec.registry()).algorithm(),
                args, false);
    }

    @Override
    public long timePs(CollectiveRun.Result measured) {
        return measured.timePs();
    }

    @Override
    public long events(CollectiveRun.Result measured) {
        return measured.events();
    }

    @Override
    public ResultRecord.Builder identity() {
        return ResultRecord.builder()
                .scenario(scenario.name())
                .collective(point.collective().id())
                .algorithm(point.algorithm().label())
                .standsFor(standsFor.size() > 1 ? standsFor.stream().map(CollectiveAlgorithm::label).toList() : List.of())
                .ranks(point.ranks())
                .sizeBytes(point.sizeBytes())
                .model(scenario.network().modelName())
                .seed(scenario.seed())
                .machine(machine)
                .layers(point.stack().names())
                .axes(axes());
    }

    /** The sweep's axes, plus the counts of a "v" collective when they are not uniform. */
    private Map<String, String> axes() {
        if (!point.collective().vector() || point.counts() instanceof CountsSpec.Uniform
                || scenario.axes().containsKey(COUNTS_AXIS)) {
            return scenario.axes();
        }
        Map<String, String> out = new LinkedHashMap<>(scenario.axes());
        out.put(COUNTS_AXIS, point.counts().label());
        return out;
    }

    @Override
    public ResultRecord record(CollectiveRun.Result r, ReplicationStats stats, LinkUsage links) {
        return identity()
                .timePs(r.timePs())
                .events(r.events())
                .messages(r.messages())
                .layers(r.layers())
                .ran(Records.ran(r.ran()))
                .tables(Records.tables(r.tables()))
                .queues(Records.queues(r.queues(), point.ranks()))
                .stats(stats)
                .links(links)
                .build();
    }
}
