package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DragonflyTopologyTest {
    @ParameterizedTest
    @CsvSource({"1,1,1", "1,2,3", "2,1,1", "2,2,2", "4,2,2", "3,1,4"})
    void countsDegreesAndHopsMatchJGraphT(int a, int p, int h) {
        DragonflyTopology t = new DragonflyTopology(a, p, h);
        Graph<Integer, DefaultEdge> g = TopologyChecks.assertMatchesJGraphT(t);
        assertEquals(a * h + 1, t.groups());
        assertEquals(t.groups() * a * p, t.nodeCount());
        TopologyChecks.assertDegrees(t, g, 1, p + (a - 1) + h);
        assertTrue(t.diameterHops() <= 2 + 3, "minimal routes take at most local, global, local");
    }

    @Test
    void badArgumentsNameTheBadValue() {
        assertEquals("dragonfly p (nodes per router) must be at least 1, found 0",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(4, 0, 2)).getMessage());
        assertEquals("dragonfly a=32 p=1 h=16 has 16416 routers and 16416 nodes; at most 4096 routers and "
                        + "16777216 nodes are supported",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(32, 1, 16)).getMessage());
    }
}
