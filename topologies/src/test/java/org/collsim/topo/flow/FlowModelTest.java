package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;
import org.junit.jupiter.api.Test;

/**
 * Hand-computed flow timings on a ring of 8 (torus 8, one rank per node): alpha = 1us, links of
 * 10 GB/s (100 ps/B), injection and ejection of 40 GB/s (25 ps/B, never the bottleneck here),
 * per_hop = 50ns. Every message is ready at 0.
 */
class FlowModelTest {
    private static final long ALPHA = 1_000_000;
    private static final long BETA = 100;
    private static final long PER_HOP = 50_000;
    private static final FlowParameters PARAMS = new FlowParameters(ALPHA, BETA, 25, 0);

    /** The arrival time of every message, in the order they were given. */
    private static long[] arrivals(Topology topology, int[][] messages) {
        int nodes = topology.nodeCount();
        return arrivals(new FlowModel(PARAMS, topology, Placement.BLOCK.place(nodes, 1, nodes, null), PER_HOP), nodes, messages);
    }

    private static long[] arrivals(FlowModel model, int nodes, int[][] messages) {
        Network network = new Network(nodes, model);
        Simulation sim = new Simulation(1);
        long[] out = new long[messages.length];
        Timing timing = new Timing();
        for (int i = 0; i < messages.length; i++) {
            int index = i;
            int[] m = messages[i];
            network.transmit(sim, m[0], m[1], 0, m[2], 0, now -> out[index] = now, timing);
            assertEquals(ALPHA, timing.donePs, "the sender is done after alpha");
        }
        sim.run();
        return out;
    }

    private static long[] ring(int[]... messages) {
        return arrivals(new TorusTopology(8), messages);
    }

    @Test
    void aFlowAloneTakesAlphaPlusRouteLatencyPlusBytesOverTheSlowestLink() {
        assertEquals(ALPHA + 2 * PER_HOP + 1000 * BETA, ring(new int[] {0, 2, 1000})[0]);
    }

    /**
     * 0->2 begins at alpha, 4->6 10 ns later on other links: the second settle finds 0->2's finish
     * again, with nothing queued behind its wake-up, and keeps it. Events: two begins and their
     * settles, the wake-up at 0->2's finish and its settle, 4->6's wake-up and its settle, two
     * deliveries: 10 (a wake-up scheduled anew would add a stale one: 11). With 100 B, 4->6 ends
     * first (at alpha + 20 ns): 0->2's wake-up goes stale, and its finish gets a new one after 4->6's.
     */
    @Test
    void aSettleThatFindsTheSameEarliestFinishKeepsThePendingWakeUp() {
        assertEquals(10, wakeUpCase(1000, 10_000 + ALPHA + 1000 * BETA + 2 * PER_HOP, 0));
        assertEquals(11, wakeUpCase(100, 10_000 + ALPHA + 100 * BETA + 2 * PER_HOP, 1));
    }

    /** 0->2 of 1000 B ready at 0 and 4->6 of {@code sizeBytes} ready at 10 ns; returns the events fired. */
    private static long wakeUpCase(long sizeBytes, long expectedArrivalPs, long staleWakeUps) {
        int nodes = 8;
        FlowModel model = new FlowModel(PARAMS, new TorusTopology(8), Placement.BLOCK.place(nodes, 1, nodes, null), PER_HOP);
        Network network = new Network(nodes, model);
        Simulation sim = new Simulation(1);
        long[] out = new long[2];
        Timing timing = new Timing();
        network.transmit(sim, 0, 2, 0, 1000, 0, now -> out[0] = now, timing);
        network.transmit(sim, 4, 6, 0, sizeBytes, 10_000, now -> out[1] = now, timing);
        sim.run();
        assertEquals(ALPHA + 1000 * BETA + 2 * PER_HOP, out[0]);
        assertEquals(expectedArrivalPs, out[1]);
        assertEquals(staleWakeUps, model.counters().staleWakeUps());
        return sim.eventsFired();
    }

    @Test
    void anEmptyMessageTakesNoBandwidth() {
        assertEquals(ALPHA + 3 * PER_HOP, ring(new int[] {0, 5, 0})[0]); // 0 -> 5: 3 hops the negative way
    }

