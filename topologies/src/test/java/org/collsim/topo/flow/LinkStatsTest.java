package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.topo.Placement;
import org.collsim.topo.TorusTopology;
import org.junit.jupiter.api.Test;

/**
 * Link statistics on a ring of 8 (alpha 1us, links 100 ps/B, NICs 25 ps/B): 0 -> 2 and 1 -> 3 of 1000 B
 * begin together at alpha and share link 1->2 at 200 ps/B each, so both end 200 ns later; the third
 * flow, 4 -> 5 of 500 B, is alone: 50 ns.
 */
class LinkStatsTest {
    private static final FlowParameters PARAMS = new FlowParameters(1_000_000, 100, 25, 0);

    private static FlowModel run(FlowModel model) {
        Network network = new Network(8, model);
        Simulation sim = new Simulation(1);
        int[][] messages = {{0, 2, 1000}, {1, 3, 1000}, {4, 5, 500}};
        for (int[] m : messages) {
            network.transmit(sim, m[0], m[1], 0, m[2], 0, now -> { }, new Timing());
        }
        sim.run();
        return model;
    }

    private static FlowModel ring() {
        return new FlowModel(PARAMS, new TorusTopology(8), Placement.BLOCK.place(8, 1, 8, null), 50_000);
    }

    @Test
    void bytesBusyTimeAndPeakFlowsPerLink() {
        FlowModel model = run(ring().collectLinkStats());
        LinkStats s = model.linkStats().orElseThrow();
        int[] zeroToTwo = model.route(0, 2, 0, 1); // injection 0, 0->1, 1->2, ejection 2
        int shared = zeroToTwo[2];
        assertEquals(2000, s.bytes(shared));
        assertEquals(2, s.peakFlows(shared));
        assertEquals(200_000, s.busyPs(shared));
        assertEquals(1000, s.bytes(zeroToTwo[1]));
        assertEquals(1, s.peakFlows(zeroToTwo[1]));
        assertEquals(200_000, s.busyPs(zeroToTwo[1]), "0->1 is busy while 0 -> 2 moves at its shared rate");
        int alone = model.route(4, 5, 0, 1)[1];
        assertEquals(500, s.bytes(alone));
        assertEquals(50_000, s.busyPs(alone));
        assertEquals(shared, s.busiest(1)[0], "ties on busy time go to more bytes");
        assertArrayEquals(new int[0], s.busiest(0));
        assertEquals("1->2", model.linkName(shared));
        assertTrue(model.linkName(zeroToTwo[0]).startsWith("injection 0"));
    }

    @Test
    void withoutTheRequestNothingIsKept() {
        assertTrue(run(ring()).linkStats().isEmpty());
    }
}
