package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.junit.jupiter.api.Test;

/**
 * Oversubscribed fat trees under flow, by hand: alpha = 1us, links 100 ps/B, NICs 25 ps/B, per_hop =
 * 50ns, one rank per node, n = 1000 B. A flow alone moves at its slowest link; with r_1:1 at the edge
 * and r_2:1 above, links between levels 1 and 2 take 100 r_1 ps/B and those between 2 and 3 take
 * 100 r_1 r_2 ps/B; the nodes' links keep 100 ps/B.
 */
class OversubscribedFatTreeTest {
    private static final long ALPHA = 1_000_000;
    private static final long PER_HOP = 50_000;
    private static final long N = 1000;
    private static final FlowParameters PARAMS = new FlowParameters(ALPHA, 100, 25, 0);

    private static long alone(FatTreeTopology tree, int src, int dst) {
        int nodes = tree.nodeCount();
        FlowModel model = new FlowModel(PARAMS, tree, Placement.BLOCK.place(nodes, 1, nodes, null), PER_HOP);
        Simulation sim = new Simulation(1);
        long[] arrival = new long[1];
        new Network(nodes, model).transmit(sim, src, dst, 0, N, 0, now -> arrival[0] = now, new Timing());
        sim.run();
        return arrival[0];
    }

    @Test
    void aLeafSpineOfTwoToOneHalvesTheBandwidthBetweenLeavesOnly() {
        FatTreeTopology tree = new FatTreeTopology(4, 2, new int[] {2});
        assertEquals(ALPHA + 2 * PER_HOP + 100 * N, alone(tree, 0, 1)); // one leaf: node links only
        assertEquals(ALPHA + 4 * PER_HOP + 200 * N, alone(tree, 0, 2)); // leaf up-link at 200 ps/B
        assertEquals(ALPHA + 4 * PER_HOP + 100 * N, alone(new FatTreeTopology(4, 2), 0, 2));
    }

    @Test
    void ratiosMultiplyUpTheLevels() {
        FatTreeTopology tree = new FatTreeTopology(4, 3, new int[] {2, 3}); // pods of 4 nodes, 16 nodes
        assertEquals(ALPHA + 4 * PER_HOP + 200 * N, alone(tree, 0, 2)); // up to level 2: 200 ps/B
        assertEquals(ALPHA + 6 * PER_HOP + 600 * N, alone(tree, 0, 8)); // through the top: 100 x 2 x 3
        assertEquals("fat_tree k=4 levels=3 oversubscription 2:1,3:1 (16 nodes)", tree.describe());
    }

    @Test
    void ratiosAreOnePerLevelBelowTheTopAndAtLeastOne() {
        assertEquals("fat_tree oversubscription needs one ratio per switch level below the top (2), found 1",
                assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology(4, 3, new int[] {2})).getMessage());
        assertEquals("fat_tree oversubscription ratios are r:1 with r >= 1, found 0:1",
                assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology(4, 2, new int[] {0})).getMessage());
    }
}
