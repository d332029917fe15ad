package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every error of the machine's nodes, the layer fields, mpi and comm_workload, with its path and message. */
class LayerFieldsErrorsTest {
    private static final String LAYER_NAMES = "\"hierarchical\", \"hw-collectives\", \"test-pass-through\" or \"tuned\"";
    private static final String HW = "$.layer_params[\"hw-collectives\"]";

    private static void assertOnly(String expectedLine, List<String> lines) {
        assertEquals(List.of("error: s.json: " + expectedLine), lines);
    }

    private static List<String> withNodes(String field, String json) {
        return errors(edit(r -> {
            set(obj(r, "machine"), "ranks_per_node", "4");
            set(r, field, json);
        }));
    }

    private static List<String> withParams(String stacks, String params) {
        return errors(edit(r -> {
            set(r, "layer_stacks", stacks);
            set(r, "layer_params", params);
        }));
    }

    @Test
    void machineNodes() {
        assertOnly("$.machine.ranks_per_node: expected a number of ranks per node (an integer from 1 to 268435456), found 0",
                errors(edit(r -> set(obj(r, "machine"), "ranks_per_node", "0"))));
        assertOnly("$.machine.intra_node: expected \"ranks_per_node\" beside \"intra_node\" (without nodes no message is "
                + "intra-node), found no \"ranks_per_node\" in the machine",
                errors(edit(r -> set(obj(r, "machine"), "intra_node", "{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}"))));
        assertOnly("$.machine.intra_node.alpah: expected one of the fields \"model\", \"alpha\", \"beta\" or \"gamma\", "
                + "found unknown field \"alpah\" (did you mean \"alpha\"?)", errors(edit(r -> {
                    set(obj(r, "machine"), "ranks_per_node", "4");
                    set(obj(r, "machine"), "intra_node", "{\"model\": \"hockney\", \"alpah\": \"1us\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}");
                })));
        assertOnly("$.machine.ranks_per_nod: expected one of the fields \"network\", \"ranks_per_node\", \"nics_per_node\", \"intra_node\", \"nic\", \"topology\", \"noise\" or \"preset\", "
                + "found unknown field \"ranks_per_nod\" (did you mean \"ranks_per_node\"?)",
                errors(edit(r -> set(obj(r, "machine"), "ranks_per_nod", "4"))));
    }

    @Test
    void layersAndLayerStacksExcludeEachOther() {
        assertOnly("$.layer_stacks: expected either \"layers\" (one stack) or \"layer_stacks\" (a sweep over stacks), found both",
                errors(edit(r -> {
                    set(r, "layers", "[\"tuned\"]");
                    set(r, "layer_stacks", "[[\"tuned\"]]");
                })));
    }

    @Test
    void stackShapes() {
        assertOnly("$.layers: expected a layer stack: an array of layer names, upper layer first, such as "
                + "[\"hierarchical\", \"tuned\"], found \"tuned\"", errors(edit(r -> set(r, "layers", "\"tuned\""))));
        assertOnly("$.layer_stacks: expected a non-empty array of layer stacks such as [[], [\"hierarchical\"]], found an empty array",
                errors(edit(r -> set(r, "layer_stacks", "[]"))));
        assertOnly("$.layer_stacks[1]: expected a layer stack: an array of layer names, upper layer first, such as "
                + "[\"hierarchical\", \"tuned\"], found \"tuned\"", errors(edit(r -> set(r, "layer_stacks", "[[], \"tuned\"]"))));
        assertOnly("$.layers[1]: expected each layer once in a stack, found \"tuned\" again",
                errors(edit(r -> set(r, "layers", "[\"tuned\", \"tuned\"]"))));
        assertOnly("$.layer_stacks[2]: expected each stack once, found [tuned] again (also at $.layer_stacks[1])",
                errors(edit(r -> set(r, "layer_stacks", "[[], [\"tuned\"], [\"tuned\"]]"))));
    }

    @Test
    void unknownLayerSuggestsTheNearest() {
        assertOnly("$.layer_stacks[1][0]: expected a layer: " + LAYER_NAMES + ", found \"hierarchcal\" (did you mean \"hierarchical\"?)",
                errors(edit(r -> set(r, "layer_stacks", "[[], [\"hierarchcal\"]]"))));
        assertOnly("$.layers[0]: expected a layer: " + LAYER_NAMES + ", found 3", errors(edit(r -> set(r, "layers", "[3]"))));
    }

    @Test
    void hierarchicalNeedsRanksPerNode() {
        assertOnly("$.layer_stacks[1][0]: expected a machine with \"ranks_per_node\" for layer \"hierarchical\" (it groups "
                + "ranks by node), found no \"ranks_per_node\" in the scenario's machine",
                errors(edit(r -> set(r, "layer_stacks", "[[\"tuned\"], [\"hierarchical\"], [\"tuned\", \"hierarchical\"]]"))));
    }

