package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.comm.DispatchRule;
import org.collsim.mpi.comm.HookOrder;
import org.junit.jupiter.api.Test;

/** Accepted forms of the machine's nodes, layer stacks, layer parameters, mpi options and the communicator workload. */
class LayerFieldsParsingTest {
    private static final String INTRA = "{\"model\": \"hockney\", \"alpha\": \"200ns\", \"beta\": \"100ps/B\"}";

    private static List<List<String>> stackNames(Scenario s) {
        return s.layers().stacks().stream().map(LayerStack::names).toList();
    }

    @Test
    void machineTakesRanksPerNodeAndAnIntraNodeNetwork() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "ranks_per_node", "4");
            set(obj(r, "machine"), "intra_node", INTRA);
        }));
        assertEquals(OptionalInt.of(4), s.machine().ranksPerNode());
        assertEquals(Optional.of(new HockneyModel(200_000, 100, 0)), s.machine().intraNode().map(NetworkSpec::model));
        assertEquals("hockney alpha=2us beta=1ns/B gamma=500ps/B, intra-node hockney alpha=200ns beta=100ps/B gamma=0ps/B, "
                + "4 ranks per node, 1 NIC per node", s.machine().describe());
        assertEquals(OptionalInt.of(1), s.machine().nicsPerNode());
        Network n = s.machine().buildNetwork(10, 1);
        assertEquals(4, n.ranksPerNode());
        assertEquals(new HockneyModel(200_000, 100, 0), n.modelFor(0, 3));
        assertEquals(new HockneyModel(2_000_000, 1_000, 500), n.modelFor(3, 4));
        assertEquals(new HockneyModel(200_000, 100, 0), n.modelFor(8, 9), "the last node is partial");
    }

    @Test
    void withoutIntraNodeEveryMessageCostsTheSame() {
        Scenario s = valid(edit(r -> set(obj(r, "machine"), "ranks_per_node", "8")));
        assertEquals(Optional.empty(), s.machine().intraNode());
        Network n = s.machine().buildNetwork(16, 1);
        assertEquals(n.modelFor(0, 1), n.modelFor(0, 8));
        assertEquals(OptionalInt.empty(), valid(ScenarioFixtures.QUICKSTART).machine().ranksPerNode());
    }

    @Test
    void absentLayerFieldsMeanOneEmptyStackAndTheSeedsRules() {
        Scenario s = valid(ScenarioFixtures.QUICKSTART);
        assertEquals(List.of(List.of()), stackNames(s));
        assertEquals(HookOrder.SEED, s.layers().hookOrder());
        assertEquals(DispatchRule.TABLE_REQUIRED, s.layers().dispatchRule());
        assertEquals(Optional.empty(), s.commWorkload());
    }

    @Test
    void layersIsOneStackUpperFirst() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "ranks_per_node", "4");
            set(r, "layers", "[\"hierarchical\", \"hw-collectives\"]");
        }));
        assertEquals(List.of(List.of("hierarchical", "hw-collectives")), stackNames(s));
        assertEquals(12, s.points().size());
        assertEquals("allreduce/recursive_doubling at 8 ranks, 8 bytes under layers [hierarchical, hw-collectives]",
                s.points().get(0).describe());
        assertEquals(List.of(List.of()), stackNames(valid(edit(r -> set(r, "layers", "[]")))));
    }

    @Test
    void layerStacksSweepInTheOrderGivenInsideEachAlgorithm() {
        Scenario s = valid(edit(r -> set(r, "layer_stacks", "[[], [\"tuned\"], [\"test-pass-through\", \"tuned\"]]")));
        assertEquals(List.of(List.of(), List.of("tuned"), List.of("test-pass-through", "tuned")), stackNames(s));
        List<Point> points = s.points();
        assertEquals(36, points.size());
        assertEquals("allreduce/recursive_doubling at 8 ranks, 8 bytes", points.get(0).describe());
        assertEquals("allreduce/recursive_doubling at 1024 ranks, 65536 bytes", points.get(5).describe());
        assertEquals("allreduce/recursive_doubling at 8 ranks, 8 bytes under layers [tuned]", points.get(6).describe());
        assertEquals("allreduce/ring at 8 ranks, 8 bytes", points.get(18).describe());
        assertEquals("allreduce/recursive_doubling at 8 ranks, 8 bytes under no layers", points.get(0).describeWithStack());
    }

    @Test
    void layerParamsAreStringsOrIntegersPassedAsStrings() {
        Scenario s = valid(edit(r -> {
            set(r, "layer_stacks", "[[\"hw-collectives\"], [\"tuned\"]]");
            set(r, "layer_params", "{\"hw-collectives\": {\"barrier_latency\": \"3us\"}, "
                    + "\"tuned\": {\"allreduce_short_msg_size\": 4096}}");
        }));
        assertEquals(Map.of("barrier_latency", "3us"), s.layers().contextFor("hw-collectives").params());
        assertEquals(Map.of("allreduce_short_msg_size", "4096"), s.layers().contextFor("tuned").params());
        assertEquals(Map.of(), s.layers().contextFor("hierarchical").params());
    }

    @Test
    void layersAreToldTheRanksPerNode() {
        Scenario s = valid(edit(r -> {
            set(obj(r, "machine"), "ranks_per_node", "16");
            set(r, "layers", "[\"hierarchical\"]");
        }));
        assertEquals(16, s.layers().contextFor("hierarchical").ranksPerNode());
        assertEquals(1, valid(ScenarioFixtures.QUICKSTART).layers().ranksPerNode());
    }

    @Test
    void mpiOptionsMapToHookOrderAndDispatchRule() {
        Scenario s = valid(edit(r -> set(r, "mpi", "{\"hook_order\": \"ch3_newest_first\", \"dispatch_rule\": \"legacy_null_table\"}")));
        assertEquals(HookOrder.CH3_NEWEST_FIRST, s.layers().hookOrder());
        assertEquals(DispatchRule.LEGACY_NULL_TABLE, s.layers().dispatchRule());
        Scenario partial = valid(edit(r -> set(r, "mpi", "{\"hook_order\": \"seed\"}")));
        assertEquals(DispatchRule.TABLE_REQUIRED, partial.layers().dispatchRule());
        assertTrue(s.layers().freshOptions(s.layers().stacks().get(0)).layers().isEmpty());
    }

    @Test
    void commWorkloadIsReadBesideTheBenchmark() {
        Scenario s = valid(edit(r -> set(r, "comm_workload", "{\"splits\": 10000, \"colors\": 4, \"ranks\": 64}")));
        assertEquals(Optional.of(new CommWorkload(10000, 4, 64)), s.commWorkload());
        assertEquals(1 + 64 + 40000, s.commWorkload().get().communicators());
        assertEquals(12, s.points().size(), "the benchmark is unchanged");
        valid(edit(r -> set(r, "comm_workload", "{\"splits\": 0, \"colors\": 1, \"ranks\": 1}")));
    }
}
