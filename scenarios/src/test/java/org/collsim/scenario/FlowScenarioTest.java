package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.collsim.scenario.ScenarioFixtures.valid;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import java.util.List;
import org.collsim.topo.flow.FlowModel;
import org.junit.jupiter.api.Test;

/** "model": "flow": accepted form, its errors with their paths, and hand-computed runs. */
class FlowScenarioTest {
    private static final String FLOW = "{\"model\": \"flow\", \"alpha\": \"1us\", \"link_bandwidth\": \"1GB/s\", "
            + "\"injection_bandwidth\": \"1GB/s\"}";
    private static final String RING4 = "{\"type\": \"torus\", \"dims\": [4], \"per_hop\": \"50ns\"}";
    private static final String DRAGONFLY = "{\"type\": \"dragonfly\", \"a\": 2, \"p\": 1, \"h\": 1, \"per_hop\": \"50ns\"}";

    private static String machine(String network, String topology) {
        return edit(r -> {
            set(r, "machine", "{\"network\": " + network + (topology == null ? "" : ", \"topology\": " + topology) + "}");
            set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
        });
    }

    @Test
    void aFlowNetworkOnATorus() {
        Scenario s = valid(machine(FLOW, RING4));
        assertEquals("flow alpha=1us link_bandwidth=1ns/B injection_bandwidth=1ns/B gamma=0ps/B, torus 4 (4 nodes), "
                + "50ns per hop, block placement", s.machine().describe());
        assertInstanceOf(FlowModel.class, s.machine().buildNetwork(4, s.seed()).interNode());
    }

    @Test
    void flowNeedsATopology() {
        assertEquals(List.of("error: s.json: $.machine.topology: expected a \"topology\" beside a \"flow\" network (flows are "
                + "routed over its links), found no \"topology\" in the machine"), errors(machine(FLOW, null)));
    }

    @Test
    void aFlowNetworkOnADragonfly() {
        Scenario s = valid(machine(FLOW, DRAGONFLY));
        assertEquals("flow alpha=1us link_bandwidth=1ns/B injection_bandwidth=1ns/B gamma=0ps/B, dragonfly a=2 p=1 h=1 "
                + "(3 groups, 6 nodes), 50ns per hop, block placement", s.machine().describe());
        assertInstanceOf(FlowModel.class, s.machine().buildNetwork(4, s.seed()).interNode());
    }

    /**
     * Every rank r of 6 sends 1000 B to r + 2 on a dragonfly a=2 p=1 h=1 (groups {0,1} {2,3} {4,5}, one
     * node per router, global links 0-2, 1-4 and 3-5; every link 1 GB/s, 50ns per hop). Each global link
     * carries two flows one way: 0->2 and 1->3 (through 1->0, 0->2, 2->3) share 0->2, 2->4 and 3->5 share
     * 3->5, 4->0 and 5->1 share 4->1; so every flow moves at half rate, done at 1us + 2 x 1us, and the
     * last arrivals (1->3 and 2->4, 5 hops) come 250ns later: 3.25us. Alone, each would be done at 2us.
     */
    @Test
    void twoFlowsShareEachGlobalLinkAtHalfRate() {
        String json = """
                {"name": "t", "seed": 1,
                 "machine": {"network": %s, "topology": %s},
                 "program": {"ranks": [6], "body": [
                   {"irecv": {"peer": "(rank + size - 2) %% size", "bytes": 1000, "req": "in"}},
                   {"isend": {"peer": "(rank + 2) %% size", "bytes": 1000, "req": "out"}},
                   {"waitall": ["in", "out"]}]}}
                """.formatted(FLOW, DRAGONFLY);
        assertEquals(3_250_000, ScenarioRunner.run(valid(json)).get(0).timePs());
    }

    /**
     * The same shift on a dragonfly a=2 p=1 h=2 with 3 groups instead of 5: each group's 4 global ports
     * (ports 0, 1 on router 0, 2, 3 on router 1) list its other two groups twice, so every pair of groups
     * has 2 links, router i of each group joined to router i of the others (0-2 1-3 0-4 1-5 2-4 3-5). Every
     * flow r -> r+2 has a global link of its own (up, global, down: 3 hops): alone on its links, done at
     * 1us + 1000 B x 1ns/B + 3 x 50ns = 2.15us.
     */
    @Test
    void aDragonflyWithFewerGroupsCarriesTheShiftOnParallelLinks() {
        String topology = "{\"type\": \"dragonfly\", \"a\": 2, \"p\": 1, \"h\": 2, \"groups\": 3, \"per_hop\": \"50ns\"}";
        String json = """
                {"name": "t", "seed": 1,
                 "machine": {"network": %s, "topology": %s},
                 "program": {"ranks": [6], "body": [
                   {"irecv": {"peer": "(rank + size - 2) %% size", "bytes": 1000, "req": "in"}},
                   {"isend": {"peer": "(rank + 2) %% size", "bytes": 1000, "req": "out"}},
                   {"waitall": ["in", "out"]}]}}
                """.formatted(FLOW, topology);
        assertEquals(2_150_000, ScenarioRunner.run(valid(json)).get(0).timePs());
    }