    @Test
    void layerParamsKeysMustBeLayersOfSomeStack() {
        assertOnly("$.layer_params.tunde: expected a layer: " + LAYER_NAMES + ", found key \"tunde\" (did you mean \"tuned\"?)",
                withParams("[[\"tuned\"]]", "{\"tunde\": {}}"));
        assertOnly("$.layer_params.tuned: expected a layer named in \"layers\" or \"layer_stacks\": \"hw-collectives\", "
                + "found key \"tuned\", which no stack names", withParams("[[], [\"hw-collectives\"]]", "{\"tuned\": {}}"));
        assertOnly("$.layer_params.tuned: expected a layer named in \"layers\" or \"layer_stacks\" (none is), "
                + "found key \"tuned\", which no stack names", errors(edit(r -> set(r, "layer_params", "{\"tuned\": {}}"))));
        assertOnly("$.layer_params: expected an object of layer parameters such as {\"tuned\": {\"allreduce_short_msg_size\": 4096}}, "
                + "found an array", withParams("[[\"tuned\"]]", "[1]"));
        assertOnly("$.layer_params.tuned: expected an object of the parameters of layer \"tuned\", found 4096",
                withParams("[[\"tuned\"]]", "{\"tuned\": 4096}"));
    }

    @Test
    void parameterNamesComeFromTheFactory() {
        assertOnly(HW + ".barier_latency: expected a parameter of layer \"hw-collectives\": \"barrier_latency\", \"bcast_latency\" "
                + "or \"bcast_per_byte\", found unknown parameter \"barier_latency\" (did you mean \"barrier_latency\"?)",
                withParams("[[\"hw-collectives\"]]", "{\"hw-collectives\": {\"barier_latency\": \"3us\"}}"));
        assertOnly("$.layer_params.hierarchical.leaders: expected no parameters (layer \"hierarchical\" takes none), "
                + "found unknown parameter \"leaders\"", errors(edit(r -> {
                    set(obj(r, "machine"), "ranks_per_node", "4");
                    set(r, "layers", "[\"hierarchical\"]");
                    set(r, "layer_params", "{\"hierarchical\": {\"leaders\": 2}}");
                })));
    }

    @Test
    void parameterValuesAreCheckedByCreatingTheLayer() {
        List<String> duration = withParams("[[\"hw-collectives\"]]", "{\"hw-collectives\": {\"barrier_latency\": \"3\"}}");
        assertEquals(1, duration.size(), duration.toString());
        assertTrue(duration.get(0).startsWith("error: s.json: " + HW + ".barrier_latency: expected a duration"), duration.get(0));
        assertTrue(duration.get(0).endsWith("found \"3\""), duration.get(0));
        assertOnly("$.layer_params.tuned.bcast_min_procs: expected parameters layer \"tuned\" accepts, found tuned layer: "
                + "parameter \"bcast_min_procs\": expected a non-negative whole number, found \"-1\"",
                withParams("[[\"tuned\"]]", "{\"tuned\": {\"bcast_min_procs\": -1}}"));
        assertOnly("$.layer_params.tuned.bcast_min_procs: expected a parameter value: a string such as \"3us\" or an integer, found 2.5",
                withParams("[[\"tuned\"]]", "{\"tuned\": {\"bcast_min_procs\": 2.5}}"));
        assertOnly("$.layer_params[\"test-pass-through\"].must_be_yes: expected parameters layer \"test-pass-through\" accepts, "
                + "found test layer: must_be_yes is \"no\"",
                withParams("[[\"test-pass-through\"]]", "{\"test-pass-through\": {\"must_be_yes\": \"no\"}}"));
    }

    @Test
    void mpiOptions() {
        assertOnly("$.mpi.hook_order: expected a hook order: \"seed\" or \"ch3_newest_first\", found \"sed\" (did you mean \"seed\"?)",
                withNodes("mpi", "{\"hook_order\": \"sed\"}"));
        assertOnly("$.mpi.dispatch_rule: expected a dispatch rule: \"table_required\" or \"legacy_null_table\", found 1",
                withNodes("mpi", "{\"dispatch_rule\": 1}"));
        assertOnly("$.mpi.hook_ordr: expected one of the fields \"hook_order\" or \"dispatch_rule\", found unknown field "
                + "\"hook_ordr\" (did you mean \"hook_order\"?)", withNodes("mpi", "{\"hook_ordr\": \"seed\"}"));
    }

    @Test
    void commWorkloadNumbers() {
        assertOnly("$.comm_workload.splits: expected a number of splits (an integer from 0 to 10000000), found 10000001",
                withNodes("comm_workload", "{\"splits\": 10000001, \"colors\": 4, \"ranks\": 64}"));
        assertOnly("$.comm_workload.colors: expected a number of colors up to \"ranks\" (an integer from 1 to 64), found 65",
                withNodes("comm_workload", "{\"splits\": 1, \"colors\": 65, \"ranks\": 64}"));
        assertOnly("$.comm_workload.ranks: expected a rank count (an integer from 1 to 1048576), found 1048577",
                withNodes("comm_workload", "{\"splits\": 1, \"colors\": 1, \"ranks\": 1048577}"));
        assertOnly("$.comm_workload.colors: expected required field \"colors\", found no such field",
                withNodes("comm_workload", "{\"splits\": 1, \"ranks\": 8}"));
    }

    @Test
    void nicsPerNodeNeedsNodesAndAtMostOneNicPerRank() {
        assertOnly("$.machine.nics_per_node: expected \"nics_per_node\" beside \"ranks_per_node\", found no \"ranks_per_node\" "
                + "in the machine", errors(edit(r -> set(obj(r, "machine"), "nics_per_node", "2"))));
        assertOnly("$.machine.nics_per_node: expected a number of NICs per node, 1 to ranks_per_node (4) "
                + "(an integer from 1 to 4), found 5", errors(edit(r -> {
                    set(obj(r, "machine"), "ranks_per_node", "4");
                    set(obj(r, "machine"), "nics_per_node", "5");
                })));
    }
}
