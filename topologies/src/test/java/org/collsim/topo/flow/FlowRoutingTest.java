package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;
import org.junit.jupiter.api.Test;

/** Routes are as long as the hop counts, stay inside the link ids and never cross a link twice. */
class FlowRoutingTest {
    @Test
    void everyRouteHasTheHopCountOfItsPair() {
        for (Topology t : new Topology[] {new TorusTopology(8), new TorusTopology(4, 4), new TorusTopology(3, 2, 5),
                new FatTreeTopology(4, 1), new FatTreeTopology(4, 2), new FatTreeTopology(4, 3), new FatTreeTopology(6, 2)}) {
            Routing routing = Routing.of(t);
            int[] route = new int[routing.maxRouteLinks()];
            for (int a = 0; a < t.nodeCount(); a++) {
                for (int b = 0; b < t.nodeCount(); b++) {
                    int length = routing.route(a, b, route);
                    assertEquals(t.hops(a, b), length, t.describe() + " " + a + "->" + b);
                    Set<Integer> seen = new HashSet<>();
                    for (int i = 0; i < length; i++) {
                        assertTrue(route[i] >= 0 && route[i] < routing.linkCount(), t.describe() + " link " + route[i]);
                        assertTrue(seen.add(route[i]), t.describe() + " " + a + "->" + b + " crosses link " + route[i] + " twice");
                    }
                }
            }
        }
    }

    @Test
    void torusRoutesDimensionZeroFirstTheShortWayPositiveOnTies() {
        Routing routing = Routing.of(new TorusTopology(4, 4));
        int[] route = new int[4];
        // (0,0) -> (2,3): dimension 0 two steps + (tie) from nodes 0 and 1, then dimension 1 one step - from node 2
        assertEquals(3, routing.route(0, 14, route));
        assertArrayEquals(new int[] {2 * (0 * 2), 2 * (1 * 2), 2 * (2 * 2 + 1) + 1}, java.util.Arrays.copyOf(route, 3));
    }

    @Test
    void fatTreeUpPortFollowsTheDestination() {
        Routing routing = Routing.of(new FatTreeTopology(4, 2)); // 8 nodes, 4 edge switches of 2, 2 spines
        int[] toTwo = new int[4];
        int[] toThree = new int[4];
        int[] toFour = new int[4];
        routing.route(0, 2, toTwo);
        routing.route(1, 3, toThree);
        routing.route(1, 4, toFour);
        assertTrue(toTwo[1] != toThree[1], "0->2 and 1->3 leave edge switch 0 on different up-ports");
        assertEquals(toTwo[1], toFour[1], "0->2 and 1->4 leave edge switch 0 on the same up-port (destination even)");
    }

    @Test
    void dragonflyIsNotRouted() {
        assertThrows(IllegalArgumentException.class, () -> Routing.of(new DragonflyTopology(2, 1, 1)));
    }
}
