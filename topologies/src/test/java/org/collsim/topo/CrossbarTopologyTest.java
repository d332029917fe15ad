package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;

/** A crossbar is a star: n nodes of degree 1 around one switch of degree n, 2 hops between different nodes. */
class CrossbarTopologyTest {
    @Test
    void aCrossbarIsAStarOfNodesAroundOneSwitch() {
        for (int n : new int[] {1, 2, 7, 16}) {
            CrossbarTopology t = new CrossbarTopology(n);
            Graph<Integer, DefaultEdge> g = TopologyChecks.assertMatchesJGraphT(t);
            TopologyChecks.assertDegrees(t, g, 1, n);
            assertEquals(n, t.edgeCount());
            assertEquals(n > 1 ? 2 : 0, t.diameterHops());
        }
    }

    @Test
    void aCrossbarNeedsAtLeastOneNode() {
        assertEquals("crossbar nodes must be between 1 and 16777216, found 0",
                assertThrows(IllegalArgumentException.class, () -> new CrossbarTopology(0)).getMessage());
    }
}