    @Test
    void twoFlowsOnOneLinkGetHalfEach() {
        long[] t = ring(new int[] {0, 2, 1000}, new int[] {1, 2, 1000}); // both cross link 1->2
        assertEquals(ALPHA + 2 * 1000 * BETA + 2 * PER_HOP, t[0]);
        assertEquals(ALPHA + 2 * 1000 * BETA + PER_HOP, t[1]);
    }

    @Test
    void aFlowThatEndsEarlyFreesItsShare() {
        long[] t = ring(new int[] {0, 2, 2000}, new int[] {1, 2, 1000});
        // both at half rate until 1->2 is done at 2 x 1000 x beta; 0->2 then sends its last 1000 B at the full rate
        assertEquals(ALPHA + 2 * 1000 * BETA + PER_HOP, t[1]);
        assertEquals(ALPHA + 3 * 1000 * BETA + 2 * PER_HOP, t[0]);
    }

    @Test
    void threeFlowsOnABottleneckLeaveTheRestToTheFourth() {
        // link 1->2 carries A (0->2), B and C (1->2): C/3 each; link 0->1 carries A and E (0->1): E gets 2C/3
        long[] t = ring(new int[] {0, 2, 1200}, new int[] {1, 2, 1200}, new int[] {1, 2, 1200}, new int[] {0, 1, 1200});
        assertEquals(ALPHA + 3 * 1200 * BETA + 2 * PER_HOP, t[0]);
        assertEquals(ALPHA + 3 * 1200 * BETA + PER_HOP, t[1]);
        assertEquals(ALPHA + 3 * 1200 * BETA + PER_HOP, t[2]);
        assertEquals(ALPHA + 3 * 1200 * BETA / 2 + PER_HOP, t[3]);
    }

    @Test
    void sharesRoundDownAndCompletionsUp() {
        // 17 flows of 1 B on link 1->2 (capacity 720720 units/ps, 72072000 units a byte): each gets
        // floor(720720 / 17) = 42395 units/ps and ends at ceil(72072000 / 42395) = 1701 ps, not 1700
        int[][] messages = new int[17][];
        for (int i = 0; i < messages.length; i++) {
            messages[i] = new int[] {1, 2, 1};
        }
        for (long t : arrivals(new TorusTopology(8), messages)) {
            assertEquals(ALPHA + 1701 + PER_HOP, t);
        }
        long[] three = ring(new int[] {0, 2, 1}, new int[] {1, 2, 1}, new int[] {7, 2, 1}); // 1/3 is exact: 300 ps
        assertEquals(ALPHA + 3 * BETA + 2 * PER_HOP, three[0]);
        assertEquals(ALPHA + 3 * BETA + 3 * PER_HOP, three[2]);
    }

    @Test
    void fatTreeFlowsToEvenDestinationsShareAnUpLink() {
        FatTreeTopology leafSpine = new FatTreeTopology(4, 2);
        long[] apart = arrivals(leafSpine, new int[][] {{0, 2, 1000}, {1, 3, 1000}});
        assertEquals(ALPHA + 1000 * BETA + 4 * PER_HOP, apart[0]);
        assertEquals(ALPHA + 1000 * BETA + 4 * PER_HOP, apart[1]);
        long[] shared = arrivals(leafSpine, new int[][] {{0, 2, 1000}, {1, 4, 1000}});
        assertEquals(ALPHA + 2 * 1000 * BETA + 4 * PER_HOP, shared[0]);
        assertEquals(ALPHA + 2 * 1000 * BETA + 4 * PER_HOP, shared[1]);
    }

    @Test
    void dragonflyFlowsShareAGlobalLinkOneWayOnly() {
        // a=2 p=1 h=1: groups {0,1} {2,3} {4,5}, one node per router; global link 0-2. 0->2 crosses it
        // (up, global, down: 3 hops); 1->3 too (up, 1->0, global, 2->3, down: 5 hops): half each. 2->0
        // crosses it the other way, a link of its own: the full rate.
        long[] t = arrivals(new DragonflyTopology(2, 1, 1), new int[][] {{0, 2, 1000}, {1, 3, 1000}, {2, 0, 1000}});
        assertEquals(ALPHA + 2 * 1000 * BETA + 3 * PER_HOP, t[0]);
        assertEquals(ALPHA + 2 * 1000 * BETA + 5 * PER_HOP, t[1]);
        assertEquals(ALPHA + 1000 * BETA + 3 * PER_HOP, t[2]);
    }

