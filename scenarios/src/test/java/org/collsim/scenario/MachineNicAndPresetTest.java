package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.obj;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

class MachineNicAndPresetTest {
    private static final String PING = """
            {"name": "ping", "seed": 1, "machine": %s,
             "benchmark": {"collectives": ["bcast"], "algorithms": ["binomial"], "ranks": [2], "bytes": [%d]}}
            """;

    private static long pingPs(String machine, long bytes) {
        Scenario s = LayerRunTest.load(PING.formatted(machine, bytes));
        List<ResultRecord> records = ScenarioRunner.run(s);
        return records.get(0).timePs();
    }

    @Test
    void presetsReproduceTheirPublishedOneWayLatencies() {
        // Elan4: host 100 + NIC 150 + wire 900 + NIC 150 + one entry 25 = 1325 ns
        assertEquals(1_325_000, pingPs("{\"preset\": \"quadrics-qsnet2\"}", 0));
        // SeaStar: host 500 + NIC 1500 + wire 2500 + NIC 1500 + one entry 100 = 6100 ns
        assertEquals(6_100_000, pingPs("{\"preset\": \"cray-xt3-seastar\"}", 0));
        // 1 MiB on SeaStar goes by rendezvous at about 1.1 GB/s
        long mib = pingPs("{\"preset\": \"cray-xt3-seastar\"}", 1 << 20);
        assertTrue(mib > (1L << 20) * 900 && mib < (1L << 20) * 900 + 20_000_000L, Long.toString(mib));
    }

    /**
     * infiniband-ndr: ranks 0 and 1 on nodes 0 and 1 of one leaf (2 hops), a flow alone at 400 Gb/s =
     * 50 GB/s = 20 ps/B: alpha 1us + 2 x 100ns + n x 20 ps. A topology field overridden alone keeps the
     * others: per_hop 50ns gives 1.1us. With 2 ranks per node (block placement) both ranks are on node 0:
     * its injection and ejection links only, 0 hops, alpha + n x 20 ps.
     */
    /**
     * The older presets carry their machines' topologies with per_hop 0 (the calibrated latency holds);
     * a per_hop of 50ns adds the hops between nodes 0 and 1: 2 on the QsNetII fat tree (one edge switch),
     * 1 on the XT3 torus (neighbours in dimension 0).
     */
    @Test
    void theOlderPresetsCarryTheirTopologiesAtNoExtraLatency() {
        assertEquals(1_325_000 + 2 * 50_000, pingPs("{\"preset\": \"quadrics-qsnet2\", \"topology\": {\"per_hop\": \"50ns\"}}", 0));
        assertEquals(6_100_000 + 50_000, pingPs("{\"preset\": \"cray-xt3-seastar\", \"topology\": {\"per_hop\": \"50ns\"}}", 0));
    }

    /** cray-xt3-seastar is Red Storm's compute partition, a 27 x 16 x 24 torus: 10,368 nodes, one rank each. */
    @Test
    void theXt3PresetHoldsRedStormsComputePartition() {
        String json = PING.formatted("{\"preset\": \"cray-xt3-seastar\"}", 0).replace("\"ranks\": [2]", "\"ranks\": [10369]");
        ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(ScenarioException.class,
                () -> ScenarioLoader.standard().parse(json, "p.json"));
        assertTrue(e.getMessage().contains("$.benchmark.ranks[0]") && e.getMessage().contains("at most 10368"), e.getMessage());
    }

    /**
     * hpe-slingshot11 is Frontier's compute partition: 74 groups of 32 routers with 16 NICs each, 74 x 32 x 16
     * = 37,888 nodes (one NIC each), one rank each unless ranks_per_node says more; "groups" overrides alone.
     */
    @Test
    void theSlingshotPresetHoldsFrontiersComputePartition() {
        Scenario s = LayerRunTest.load(PING.formatted("{\"preset\": \"hpe-slingshot11\"}", 0));
        assertTrue(s.machine().describe().contains("dragonfly a=32 p=16 h=9 (74 groups, 37888 nodes)"), s.machine().describe());
        String json = PING.formatted("{\"preset\": \"hpe-slingshot11\"}", 0).replace("\"ranks\": [2]", "\"ranks\": [37889]");
        ScenarioException e = org.junit.jupiter.api.Assertions.assertThrows(ScenarioException.class,
                () -> ScenarioLoader.standard().parse(json, "p.json"));
        assertTrue(e.getMessage().contains("$.benchmark.ranks[0]") && e.getMessage().contains("at most 37888"), e.getMessage());
        Scenario today = LayerRunTest.load(PING.formatted("{\"preset\": \"hpe-slingshot11\", \"topology\": {\"groups\": 77}}", 0));
        assertTrue(today.machine().describe().contains("dragonfly a=32 p=16 h=9 (77 groups, 39424 nodes)"), today.machine().describe());
    }

