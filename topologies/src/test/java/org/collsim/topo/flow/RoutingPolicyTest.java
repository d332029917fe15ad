package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import org.collsim.engine.PerByte;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.GraphFilesTest;
import org.collsim.topo.GraphTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;
import org.junit.jupiter.api.Test;

/**
 * Hand-computed flow timings under the routing policies, per-link graph attributes and a dragonfly's own
 * global bandwidth: alpha = 1us, links 10 GB/s (100 ps/B) unless the graph says otherwise, NICs 40 GB/s
 * (25 ps/B, never the bottleneck), per_hop = 50ns, n = 1000 B, every message ready at 0.
 */
class RoutingPolicyTest {
    private static final long ALPHA = 1_000_000;
    private static final long N = 1000;
    private static final long PER_HOP = 50_000;
    private static final FlowParameters PARAMS = new FlowParameters(ALPHA, 100, 25, 0);

    private static FlowModel model(Topology t, RoutingPolicy policy) {
        return new FlowModel(PARAMS, t, policy, Placement.BLOCK.place(t.nodeCount(), 1, t.nodeCount(), null), PER_HOP);
    }

    /** Arrival times of messages {src, dst} or {src, dst, tag} (tag 0 when absent), all ready at 0, seed 1. */
    private static long[] arrivals(FlowModel model, int nodes, int[]... pairs) {
        Network network = new Network(nodes, model);
        Simulation sim = new Simulation(1);
        long[] out = new long[pairs.length];
        for (int i = 0; i < pairs.length; i++) {
            int index = i;
            int tag = pairs[i].length > 2 ? pairs[i][2] : 0;
            network.transmit(sim, pairs[i][0], pairs[i][1], tag, N, 0, now -> out[index] = now, new Timing());
        }
        sim.run();
        return out;
    }

    @Test
    void aGraphFlowAloneTakesItsSlowestLinkAndTheSumOfItsLatencies() {
        GraphTopology g = GraphFilesTest.dot(GraphFilesTest.TWO_RACKS);
        // h0 -> h2 over leaf0-s0 (5 GB/s = 200 ps/B, 200ns) and s0-leaf1 (200 ps/B), host links per_hop
        assertEquals(ALPHA + 200 * N + 3 * PER_HOP + 200_000, arrivals(model(g, RoutingPolicy.MINIMAL), 4, new int[] {0, 2})[0]);
    }

    @Test
    void minimalGraphRoutesShareTheFirstSpineAndHashRoutesSpreadWhenTheirHashesDiffer() {
        GraphTopology g = GraphFilesTest.dot(GraphFilesTest.TWO_RACKS);
        // minimal: h0 -> h2 and h1 -> h3 both take leaf0 -> s0 (first in file order): 100 ps/B each out of 200
        long shared = ALPHA + 400 * N + 3 * PER_HOP + 200_000;
        long[] minimal = arrivals(model(g, RoutingPolicy.MINIMAL), 4, new int[] {0, 2}, new int[] {1, 3});
        assertEquals(shared, minimal[0]);
        assertEquals(shared, minimal[1]);
        FlowModel hashed = model(g, RoutingPolicy.HASH);
        int[] first = hashed.route(0, 2, 0, 1);
        int[] second = hashed.route(1, 3, 0, 1);
        long[] spread = arrivals(hashed, 4, new int[] {0, 2}, new int[] {1, 3});
        boolean apart = first[2] != second[2]; // links 0 and 1 are injection and host link; 2 leaves leaf0
        for (int i = 0; i < 2; i++) {
            long latency = 3 * PER_HOP + ((i == 0 ? first : second)[2] / 2 == 4 ? 200_000 : PER_HOP); // file link 4 is leaf0 -- s0
            assertEquals(ALPHA + (apart ? 200 : 400) * N + latency, spread[i], "flow " + i + (apart ? " alone on its spine" : " sharing"));
        }
        Set<Integer> uplinks = new HashSet<>();
        for (int a = 0; a < 2; a++) {
            for (int b = 2; b < 4; b++) {
                uplinks.add(hashed.route(a, b, 0, 1)[2]);
            }
        }
        assertEquals(2, uplinks.size(), "the four pairs between the racks use both spines");
    }

