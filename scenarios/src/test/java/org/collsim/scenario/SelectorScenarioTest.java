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
        // (4 ranks to a node: the communicator is not one rank per node, so not the disjoint decision)
        assertEquals("knomial:k=4 (asked: ompi)", ompiBcast(4).ranLabel());
        // one rank per node: bcast_intra_disjoint_dec_fixed, 8..15 ranks below 1 MiB: basic_linear (binomial stands in)
        assertEquals("binomial (asked: ompi)", ompiBcast(1).ranLabel());
    }

    /** bcast of 64 B on 15 ranks under the ompi selector, {@code ranksPerNode} ranks to a node. */
    private static org.collsim.report.ResultRecord ompiBcast(int ranksPerNode) {
        String json = edit(r -> {
            set((com.fasterxml.jackson.databind.node.ObjectNode) r.get("machine"), "ranks_per_node",
                    Integer.toString(ranksPerNode));
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
        return ScenarioRunner.run(s).get(0);
    }
}
