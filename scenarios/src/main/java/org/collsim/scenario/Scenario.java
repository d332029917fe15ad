package org.collsim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Fallback;
import org.collsim.scenario.program.ProgramSpec;

/**
 * A validated scenario. {@code description} is empty when the file has none; {@code layers}
 * holds one empty stack when the file names none; {@code commWorkload} is the optional
 * communicator workload run beside the benchmark. It has a {@code benchmark}, a
 * {@code program}, a {@code trace} (a SimGrid TI trace or a GOAL schedule) or several; those it lacks are null. Every point runs {@code replications}
 * times (1 to {@value #MAX_REPLICATIONS}), replication i on the random streams of (seed, i).
 * Each point stops at the run {@code limits}. With {@code linkStats} (a {@code flow} network only) every
 * record carries what the links carried ({@link org.collsim.report.LinkUsage}). {@code axes} holds a sweep variant's axis values
 * (empty otherwise); {@code variants} a sweep's variants (empty without a sweep).
 */
public record Scenario(String name, String description, long seed, MachineSpec machine, Benchmark benchmark,
                       LayerSetup layers, Optional<CommWorkload> commWorkload, ProgramSpec program, TraceSpec trace,
                       int replications, Limits limits, boolean linkStats, Map<String, String> axes, List<Scenario> variants) {
    /** Most replications a scenario may ask for. */
    public static final int MAX_REPLICATIONS = 10_000;

    public Scenario {
        axes = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(axes));
        variants = List.copyOf(variants);
    }

    /** A benchmark of one network, no nodes, no layers and no communicator workload. */
    public Scenario(String name, String description, long seed, NetworkSpec network, Benchmark benchmark) {
        this(name, description, seed, MachineSpec.flat(network), benchmark, LayerSetup.none(), Optional.empty(), null, null,
                1, Limits.DEFAULTS, false, Map.of(), List.of());
    }

    /** This scenario as a point of a sweep: its axes' values (path -> value, in the sweep's order). */
    Scenario withAxes(Map<String, String> values) {
        return new Scenario(name, description, seed, machine, benchmark, layers, commWorkload, program, trace,
                replications, limits, linkStats, values, variants);
    }

    /** This scenario with another benchmark (what {@code collsim tune} runs). */
    public Scenario withBenchmark(Benchmark other) {
        return new Scenario(name, description, seed, machine, other, layers, commWorkload, program, trace, replications,
                limits, linkStats, axes, variants);
    }

    /** A sweep: the first variant's fields, and every variant in order. */
    Scenario withVariants(List<Scenario> all) {
        return new Scenario(name, description, seed, machine, benchmark, layers, commWorkload, program, trace,
                replications, limits, linkStats, axes, all);
    }

    /** The scenarios that run: the variants of a sweep, else this one. */
    public List<Scenario> runs() {
        return variants.isEmpty() ? List.of(this) : variants;
    }

    /** The network between nodes ({@code machine.network}). */
    public NetworkSpec network() {
        return machine.network();
    }

    /**
     * Every point of the sweep, in scenario order: collective, algorithm, layer stack, ranks,
     * bytes. A barrier moves no data, so it has one point per rank count, with 0 bytes.
     */
    public List<Point> points() {
        List<Point> out = new ArrayList<>();
        if (benchmark == null) {
            return out;
        }
        for (Selection s : benchmark.selections()) {
            for (CollectiveAlgorithm a : s.algorithms()) {
                for (LayerStack stack : layers.stacks()) {
                    for (int ri = 0; ri < benchmark.ranks().size(); ri++) {
                        addSizes(out, a, stack, ri);
                    }
                }
            }
        }
        return out;
    }

    /**
     * One line per algorithm that a "print" fallback replaces somewhere, with the first point and
     * the reason (MPICH prints when it falls back; collsim says it once per algorithm): empty
     * unless {@code benchmark.fallback} is "print".
     */
    public List<String> fallbackWarnings(AlgorithmRegistry registry) {
        Map<String, String> byAlgorithm = new LinkedHashMap<>();
        if (benchmark == null || benchmark.fallback() != Fallback.PRINT) {
            return List.of();
        }
        for (Point p : points()) {
            Fallback.Choice choice = benchmark.runs(p.algorithm(), p.args(), registry);
            choice.fellBackBecause().ifPresent(why -> byAlgorithm.putIfAbsent(p.collective().id() + "/" + p.algorithm().label(),
                    "fallback \"print\": " + why + "; ran MPICH's choice (\"" + choice.algorithm().label()
                            + "\" at the first such point) wherever it cannot run"));
        }
        return List.copyOf(byAlgorithm.values());
    }

    private void addSizes(List<Point> out, CollectiveAlgorithm a, LayerStack stack, int ranksIndex) {
        Benchmark b = benchmark;
        int ranks = b.ranks().get(ranksIndex);
        if (a.collective() == Collective.BARRIER) {
            out.add(new Point(a, stack, ranks, 0, ranksIndex, -1, b.datatype(), b.root(), b.counts()));
            return;
        }
        for (int bi = 0; bi < b.sizesBytes().size(); bi++) {
            out.add(new Point(a, stack, ranks, b.sizesBytes().get(bi), ranksIndex, bi, b.datatype(), b.root(),
                    b.counts()));
        }
    }
}