    @Test
    void hashRoutingSpreadsTheMessagesOfOnePairByTagAndBySeed() {
        GraphTopology g = GraphFilesTest.dot(GraphFilesTest.TWO_RACKS);
        FlowModel hashed = model(g, RoutingPolicy.HASH);
        Set<Integer> uplinks = new HashSet<>();
        Set<Integer> otherSeed = new HashSet<>();
        int apartTag = -1;
        for (int tag = 0; tag < 16; tag++) {
            int uplink = hashed.route(0, 2, tag, 1)[2];
            uplinks.add(uplink);
            otherSeed.add(hashed.route(0, 2, tag, 2)[2] == uplink ? 0 : 1);
            assertEquals(uplink, hashed.route(0, 2, tag, 1)[2], "one (pair, tag, seed), one route");
            if (apartTag < 0 && uplink != hashed.route(0, 2, 0, 1)[2]) {
                apartTag = tag;
            }
        }
        assertEquals(2, uplinks.size(), "tags 0..15 of the one pair h0 -> h2 use both spines");
        assertEquals(2, otherSeed.size(), "another seed routes some tags the same way and some not");
        // tags 0 and apartTag leave leaf0 on different spines (5 GB/s = 200 ps/B each, one flow each); they share h0's and
        // h2's host links (100 ps/B for two: 200 ps/B each) and NICs (25 ps/B): 200 ps/B each, where one spine would give 400
        long[] t = arrivals(hashed, 4, new int[] {0, 2, 0}, new int[] {0, 2, apartTag});
        int[][] routes = {hashed.route(0, 2, 0, 1), hashed.route(0, 2, apartTag, 1)};
        for (int i = 0; i < 2; i++) {
            long latency = 3 * PER_HOP + (routes[i][2] / 2 == 4 ? 200_000 : PER_HOP);
            assertEquals(ALPHA + 200 * N + latency, t[i], "tag " + (i == 0 ? 0 : apartTag));
        }
        FlowModel tree = model(new FatTreeTopology(4, 3), RoutingPolicy.HASH);
        Set<String> treeRoutes = new HashSet<>();
        for (int tag = 0; tag < 16; tag++) {
            treeRoutes.add(Arrays.toString(tree.route(0, 15, tag, 1)));
        }
        assertTrue(treeRoutes.size() > 1, "a fat tree's pair 0 -> 15 takes more than one of its 4 up-down paths");
    }

    /** a=2 p=1 h=1: routers = nodes, groups {0,1} {2,3} {4,5}, global links 0-2, 1-4, 3-5. */
    private static final DragonflyTopology SMALL = new DragonflyTopology(2, 1, 1);

    @Test
    void minimalDragonflyRoutesShareTheOneGlobalLink() {
        // 0 -> 2 (3 links) and 1 -> 3 (1 -> 0 -> 2 -> 3, 5 links) share global link 0 -> 2: 200 ps/B each
        long[] t = arrivals(model(SMALL, RoutingPolicy.MINIMAL), 6, new int[] {0, 2}, new int[] {1, 3});
        assertEquals(ALPHA + 200 * N + 3 * PER_HOP, t[0]);
        assertEquals(ALPHA + 200 * N + 5 * PER_HOP, t[1]);
    }

    @Test
    void ugalSendsTheSecondFlowOnAValiantDetourWhenItsMinimalRouteIsBusy() {
        // 0 -> 2 begins first on an idle network: minimal (3 links). 1 -> 3 then sees 1 flow on its minimal
        // route (5 links): (0 + 1) x 5 < (1 + 1) x 5, so it detours through group 2 (the only other group):
        // 1 up, global 1 -> 4, local 4 -> 5, global 5 -> 3, down: 5 links, none shared: 100 ps/B each.
        FlowModel ugal = model(SMALL, RoutingPolicy.UGAL);
        long[] t = arrivals(ugal, 6, new int[] {0, 2}, new int[] {1, 3});
        assertEquals(ALPHA + 100 * N + 3 * PER_HOP, t[0]);
        assertEquals(ALPHA + 100 * N + 5 * PER_HOP, t[1]);
        assertEquals(ugal.route(1, 3, 0, 1).length, 7, "alone, 1 -> 3 is minimal: injection, 5 links, ejection");
    }

