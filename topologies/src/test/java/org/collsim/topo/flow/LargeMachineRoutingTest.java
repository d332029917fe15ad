package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;
import org.junit.jupiter.api.Test;

/**
 * Machines of about 10^5 nodes under {@code flow}: the model is built and routes random pairs without
 * any all-pairs table (10^10 entries would not fit), each route with its pair's hop count plus the
 * injection and ejection links. What the model keeps is per link (capacities, per-link lists).
 */
class LargeMachineRoutingTest {
    private static final FlowParameters PARAMS = new FlowParameters(1_000_000, 100, 50, 0);

    private static void routesRandomPairs(Topology t, RoutingPolicy policy) {
        int nodes = t.nodeCount();
        FlowModel model = new FlowModel(PARAMS, t, policy, Placement.BLOCK.place(nodes, 1, nodes, null), 50_000);
        Random random = new Random(11);
        for (int i = 0; i < 1000; i++) {
            int a = random.nextInt(nodes);
            int b = random.nextInt(nodes);
            assertEquals(a == b ? 2 : t.hops(a, b) + 2, model.route(a, b, i, 1).length, t.describe() + " " + a + " -> " + b);
        }
    }

    @Test
    void aFatTreeOf101306Nodes() {
        FatTreeTopology tree = new FatTreeTopology(74, 3); // 2 x 37^3 nodes
        assertEquals(101_306, tree.nodeCount());
        routesRandomPairs(tree, RoutingPolicy.MINIMAL);
        routesRandomPairs(tree, RoutingPolicy.HASH);
    }

    @Test
    void aTorusOf103823Nodes() {
        TorusTopology torus = new TorusTopology(47, 47, 47);
        assertEquals(103_823, torus.nodeCount());
        routesRandomPairs(torus, RoutingPolicy.MINIMAL);
    }
}
