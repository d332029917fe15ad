package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.GraphFilesTest;
import org.collsim.topo.Topology;
import org.collsim.topo.TopologyGraphs;
import org.collsim.topo.TorusTopology;
import org.jgrapht.Graph;
import org.jgrapht.graph.DefaultEdge;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Routes are as long as the hop counts, stay inside the link ids, never cross a link twice, and walk
 * the topology's JGraphT graph: each link is an edge, the first leaves the source, each next one
 * leaves where the previous one entered, the last enters the destination; one directed edge has one id.
 */
class FlowRoutingTest {
    static Stream<Topology> topologies() {
        return Stream.of(new CrossbarTopology(1), new CrossbarTopology(5), new TorusTopology(8), new TorusTopology(4, 4), new TorusTopology(3, 2, 5), new TorusTopology(2, 1, 3),
                new FatTreeTopology(4, 1), new FatTreeTopology(4, 2), new FatTreeTopology(4, 3), new FatTreeTopology(6, 2),
                new FatTreeTopology(2, 3), new DragonflyTopology(1, 1, 1), new DragonflyTopology(1, 2, 3),
                new DragonflyTopology(2, 1, 1), new DragonflyTopology(2, 2, 2), new DragonflyTopology(2, 1, 3),
                new DragonflyTopology(3, 1, 2), new DragonflyTopology(4, 2, 2), new DragonflyTopology(3, 1, 4),
                new DragonflyTopology(2, 1, 3, 5, Optional.empty()), new DragonflyTopology(2, 2, 2, 3, Optional.empty()),
                new DragonflyTopology(3, 1, 2, 4, Optional.empty()), new DragonflyTopology(4, 1, 4, 3, Optional.empty()),
                new DragonflyTopology(1, 1, 3, 3, Optional.empty()), new DragonflyTopology(2, 1, 2, 2, Optional.empty()),
                GraphFilesTest.dot(GraphFilesTest.TWO_RACKS));
    }

    /** Every topology with every routing policy it supports. */
    static Stream<Arguments> routings() {
        return topologies().flatMap(t -> RoutingPolicy.REGISTRY.all().stream().filter(p -> p.supports().test(t))
                .map(p -> Arguments.of(t, p)));
    }

    /**
     * Minimal and hash routes have the pair's hop count; a UGAL route is minimal or a Valiant detour (at
     * most {@code 8} links), here under a made-up load (link id mod 7 flows) so that both are taken.
     */
    @ParameterizedTest
    @MethodSource("routings")
    void everyRouteHasTheHopCountOfItsPairAndWalksTheGraph(Topology t, RoutingPolicy policy) {
        Routing routing = Routing.of(t, policy);
        Graph<Integer, DefaultEdge> graph = TopologyGraphs.toGraph(t);
        Map<List<Integer>, Integer> idOfEdge = new HashMap<>();
        int[] route = new int[routing.maxRouteLinks()];
        for (int a = 0; a < t.nodeCount(); a++) {
            for (int b = 0; b < t.nodeCount(); b++) {
                String pair = t.describe() + " " + policy.name() + " " + a + "->" + b;
                int length = routing.route(a, b, Routing.mix((long) a << 32 | b), link -> link % 7, route);
                if (policy == RoutingPolicy.UGAL) {
                    assertTrue(length >= t.hops(a, b) && length <= 8, pair);
                } else {
                    assertEquals(t.hops(a, b), length, pair);
                }
                Set<Integer> seen = new HashSet<>();
                int at = a;
                for (int i = 0; i < length; i++) {
                    int link = route[i];
                    assertTrue(link >= 0 && link < routing.linkCount(), pair + " link " + link);
                    assertTrue(seen.add(link), pair + " crosses link " + link + " twice");
                    assertEquals(at, routing.linkFrom(link), pair + ": link " + i + " leaves where the route is");
                    at = routing.linkTo(link);
                    assertTrue(graph.containsEdge(routing.linkFrom(link), at), pair + ": link " + link + " is no edge");
                    Integer other = idOfEdge.putIfAbsent(List.of(routing.linkFrom(link), at), link);
                    assertTrue(other == null || other == link, pair + ": links " + other + " and " + link + " are one edge");
                }
                assertEquals(b, at, pair + ": the route ends at the destination");
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

    /** The routers' vertices along a route: the vertex each link leaves, then the last one's target. */
    private static List<Integer> walk(Routing routing, int src, int dst) {
        int[] route = new int[routing.maxRouteLinks()];
        int length = routing.route(src, dst, route);
        List<Integer> vertices = new ArrayList<>();
        vertices.add(src);
        for (int i = 0; i < length; i++) {
            vertices.add(routing.linkTo(route[i]));
        }
        return vertices;
    }

    @Test
    void dragonflyRoutesLocalGlobalLocal() {
        // a=2 p=1 h=1: 3 groups of routers {0,1} {2,3} {4,5} (vertices 6 + r), global links 0-2, 1-4, 3-5
        Routing routing = Routing.of(new DragonflyTopology(2, 1, 1));
        assertEquals(List.of(1, 7, 6, 8, 9, 3), walk(routing, 1, 3)); // local to the gateway 0, global, local
        assertEquals(List.of(0, 6, 8, 2), walk(routing, 0, 2)); // both ends are gateways: the global link only
        assertEquals(List.of(2, 8, 9, 3), walk(routing, 2, 3)); // one group: the local link
        assertEquals(List.of(4, 10, 7, 6, 0), walk(routing, 4, 0)); // group 2's gateway to group 0 is router 4
    }

    /**
     * a=2 p=1 h=3 with 5 groups (DragonflyTopologyTest wires it by hand): routers = nodes, vertex 10 + r.
     * Groups 0 and 1 have two links, 0-2 and 1-3. 0 -> 3 and 1 -> 2 each have two 2-link candidates (the
     * link from their own router, the link onto the destination) and take number (rs + rd) mod 2 = 1, the
     * second in the pair's order (1-3): 0 -> 1 -> 3 and 1 -> 3 -> 2. Router 1 to 4 (group 2): group 0's one
     * link to group 2 is 0-5 (3 links from router 1), but router 1's link to 6 (group 3) and 6-4 make 2.
     */
    @Test
    void dragonflyPicksAmongParallelLinksAndDetoursThroughAThirdGroup() {
        Routing routing = Routing.of(new DragonflyTopology(2, 1, 3, 5, Optional.empty()));
        assertEquals(List.of(0, 10, 11, 13, 3), walk(routing, 0, 3));
        assertEquals(List.of(1, 11, 13, 12, 2), walk(routing, 1, 2));
        assertEquals(List.of(0, 10, 12, 2), walk(routing, 0, 2)); // the global link 0-2 itself
        assertEquals(List.of(1, 11, 16, 14, 4), walk(routing, 1, 4)); // through group 3
        assertEquals(List.of(0, 10, 15, 14, 4), walk(routing, 0, 4)); // group 0's link to group 2 leaves router 0
    }

    @Test
    void dragonflyTakesTheTwoGlobalLinksWhenTheyAreShorter() {
        // a=2 p=1 h=2: routers 1 (group 0) and 3 (group 1) are 3 links apart through the gateways 0 and 2,
        // but router 1's global link to group 3 lands on router 6, whose global link to group 1 lands on 3
        DragonflyTopology t = new DragonflyTopology(2, 1, 2);
        assertEquals(4, t.hops(1, 3));
        assertEquals(List.of(1, 11, 16, 13, 3), walk(Routing.of(t), 1, 3));
        assertEquals(List.of(0, 10, 12, 13, 3), walk(Routing.of(t), 0, 3)); // from the gateway: global, local
    }
}
