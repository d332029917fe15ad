package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The direction of the differences the topology and placement examples show, from the machine's
 * parameters: 64 ranks, allreduce under flow with alpha = 1us, 10 GB/s links and NICs (100 ps/B),
 * gamma = 100 ps/B, 50ns per hop (examples/topology-*.json, examples/placement-*.json).
 */
class TopologyComparisonTest {
    private static final long MIB = 1 << 20;
    private static final long BETA_PS = 100;

    /** The time of one allreduce on {@code topology} with {@code ranksPerNode} ranks per node. */
    private static long allreducePs(String topology, int ranksPerNode, String algorithm, long bytes) {
        String json = """
                {"name": "t", "seed": 1,
                 "machine": {"network": {"model": "flow", "alpha": "1us", "link_bandwidth": "10GB/s",
                   "injection_bandwidth": "10GB/s", "gamma": "100ps/B"}, "ranks_per_node": %d, "topology": %s},
                 "benchmark": {"collectives": ["allreduce"], "algorithms": ["%s"], "ranks": [64], "bytes": [%d]}}
                """.formatted(ranksPerNode, topology, algorithm, bytes);
        try {
            return ScenarioRunner.run(ScenarioLoader.standard().parse(json, "t.json")).get(0).timePs();
        } catch (ScenarioException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }

    private static String leafSpine(String ratio, String placement) {
        return "{\"type\": \"fat_tree\", \"k\": 16, \"levels\": 2, \"oversubscription\": [\"" + ratio + "\"], "
                + "\"per_hop\": \"50ns\", \"placement\": \"" + placement + "\"}";
    }

    /**
     * 2:1 against 1:1 on the same leaf-spine (same routes and hops): ring at 1 MiB sends 16 KiB chunks,
     * and a chunk crossing a leaf boundary now takes 16384 x 100 ps longer, which delays the ring by at
     * least that; recursive doubling at 64 B has 6 steps whose flows take at most 64 x 100 ps longer each.
     */
    @Test
    void oversubscriptionSlowsTheBandwidthBoundRingNotTheLatencyBoundRecursiveDoubling() {
        long ringFull = allreducePs(leafSpine("1:1", "block"), 1, "ring", MIB);
        long ringHalf = allreducePs(leafSpine("2:1", "block"), 1, "ring", MIB);
        assertTrue(ringHalf - ringFull >= MIB / 64 * BETA_PS, ringFull + " -> " + ringHalf);
        long rdFull = allreducePs(leafSpine("1:1", "block"), 1, "recursive_doubling", 64);
        long rdHalf = allreducePs(leafSpine("2:1", "block"), 1, "recursive_doubling", 64);
        assertTrue(rdHalf >= rdFull && rdHalf - rdFull <= 6 * 64 * BETA_PS, rdFull + " -> " + rdHalf);
    }

    /**
     * A crossbar shares no link between different node pairs, so recursive doubling at 1 MiB (every
     * rank's whole vector to a partner 2^k away) is contention-free there, while on a 4x4x4 torus the
     * partners 4, 8, 16 and 32 ranks away route several flows over one link, which more than pays back
     * the torus's at most 4 extra hops per step (6 steps x 4 x 50ns = 1.2us).
     */
    @Test
    void partnersFarApartShareTorusLinksButNotACrossbar() {
        long crossbar = allreducePs("{\"type\": \"crossbar\", \"nodes\": 64, \"per_hop\": \"50ns\"}", 1,
                "recursive_doubling", MIB);
        long torus = allreducePs("{\"type\": \"torus\", \"dims\": [4, 4, 4], \"per_hop\": \"50ns\"}", 1,
                "recursive_doubling", MIB);
        assertTrue(torus > crossbar + 1_200_000, crossbar + " vs " + torus);
    }

    /**
     * Ring at 1 MiB with 2 ranks per node on the 2:1 leaf-spine: block keeps ranks 2i and 2i+1 on node
     * i (half of the ring's messages never leave a node, one flow per leaf boundary crosses an uplink);
     * round-robin puts rank r on node r mod 32 (every message leaves its node, two flows cross each leaf
     * boundary); random spreads ring neighbours over all 16 leaves.
     */
    @Test
    void blockBeatsRoundRobinWhichBeatsRandomForTheRing() {
        long block = allreducePs(leafSpine("2:1", "block"), 2, "ring", MIB);
        long roundRobin = allreducePs(leafSpine("2:1", "round_robin"), 2, "ring", MIB);
        long random = allreducePs(leafSpine("2:1", "random"), 2, "ring", MIB);
        assertTrue(block < roundRobin && roundRobin < random, block + " < " + roundRobin + " < " + random);
    }
}
