package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.comm.PerCallChoice;
import org.collsim.mpi.run.Estimates;
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

    /**
     * allreduce of 128 KiB on 64 ranks, one to a node: allreduce_intra_disjoint_dec_fixed (32..64 ranks,
     * from 131072 B) is rabenseifner, reduce_scatter_allgather here. The heap estimate builds that, as
     * the run does, not the general decision (another algorithm with another schedule length).
     */
    @Test
    void theHeapEstimateBuildsThePlacementSpecificChoiceTheRunRuns() {
        Scenario s = ompi("allreduce", 64, 131072, 1);
        AlgorithmRegistry registry = AlgorithmRegistry.builtIn();
        BenchmarkPoint point = (BenchmarkPoint) ScenarioRunner.points(s, registry).get(0);
        CollArgs args = point.point().args();
        CollectiveAlgorithm disjoint = registry.find(Collective.ALLREDUCE, "reduce_scatter_allgather").orElseThrow();
        CollectiveAlgorithm general = ((PerCallChoice) point.point().algorithm()).choose(args, NodeLayout.SPREAD);
        assertNotEquals(Estimates.callHeapBytes(disjoint, args), Estimates.callHeapBytes(general, args), general.label());
        assertEquals(HeapNeed.about(Estimates.callHeapBytes(disjoint, args)), point.heapNeed(registry));
        assertEquals("reduce_scatter_allgather (asked: ompi)", ScenarioRunner.run(s).get(0).ranLabel());
    }

    /** bcast of 64 B on 15 ranks under the ompi selector, {@code ranksPerNode} ranks to a node. */
    private static org.collsim.report.ResultRecord ompiBcast(int ranksPerNode) {
        return ScenarioRunner.run(ompi("bcast", 15, 64, ranksPerNode)).get(0);
    }

    /** One point of {@code collective} under the ompi selector, {@code ranksPerNode} ranks to a node. */
    private static Scenario ompi(String collective, int ranks, long bytes, int ranksPerNode) {
        String json = edit(r -> {
            set((com.fasterxml.jackson.databind.node.ObjectNode) r.get("machine"), "ranks_per_node",
                    Integer.toString(ranksPerNode));
            set(benchmark(r), "collectives", "[\"" + collective + "\"]");
            benchmark(r).remove("algorithms");
            set(benchmark(r), "selector", "\"ompi\"");
            set(benchmark(r), "ranks", "[" + ranks + "]");
            set(benchmark(r), "bytes", "[" + bytes + "]");
        });
        try {
            return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(),
                    ScenarioFixtures.HEAP_BYTES).parse(json, ScenarioFixtures.SOURCE);
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