    @Test
    void theSameMessagesGiveTheSameTimes() {
        List<int[]> messages = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            messages.add(new int[] {i * 5 % 16, (i * 11 + 3) % 16, 100 + 37 * i});
        }
        int[][] array = messages.toArray(new int[0][]);
        long[] first = arrivals(new TorusTopology(4, 4), array);
        long[] second = arrivals(new TorusTopology(4, 4), array);
        org.junit.jupiter.api.Assertions.assertArrayEquals(first, second);
    }

    /**
     * Issue 11: links of 900GB/s (10/9 ps/B) and injection of 1.8TB/s (5/9 ps/B). Alone, 1000 B from
     * 0 to 2 take alpha + 2 per_hop + ceil(1000 x 10/9) = ceil(1111.1) = 1112 ps of wire, the
     * rounding rule of hockney; two flows sharing link 1->2 (0->2 and 1->3) each get half of it:
     * ceil(1000 x 20/9) = ceil(2222.2) = 2223 ps.
     */
    @Test
    void subPicosecondLinksFollowTheOneRoundingRule() {
        FlowParameters fast = new FlowParameters(ALPHA, org.collsim.engine.Units.parsePerByte("900GB/s"),
                org.collsim.engine.Units.parsePerByte("1.8TB/s"), org.collsim.engine.PerByte.ZERO);
        int nodes = 8;
        FlowModel model = new FlowModel(fast, new TorusTopology(nodes), Placement.BLOCK.place(nodes, 1, nodes, null), PER_HOP);
        assertEquals(ALPHA + 2 * PER_HOP + 1112, arrivals(model, nodes, new int[][] {{0, 2, 1000}})[0]);
        long[] shared = arrivals(model, nodes, new int[][] {{0, 2, 1000}, {1, 3, 1000}});
        assertEquals(ALPHA + 2 * PER_HOP + 2223, shared[0]);
        assertEquals(ALPHA + 2 * PER_HOP + 2223, shared[1]);
    }

    /**
     * 25 GiB/s is 5^10 ps per 2^18 B. lcm(5^10) x 720720 (or 360360) would pass 2^40, so the share divisor
     * drops to lcm(1..12) = 27720: U = 9765625 x 27720. A flow alone takes ceil(1000 x 5^10 / 2^18) =
     * ceil(37252.9) = 37253 ps of wire, hockney's rounding; two sharing link 1->2 get half each:
     * ceil(2000 x 5^10 / 2^18) = ceil(74505.8) = 74506 ps (27720 is even, so the halves are whole units).
     */
    @Test
    void largeNumeratorRatesUseASmallerShareDivisorInsteadOfBeingRefused() {
        org.collsim.engine.PerByte gib25 = org.collsim.engine.Units.parsePerByte("25GiB/s");
        FlowParameters params = new FlowParameters(ALPHA, gib25, gib25, org.collsim.engine.PerByte.ZERO);
        int nodes = 8;
        FlowModel model = new FlowModel(params, new TorusTopology(nodes), Placement.BLOCK.place(nodes, 1, nodes, null), PER_HOP);
        assertEquals(9_765_625L * 27_720, model.unitsPerByte());
        assertEquals(ALPHA + 2 * PER_HOP + 37_253, arrivals(model, nodes, new int[][] {{0, 2, 1000}})[0]);
        long[] shared = arrivals(model, nodes, new int[][] {{0, 2, 1000}, {1, 3, 1000}});
        assertEquals(ALPHA + 2 * PER_HOP + 74_506, shared[0]);
        assertEquals(ALPHA + 2 * PER_HOP + 74_506, shared[1]);
    }

    /** Two costs whose picosecond numerators are distinct primes of about 10^6: their lcm alone passes 2^40. */
    @Test
    void costsWhoseLcmPassesTwoToTheFortyAreRefused() {
        FlowParameters params = new FlowParameters(ALPHA, new org.collsim.engine.PerByte(1_000_003, 7),
                new org.collsim.engine.PerByte(2_000_003, 3), org.collsim.engine.PerByte.ZERO);
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new FlowModel(params, new TorusTopology(2), new int[] {0, 1}, PER_HOP));
        assertEquals("flow link and injection bandwidths 2000003ps/3B, 1000003ps/7B: too precise for exact shares "
                + "(the lcm of their picoseconds per byte, and every link's units per ps, must stay below 2^40)", e.getMessage());
    }
}