    @Test
    void ugalKeepsTheMinimalRouteWhenTheDetourSharesItsBusiestLink() {
        // 0 -> 2 twice: the second sees 1 flow on its 3-link minimal route, (1 + 1) x 3 = 6; its detour
        // through group 2 (up, 0 -> 1 local, 1 -> 4 global, 4 -> 2 global, down: 5 links) starts on the same
        // busy up link of node 0, (1 + 1) x 5 = 10 >= 6: minimal. Both share every link: 200 ps/B each.
        long[] t = arrivals(model(SMALL, RoutingPolicy.UGAL), 6, new int[] {0, 2}, new int[] {0, 2});
        assertEquals(ALPHA + 200 * N + 3 * PER_HOP, t[0]);
        assertEquals(ALPHA + 200 * N + 3 * PER_HOP, t[1], "the second stayed minimal");
        // within one group there is no detour: 0 -> 1 twice, both minimal, 3 links
        long[] local = arrivals(model(SMALL, RoutingPolicy.UGAL), 6, new int[] {0, 1}, new int[] {0, 1});
        assertEquals(ALPHA + 200 * N + 3 * PER_HOP, local[0]);
        assertEquals(ALPHA + 200 * N + 3 * PER_HOP, local[1]);
    }

    /**
     * a=2 p=1 h=3 with 5 groups (DragonflyTopologyTest wires it by hand: global links 0-2 1-3 0-5 1-6 0-8
     * 1-9 2-4 3-5 2-7 3-8 4-6 5-7 4-9 6-8 7-9). 0 -> 2 is up, the global link 0-2, down; with one flow on
     * that global link, (1 + 1) x 3 = 6, and the Valiant route idle, it detours when its length L < 6. Its
     * intermediate group Gi is the (mix(hash) mod 3)-th of groups 2, 3, 4 and its router the
     * (mix(hash + 1) mod m)-th of Gi's m links to group 0 in port order: group 2 [router 5], group 3 [6],
     * group 4 [8, 9]. Through 5: 0-5, then 5-3-2 (L = 1 + 3 + 1 = 5, detour); through 8: 0-8, 8-3-2 (5,
     * detour); through 6: 0-1-6, 6-4-2 (6, minimal); through 9: 0-1-9, 9-4-2 (6, minimal).
     */
    @Test
    void ugalDetoursThroughTheRouterOfOneOfTheMiddleGroupsLinksToTheSourceGroup() {
        DragonflyTopology t = new DragonflyTopology(2, 1, 3, 5, Optional.empty());
        int[] minimal = new int[8];
        Routing.of(t).route(0, 2, minimal);
        int busyGlobal = minimal[1];
        Routing ugal = Routing.of(t, RoutingPolicy.UGAL);
        int[][] links = {{5}, {6}, {8, 9}};
        Set<Integer> detours = new HashSet<>();
        for (long hash = 0; hash < 40; hash++) {
            int[] route = new int[8];
            int length = ugal.route(0, 2, hash, link -> link == busyGlobal ? 1 : 0, route);
            int[] middle = links[Routing.pick(hash, 0, 3)];
            int via = middle[Routing.pick(hash, 1, middle.length)];
            Set<Integer> passes = new HashSet<>();
            for (int i = 0; i < length; i++) {
                passes.add(ugal.linkTo(route[i]) - t.nodeCount());
            }
            boolean shorter = via == 5 || via == 8;
            assertEquals(shorter ? 5 : 3, length, "hash " + hash + " through " + via);
            assertEquals(shorter, passes.contains(via), "hash " + hash + " passes router " + via);
            if (shorter) {
                detours.add(via);
            }
        }
        assertEquals(Set.of(5, 8), detours, "both detours are taken for some hash");
    }

    @Test
    void aDragonflysGlobalLinksMayHaveTheirOwnBandwidth() {
        DragonflyTopology slowGlobal = new DragonflyTopology(2, 1, 1, 3, Optional.of(PerByte.ofPs(400))); // 2.5 GB/s
        assertEquals(ALPHA + 400 * N + 3 * PER_HOP, arrivals(model(slowGlobal, RoutingPolicy.MINIMAL), 6, new int[] {0, 2})[0]);
        assertEquals(ALPHA + 100 * N + 3 * PER_HOP, arrivals(model(slowGlobal, RoutingPolicy.MINIMAL), 6, new int[] {2, 3})[0],
                "a local route keeps link_bandwidth");
    }

    @Test
    void aPolicyATopologyCannotOfferIsRefused() {
        assertEquals("ugal routing needs a dragonfly topology, found torus 8 (8 nodes)",
                assertThrows(IllegalArgumentException.class, () -> Routing.of(new TorusTopology(8), RoutingPolicy.UGAL)).getMessage());
        assertNotEquals(null, Routing.of(new TorusTopology(8), RoutingPolicy.MINIMAL));
        assertTrue(RoutingPolicy.HASH.supports().test(GraphFilesTest.dot(GraphFilesTest.TWO_RACKS)));
    }
}
