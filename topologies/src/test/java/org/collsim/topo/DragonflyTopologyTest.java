package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
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

    /** Fewer groups than a*h+1: hops against BFS, a simple connected graph, floor or ceil of a*h/(groups-1) links a pair. */
    @ParameterizedTest
    @CsvSource({"2,1,3,5", "3,2,2,4", "2,1,2,2", "2,2,2,3", "4,1,4,3", "1,1,3,3", "4,1,2,6", "3,1,3,4", "5,1,3,7"})
    void fewerGroupsSpreadTheGlobalLinksEvenly(int a, int p, int h, int groups) {
        DragonflyTopology t = new DragonflyTopology(a, p, h, groups, Optional.empty());
        TopologyChecks.assertMatchesJGraphT(t);
        int perPair = a * h / (groups - 1);
        long wired = 0;
        for (int g1 = 0; g1 < groups; g1++) {
            for (int g2 = 0; g2 < groups; g2++) {
                if (g1 != g2) {
                    int links = t.linksBetween(g1, g2);
                    assertTrue(links == perPair || links == perPair + 1, t.describe() + ": " + links + " links " + g1 + "-" + g2);
                    assertEquals(links, t.linksBetween(g2, g1));
                    wired += links;
                }
            }
        }
        // every port wired but one a group when a*h mod (groups-1) is odd
        assertEquals((long) groups * (a * h - a * h % (groups - 1) % 2), wired);
    }

    /**
     * a=2, h=3, groups=5 by hand: P=6 ports a group (ports 0-2 on router 0, 3-5 on router 1), q = 6 div 4 = 1,
     * r = 2, so the groups one apart round the ring of 5 have 2 links, the others 1. Group G lists its
     * other groups from G-1: group 0 [4,1,2,3] (ports 0-3, then ports 4, 5 to its extras 4 and 1), group 1
     * [0,2,3,4], group 2 [1,3,4,0], group 3 [2,4,0,1], group 4 [3,0,1,2]. The pair 0-1: group 0's ports 1
     * (router 0) and 5 (router 1), group 1's ports 0 and 4 (routers 0 and 1): router 0 of group 0 takes
     * router 0 of group 1, router 1 router 1. Routers numbered 2G + i.
     */
    @Test
    void aSmallDragonflyWithTwoLinksBetweenNeighbourGroupsIsWiredAsTheRuleSays() {
        DragonflyTopology t = new DragonflyTopology(2, 1, 3, 5, Optional.empty());
        Set<List<Integer>> expected = Set.of(List.of(0, 2), List.of(1, 3), List.of(0, 5), List.of(1, 6), List.of(0, 8),
                List.of(1, 9), List.of(2, 4), List.of(3, 5), List.of(2, 7), List.of(3, 8), List.of(4, 6), List.of(5, 7),
                List.of(4, 9), List.of(6, 8), List.of(7, 9));
        assertEquals(new TreeSet<>(expected.stream().map(Object::toString).toList()),
                new TreeSet<>(globalLinks(t).stream().map(Object::toString).toList()));
        for (int router = 0; router < t.routers(); router++) {
            for (int k = 0; k < 3; k++) {
                assertTrue(t.globalTarget(router, k) >= 0, "every port wired: router " + router + " port " + k);
            }
        }
        assertEquals(2, t.linksBetween(0, 1));
        assertEquals(2, t.linksBetween(4, 0));
        assertEquals(1, t.linksBetween(0, 2));
        assertEquals(1, t.linksBetween(3, 1));
        // router 0 (group 0) to router 4 (group 2): its own global link to group 2 lands on router 5, then local
        assertEquals(2, t.routerHops(0, 4));
        // router 1 to router 4: group 0's one link to group 2 leaves router 0 and lands on 5 (3 links that way),
        // but router 1's link to router 6 (group 3) and 6's link to 4 make 2
        assertEquals(2, t.routerHops(1, 4));
        assertEquals(0, t.detourPort(1, 4)); // router 1 holds group ports 3-5: port 3 (its port 0) leads to group 3
        assertEquals(6, t.globalTarget(1, 0));
        assertEquals(1, t.routerHops(0, 2));
        assertEquals(2 + 2, t.hops(1, 4));
    }

    /** a*h mod (groups-1) odd: a=1, h=3, groups=3 wires ports 0 and 1 of each router, one link a pair, and leaves port 2. */
    @Test
    void anOddRemainderLeavesOnePortOfEachGroupUnwired() {
        DragonflyTopology t = new DragonflyTopology(1, 1, 3, 3, Optional.empty());
        assertEquals(Set.of(List.of(0, 1), List.of(0, 2), List.of(1, 2)), Set.copyOf(globalLinks(t)));
        for (int router = 0; router < 3; router++) {
            assertEquals(-1, t.globalTarget(router, 2));
        }
        assertEquals(3 + 3, t.edgeCount());
    }

    /**
     * 10^5 nodes: a=32, p=16, h=16, 200 groups is 6,400 routers (past the 4,096 a routers^2 hop table allowed)
     * and 102,400 nodes; 512 global ports a group over 199 partners: 2 or 3 links a pair (512 = 2 x 199 + 114,
     * so each group's 114 partners at most 57 apart have 3). Nothing is kept per pair of routers or nodes:
     * hops and routes are computed when asked, and a route is as long as the hops.
     */
    @Test
    void aHundredThousandNodeDragonflyNeedsNoTablePerPair() {
        DragonflyTopology t = new DragonflyTopology(32, 16, 16, 200, Optional.empty());
        assertEquals(102_400, t.nodeCount());
        assertEquals(3, t.linksBetween(0, 57));
        assertEquals(3, t.linksBetween(0, 143));
        assertEquals(2, t.linksBetween(0, 58));
        assertEquals(2, t.linksBetween(0, 100));
        org.collsim.topo.flow.Routing routing = org.collsim.topo.flow.Routing.of(t);
        int[] route = new int[routing.maxRouteLinks()];
        java.util.SplittableRandom random = new java.util.SplittableRandom(7);
        for (int i = 0; i < 10_000; i++) {
            int a = random.nextInt(t.nodeCount());
            int b = random.nextInt(t.nodeCount());
            assertEquals(t.hops(a, b), routing.route(a, b, route), a + " -> " + b);
            assertEquals(t.hops(a, b), t.hops(b, a));
        }
    }

    @Test
    void aSizeThatWouldJoinTwoRoutersTwiceIsRefused() {
        // 2 groups of one router with 2 global ports each: both links would join routers 0 and 1
        assertEquals("dragonfly a=1 p=1 h=2 groups=2 cannot cable the 2 global links between groups 0 and 1 without joining two "
                        + "routers twice (a topology is a simple graph): give fewer global links per router (h) or more groups",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(1, 1, 2, 2, Optional.empty())).getMessage());
        assertEquals("dragonfly groups must be from 2 to a*h+1 = 9, found 10",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(4, 1, 2, 10, Optional.empty())).getMessage());
        assertEquals("dragonfly groups must be from 2 to a*h+1 = 9, found 1",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(4, 1, 2, 1, Optional.empty())).getMessage());
    }

    /** The global links as {lower router, higher router}, routers numbered from 0. */
    private static List<List<Integer>> globalLinks(DragonflyTopology t) {
        List<List<Integer>> links = new ArrayList<>();
        int nodes = t.nodeCount();
        t.generateEdges((u, v) -> {
            int r1 = u - nodes;
            int r2 = v - nodes;
            if (r1 >= 0 && r2 >= 0 && r1 / t.routersPerGroup() != r2 / t.routersPerGroup()) {
                links.add(List.of(Math.min(r1, r2), Math.max(r1, r2)));
            }
        });
        return links;
    }

    @Test
    void badArgumentsNameTheBadValue() {
        assertEquals("dragonfly p (nodes per router) must be from 1 to 16777216, found 0",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(4, 0, 2)).getMessage());
        assertEquals("dragonfly a=2048 p=1 h=16 has 67110912 routers and 67110912 nodes; at most 67108864 router ports "
                        + "(routers x (a-1+h)) and 16777216 nodes are supported",
                assertThrows(IllegalArgumentException.class, () -> new DragonflyTopology(2048, 1, 16)).getMessage());
    }
}
