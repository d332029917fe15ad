package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FatTreeTopologyTest {
    @ParameterizedTest
    @CsvSource({"2,1", "2,3", "4,1", "4,2", "4,3", "6,2", "6,3", "4,4"})
    void countsDegreesAndHopsMatchJGraphT(int k, int levels) {
        FatTreeTopology t = new FatTreeTopology(k, levels);
        Graph<Integer, DefaultEdge> g = TopologyChecks.assertMatchesJGraphT(t);
        TopologyChecks.assertDegrees(t, g, 1, k);
        int h = k / 2;
        assertEquals(2 * (int) Math.pow(h, levels), t.nodeCount());
        assertEquals((int) Math.pow(h, levels - 1), t.switchesAtLevel(levels));
    }

    @Test
    void threeLevelsAreAlFaresKAryFatTree() {
        FatTreeTopology t = new FatTreeTopology(4, 3);
        assertEquals(16, t.nodeCount()); // k^3/4 hosts
        assertEquals(16 + 8 + 8 + 4, t.vertexCount()); // k^2/2 edge, k^2/2 aggregation, k^2/4 core switches
        assertEquals(48, t.edgeCount());
        assertEquals(2, t.hops(0, 1)); // one edge switch
        assertEquals(4, t.hops(0, 2)); // one pod
        assertEquals(6, t.hops(0, 4)); // through the core
    }

    @Test
    void badArgumentsNameTheBadValue() {
        assertEquals("fat_tree k (ports per switch) must be an even number >= 2, found 5",
                assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology(5, 3)).getMessage());
        assertEquals("fat_tree levels must be at least 1, found 0",
                assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology(4, 0)).getMessage());
        assertEquals("fat_tree k=64 levels=5 has more than 16777216 nodes",
                assertThrows(IllegalArgumentException.class, () -> new FatTreeTopology(64, 5)).getMessage());
    }
}
