package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code benchmark.selector}: the requested algorithm becomes the selector, and its misuse is reported with its path. */
class SelectorScenarioTest {
    @Test
    void aSelectorReplacesTheDefaultAlgorithm() {
        Scenario s = valid(edit(r -> {
            benchmark(r).remove("algorithms");
            set(benchmark(r), "selector", "\"mpich\"");
            set(benchmark(r), "bytes", "[8]");
        }));
        Selection only = s.benchmark().selections().get(0);
        assertEquals(List.of("mpich"), only.algorithms().stream().map(a -> a.name()).toList());
    }

    @Test
    void aChoiceThisBuildLacksIsReportedNotThrown() {
        // the test registry has no allreduce reduce_scatter_allgather, which generic.json picks above 8 bytes
        List<String> lines = errors(edit(r -> {
            benchmark(r).remove("algorithms");
            set(benchmark(r), "selector", "\"mpich\"");
        }));
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.benchmark.selector")
                && l.contains("\"MPIR_Allreduce_intra_reduce_scatter_allgather\" maps to allreduce \"reduce_scatter_allgather\","
                        + " which is not registered")), String.join("\n", lines));
    }

    @Test
    void anUnknownSelectorSuggestsTheNearestName() {
        List<String> lines = errors(edit(r -> {
            benchmark(r).remove("algorithms");
            set(benchmark(r), "selector", "\"mpihc\"");
        }));
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.benchmark.selector")
                && l.contains("expected a selector: \"mpich\" or \"ompi\", found \"mpihc\" (did you mean \"mpich\"?)")), String.join("\n", lines));
    }

    @Test
    void aSelectorWithAlgorithmsIsAnError() {
        List<String> lines = errors(edit(r -> set(benchmark(r), "selector", "\"mpich\"")));
        assertTrue(lines.stream().anyMatch(l -> l.contains("$.benchmark.selector")
                && l.contains("either \"selector\" or \"algorithms\", not both")), String.join("\n", lines));
    }

    @Test
    void theOmpiSelectorRunsOpenMpisFixedChoiceWithItsParameters() {
        // coll_tuned_decision_fixed.c, bcast on 8..15 ranks: 64 <= total_dsize < 4096 is the k-nomial tree, radix 4
        String json = edit(r -> {
            set(benchmark(r), "collectives", "[\"bcast\"]");
            benchmark(r).remove("algorithms");
            set(benchmark(r), "selector", "\"ompi\"");
            set(benchmark(r), "ranks", "[15]");
            set(benchmark(r), "bytes", "[64]");
        });
        Scenario s;
        try {
            s = new ScenarioLoader(org.collsim.mpi.coll.AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(),
                    ScenarioFixtures.HEAP_BYTES).parse(json, ScenarioFixtures.SOURCE);
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
        org.collsim.report.ResultRecord r = ScenarioRunner.run(s).get(0);
        assertEquals("knomial:k=4 (asked: ompi)", r.ranLabel());
    }
}