    @Test
    void badDragonflyGroupsAreReportedAtTheirField() {
        String base = "{\"type\": \"dragonfly\", \"a\": 2, \"p\": 1, \"h\": 2, \"per_hop\": \"50ns\", \"groups\": %s}";
        assertEquals(List.of("error: s.json: $.machine.topology.groups: expected the number of groups (an integer from 2 to 5), "
                + "found 1"), errors(machine(FLOW, base.formatted("1"))));
        assertEquals(List.of("error: s.json: $.machine.topology.groups: expected the number of groups (an integer from 2 to 5), "
                + "found 6"), errors(machine(FLOW, base.formatted("6"))));
        assertEquals(List.of("error: s.json: $.machine.topology.groups: expected the number of groups (an integer from 2 to 5), "
                + "found \"many\""), errors(machine(FLOW, base.formatted("\"many\""))));
        // one router a group with 2 global ports and 2 groups: both links would join the same two routers
        assertEquals(List.of("error: s.json: $.machine.topology: expected a topology within the generator's limits (at most "
                + "16777216 nodes), found dragonfly a=1 p=1 h=2 groups=2 cannot cable the 2 global links between groups 0 and 1 "
                + "without joining two routers twice (a topology is a simple graph): give fewer global links per router (h) or "
                + "more groups"), errors(machine(FLOW, base.formatted("2").replace("\"a\": 2", "\"a\": 1"))));
    }

    /** The topology's own error, alone: no second complaint that the flow network lacks a topology. */
    @Test
    void aBadDragonflyUnderFlowIsReportedAtItsField() {
        assertEquals(List.of("error: s.json: $.machine.topology.h: expected the global links per router (an integer from 1 "
                + "to 4096), found 0"), errors(machine(FLOW, DRAGONFLY.replace("\"h\": 1", "\"h\": 0"))));
    }

    @Test
    void flowIsNotAnIntraNodeModel() {
        List<String> lines = errors(edit(r -> {
            set(obj(r, "machine"), "network", FLOW);
            set(obj(r, "machine"), "topology", RING4);
            set(obj(r, "machine"), "ranks_per_node", "2");
            set(obj(r, "machine"), "intra_node", FLOW);
            set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
        }));
        assertEquals(List.of("error: s.json: $.machine.intra_node.model: expected \"hockney\" or \"loggp\" (flow prices "
                + "messages between nodes only), found \"flow\""), lines);
    }

    /** 25GiB/s (5^10 ps per 2^18 B) runs with a smaller share divisor; two primes of about 10^6 ps per byte cannot. */
    @Test
    void largeNumeratorBandwidthsRunAndOnlyCostsBeyondExactSharesAreRefused() {
        valid(machine(FLOW.replace("\"link_bandwidth\": \"1GB/s\"", "\"link_bandwidth\": \"25GiB/s\""), RING4));
        List<String> lines = errors(machine(FLOW.replace("\"1GB/s\"", "\"1000003ps/B\"").replace("\"injection_bandwidth\": \"1000003ps/B\"",
                "\"injection_bandwidth\": \"2000003ps/B\""), RING4));
        assertEquals(List.of("error: s.json: $.machine.network: expected flow bandwidths whose exact shares fit in 2^40 units, found "
                + "flow link and injection bandwidths 2000003ps/B, 1000003ps/B: too precise for exact shares (the lcm of their "
                + "picoseconds per byte, and every link's units per ps, must stay below 2^40)"), lines);
    }

    /** Each of a node's NICs has its injection and ejection link (docs/MODELS.md, Nodes): ranks 0 and 1 of node 0 use their own with two. */
    @Test
    void aFlowNodeMayHaveSeveralNics() {
        for (int nics = 1; nics <= 2; nics++) {
            int perNode = nics;
            Scenario s = valid(edit(r -> {
                set(obj(r, "machine"), "network", FLOW);
                set(obj(r, "machine"), "topology", RING4);
                set(obj(r, "machine"), "ranks_per_node", "2");
                set(obj(r, "machine"), "nics_per_node", Integer.toString(perNode));
                set(ScenarioFixtures.benchmark(r), "ranks", "[4]");
            }));
            FlowModel model = (FlowModel) s.machine().buildNetwork(4, s.seed()).interNode();
            String first = model.linkName(model.route(0, 2, 0, s.seed())[0]);
            String second = model.linkName(model.route(1, 2, 0, s.seed())[0]);
            assertEquals(nics == 1 ? List.of("injection 0", "injection 0") : List.of("injection 0.0", "injection 0.1"),
                    List.of(first, second));
        }
    }

    @Test
    void bandwidthsMustBeFinite() {
        List<String> lines = errors(machine(FLOW.replace("\"link_bandwidth\": \"1GB/s\"", "\"link_bandwidth\": \"0ps/B\""),
                RING4));
        assertEquals(List.of("error: s.json: $.machine.network: expected valid flow parameters, found flow link and injection "
                + "bandwidths must be finite (more than 0ps/B), found 0ps/B and 1ns/B"), lines);
    }

    /**
     * Binomial bcast of 1000 B from rank 0 on a ring of 8 (alpha = 0.5us, every link 1 GB/s, 50ns per hop).
     * Rank 0 issues its sends to 4, 2 and 1 together: the three flows begin at 0.5us and share 0's
     * injection link and link 0->1 at a third each: done at 3.5us, arriving 4, 2 and 1 hops later. Rank
     * 4 (3.7us) sends to 6 and 5 at half rate each: 4->6 is done at 4.2 + 2 = 6.2us and arrives 6.3us;
     * rank 6 sends to 7, which begins at 6.8us and arrives at 7.8 + 0.05 = 7.85us, the last (2->3 arrives
     * at 5.15us). Contention-free (hockney, alpha 0.5us) the root's three transfers alone would take 4.5us.
     */
    @Test
    void binomialBcastSharesTheRootsLinks() {
        String json = """
                {"name": "t", "seed": 1,
                 "machine": {"network": %s, "topology": %s},
                 "benchmark": {"collectives": ["bcast"], "algorithms": ["binomial"], "ranks": [8], "bytes": [1000]}}
                """.formatted(FLOW.replace("\"1us\"", "\"500ns\""), RING4.replace("[4]", "[8]"));
        assertEquals(7_850_000, ScenarioRunner.run(valid(json)).get(0).timePs());
    }
}