    /**
     * hpe-slingshot11: nodes 0 and 1 share a router (2 hops), 200 Gb/s = 40 ps/B: 2us + 2 x 300ns + n x 40 ps.
     * nvlink-h100-node: a crossbar at 450 GB/s = 20/9 ps/B, 0ns per hop: 2us + ceil(n x 20 / 9) ps, for
     * 1 MiB ceil(20971520 / 9) = 2330169 ps.
     */
    @Test
    void theSlingshotAndNvlinkPresetsFollowTheirBandwidths() {
        assertEquals(2_600_000, pingPs("{\"preset\": \"hpe-slingshot11\"}", 0));
        assertEquals(2_600_000 + (1L << 20) * 40, pingPs("{\"preset\": \"hpe-slingshot11\"}", 1 << 20));
        assertEquals(2_000_000 + 2_330_169, pingPs("{\"preset\": \"nvlink-h100-node\"}", 1 << 20));
    }

    @Test
    void theInfinibandPresetIsAFlowLeafSpineWhoseTopologyFieldsOverrideOneByOne() {
        assertEquals(1_200_000, pingPs("{\"preset\": \"infiniband-ndr\"}", 0));
        assertEquals(1_200_000 + (1L << 20) * 20, pingPs("{\"preset\": \"infiniband-ndr\"}", 1 << 20));
        assertEquals(1_100_000, pingPs("{\"preset\": \"infiniband-ndr\", \"topology\": {\"per_hop\": \"50ns\"}}", 0));
        assertEquals(1_000_000 + 1000 * 20, pingPs("{\"preset\": \"infiniband-ndr\", \"ranks_per_node\": 2}", 1000));
    }

    @Test
    void scenarioFieldsOverrideThePreset() {
        long offload = pingPs("{\"preset\": \"quadrics-qsnet2\"}", 0);
        long faster = pingPs("{\"preset\": \"quadrics-qsnet2\", \"network\": {\"alpha\": \"400ns\"}}", 0);
        assertEquals(500_000, offload - faster);
        Scenario s = LayerRunTest.load(PING.formatted("{\"preset\": \"quadrics-qsnet2\", \"nic\": {\"type\": \"host\"}}", 0));
        assertEquals(DeviceModel.NicKind.HOST_DRIVEN, s.machine().nic().orElseThrow().nic());
        assertEquals(16 * 1024, s.machine().nic().orElseThrow().eagerLimitBytes(), "other nic fields kept");
    }

    @Test
    void nicErrorsNameThePath() {
        List<String> e = errors(edit(r -> set(obj(r, "machine"), "nic", "{\"type\": \"ofload\", \"eager_limt\": 10}")));
        assertTrue(e.stream().anyMatch(l -> l.contains("$.machine.nic.type: expected one of \"host\" or \"offload\", found \"ofload\" (did you mean \"offload\"?)")), e.toString());
        assertTrue(e.stream().anyMatch(l -> l.contains("$.machine.nic.eager_limt") && l.contains("did you mean \"eager_limit\"")), e.toString());
        List<String> order = errors(edit(r -> set(obj(r, "machine"), "nic",
                "{\"type\": \"host\", \"eager_short_limit\": 100, \"eager_limit\": 10}")));
        assertTrue(order.get(0).contains("$.machine.nic: expected a consistent nic"), order.toString());
        List<String> gather = errors(edit(r -> set(obj(r, "machine"), "nic", "{\"type\": \"host\", \"gather_send\": true}")));
        assertTrue(gather.get(0).contains("$.machine.nic.gather_send: expected false on a host-driven NIC"), gather.toString());
        List<String> flag = errors(edit(r -> set(obj(r, "machine"), "nic", "{\"type\": \"offload\", \"gather_send\": \"yes\"}")));
        assertTrue(flag.get(0).contains("$.machine.nic.gather_send: expected true or false"), flag.toString());
        List<String> unit = errors(edit(r -> set(obj(r, "machine"), "nic", "{\"type\": \"host\", \"host_send\": 5}")));
        assertTrue(unit.get(0).contains("$.machine.nic.host_send: expected a duration"), unit.toString());
        List<String> preset = errors(edit(r -> set(obj(r, "machine"), "preset", "\"cray-xt4\"")));
        assertTrue(preset.get(0).contains("$.machine.preset: expected a machine preset: \"quadrics-qsnet2\", \"cray-xt3-seastar\", \"infiniband-ndr\", \"hpe-slingshot11\" or \"nvlink-h100-node\""),
                preset.toString());
    }
}
