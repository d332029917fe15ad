package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.Stream;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class TorusTopologyTest {
    static Stream<int[]> shapes() {
        return Stream.of(new int[] {1}, new int[] {2}, new int[] {3}, new int[] {7}, new int[] {2, 2},
                new int[] {4, 3}, new int[] {1, 4}, new int[] {3, 3, 3}, new int[] {2, 3, 4}, new int[] {4, 4, 4});
    }

    @ParameterizedTest
    @MethodSource("shapes")
    void countsDegreesAndHopsMatchJGraphT(int[] dims) {
        TorusTopology t = new TorusTopology(dims);
        Graph<Integer, DefaultEdge> g = TopologyChecks.assertMatchesJGraphT(t);
        int degree = 0;
        for (int d : dims) {
            degree += d >= 3 ? 2 : d - 1;
        }
        TopologyChecks.assertDegrees(t, g, degree, -1);
    }

    @Test
    void anEightCubedTorusHas512NodesAnd1536LinksAndDiameter12() {
        TorusTopology t = new TorusTopology(8, 8, 8);
        assertEquals(512, t.nodeCount());
        assertEquals(1536, t.edgeCount());
        assertEquals(12, t.diameterHops());
        // node 0 = (0,0,0), node 7 = (7,0,0) wraps around: 1 hop; node 4 + 8*4 + 64*4 = (4,4,4): 12 hops
        assertEquals(1, t.hops(0, 7));
        assertEquals(12, t.hops(0, 4 + 8 * 4 + 64 * 4));
    }

    @Test
    void badDimsNameTheBadValue() {
        assertEquals("torus dims must name at least one dimension, found []",
                assertThrows(IllegalArgumentException.class, TorusTopology::new).getMessage());
        assertEquals("torus dims[1] must be at least 1, found 0",
                assertThrows(IllegalArgumentException.class, () -> new TorusTopology(4, 0)).getMessage());
        assertEquals("torus 4096x4096x2 has more than 16777216 nodes",
                assertThrows(IllegalArgumentException.class, () -> new TorusTopology(4096, 4096, 2)).getMessage());
    }
}
