package org.collsim.scenario.tune;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.scenario.Benchmark;
import org.collsim.scenario.BenchmarkPoint;
import org.collsim.scenario.Scenario;
import org.collsim.scenario.ScenarioPoint;
import org.collsim.scenario.ScenarioRunner;
import org.collsim.scenario.Selection;

/**
 * What {@code collsim tune} runs: each collective of the scenario's benchmark with the algorithms
 * it lists when it lists two or more (so parameter sweeps such as {@code "k": [2, 4, 8]} are
 * tuned too), else with every registered algorithm, over its rank counts and sizes; a point an
 * algorithm cannot run (a power-of-two algorithm on 12 ranks) is left out.
 */
public final class Tuning {
    private Tuning() {
    }

    /** The scenario with the algorithms to tune (see the class comment). */
    public static Scenario grid(Scenario scenario, AlgorithmRegistry registry) {
        Benchmark b = scenario.benchmark();
        List<Selection> all = new ArrayList<>();
        for (Selection s : b.selections()) {
            List<CollectiveAlgorithm> algorithms = s.algorithms().size() > 1 ? s.algorithms()
                    : registry.algorithms(s.collective());
            all.add(new Selection(s.collective(), algorithms));
        }
        return scenario.withBenchmark(new Benchmark(all, b.ranks(), b.sizesBytes(), b.datatype(), b.root(), b.timeline(),
                b.counts(), b.fallback()));
    }

    /**
     * What a point costs to simulate, for the sweep to start the dearest first: its estimated heap
     * ({@link ScenarioPoint#heapNeed}; for a benchmark call ranks x its longest schedule, which
     * grows with the events the call fires, from two schedules built, not the 64 ranks sampled to
     * count events), 0 when it has none.
     */
    public static long cost(ScenarioPoint<?> p, AlgorithmRegistry registry) {
        return p.heapNeed(registry).bytes();
    }

    /** The grid's benchmark points every algorithm can run, in scenario order (a program or other workload is no cell). */
    public static List<ScenarioPoint<?>> points(Scenario grid, AlgorithmRegistry registry) {
        return ScenarioRunner.points(grid, registry).stream().filter(p -> p instanceof BenchmarkPoint b
                && AlgorithmRegistry.violation(b.point().algorithm(), b.point().args()).isEmpty()).toList();
    }
}
