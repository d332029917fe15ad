package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.Placement;
import org.junit.jupiter.api.Test;

/**
 * Nodes with one or two NICs under {@code flow}, hand-computed: a crossbar of 3 nodes, 2 ranks per
 * node (block: ranks 0, 1 on node 0; 2, 3 on node 1; 4, 5 on node 2), alpha = 1us, topology links
 * 40 GB/s (25 ps/B, never the bottleneck here: two flows on one get 50 ps/B each), NIC injection and
 * ejection links 10 GB/s (100 ps/B), per_hop = 50ns (2 hops between nodes), n = 1000 B, all ready at 0.
 * The i-th rank of a node uses NIC i mod nics_per_node.
 */
class SharedNicFlowTest {
    private static final long ALPHA = 1_000_000;
    private static final long N = 1000;
    private static final long LATENCY = 2 * 50_000;
    private static final FlowParameters PARAMS = new FlowParameters(ALPHA, 25, 100, 0);

    private static long[] arrivals(int nics, int[]... messages) {
        CrossbarTopology crossbar = new CrossbarTopology(3);
        int[] nodeOfRank = Placement.BLOCK.place(6, 2, 3, null);
        FlowModel model = new FlowModel(PARAMS, crossbar, RoutingPolicy.MINIMAL, nodeOfRank, nics, LATENCY / 2);
        Network network = new Network(6, model, null, 2, nodeOfRank, null, nics);
        Simulation sim = new Simulation(1);
        long[] out = new long[messages.length];
        for (int i = 0; i < messages.length; i++) {
            int index = i;
            network.transmit(sim, messages[i][0], messages[i][1], 0, N, 0, now -> out[index] = now, new Timing());
        }
        sim.run();
        return out;
    }

    @Test
    void twoRanksOfANodeSendingOffTheNodeShareItsOneNic() {
        // ranks 0 and 1 (node 0) send to rank 2 (node 1) and rank 4 (node 2): one NIC, one injection link for
        // both, 100 ps/B x 2 = 200 ps/B each; with two NICs each has its own: 100 ps/B
        long shared = ALPHA + 200 * N + LATENCY;
        long apart = ALPHA + 100 * N + LATENCY;
        assertArrayEquals(new long[] {shared, shared}, arrivals(1, new int[] {0, 2}, new int[] {1, 4}));
        assertArrayEquals(new long[] {apart, apart}, arrivals(2, new int[] {0, 2}, new int[] {1, 4}));
    }

    @Test
    void aNodeReceivingFromTwoOthersSharesItsOneNic() {
        // rank 0 (node 0) -> rank 2 and rank 4 (node 2) -> rank 3, both on node 1: one ejection link with one
        // NIC (200 ps/B each), rank 2 on NIC 0 and rank 3 on NIC 1 with two (100 ps/B each)
        long shared = ALPHA + 200 * N + LATENCY;
        long apart = ALPHA + 100 * N + LATENCY;
        assertArrayEquals(new long[] {shared, shared}, arrivals(1, new int[] {0, 2}, new int[] {4, 3}));
        assertArrayEquals(new long[] {apart, apart}, arrivals(2, new int[] {0, 2}, new int[] {4, 3}));
    }

    @Test
    void ranksOfOneNodeMeetOnlyAtTheirNics() {
        // rank 0 -> rank 1 on node 0: injection of NIC 0 and ejection of NIC 0 (one NIC) or NIC 1 (two), no
        // topology link, no latency: 100 ps/B either way; beside 0 -> 2 it shares the injection with one NIC
        assertEquals(ALPHA + 100 * N, arrivals(1, new int[] {0, 1})[0]);
        assertArrayEquals(new long[] {ALPHA + 200 * N, ALPHA + 200 * N + LATENCY}, arrivals(1, new int[] {0, 1}, new int[] {0, 2}));
        assertArrayEquals(new long[] {ALPHA + 200 * N, ALPHA + 200 * N + LATENCY}, arrivals(2, new int[] {0, 1}, new int[] {0, 2}),
                "rank 0 sends both: its NIC 0 carries both either way");
    }
}
