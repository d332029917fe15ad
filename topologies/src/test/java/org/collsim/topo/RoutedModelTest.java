package org.collsim.topo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.junit.jupiter.api.Test;

/** Hand-computed timings: the base model's times, plus hops x per_hop on the arrival only. */
class RoutedModelTest {
    private static final long ALPHA_PS = 1_000_000;
    private static final long BETA_PS_PER_BYTE = 1_000;
    private static final long PER_HOP_PS = 50_000;
    /** 4x4 torus, one rank per node, block: rank r at (r mod 4, r / 4). */
    private static final TorusTopology TORUS = new TorusTopology(4, 4);
    private static final int[] BLOCK16 = Placement.BLOCK.place(16, 1, 16, null);

    @Test
    void hockneyArrivalGainsHopsTimesPerHopButPortsDoNot() {
        RoutedModel m = new RoutedModel(new HockneyModel(ALPHA_PS, BETA_PS_PER_BYTE, 0), TORUS, BLOCK16, PER_HOP_PS);
        Hosts hosts = new Hosts(16);
        Timing t = new Timing();
        m.send(hosts, 0, 10, 100, 0, t); // (0,0) -> (2,2): 4 hops
        assertEquals(4, m.hops(0, 10));
        assertEquals(ALPHA_PS + 100 * BETA_PS_PER_BYTE, t.donePs);
        assertEquals(ALPHA_PS + 100 * BETA_PS_PER_BYTE + 4 * PER_HOP_PS, t.arrivalPs);
        m.send(hosts, 0, 3, 100, 0, t); // (0,0) -> (3,0): 1 hop around; the send port was free at alpha + n*beta
        assertEquals(2 * (ALPHA_PS + 100 * BETA_PS_PER_BYTE) + PER_HOP_PS, t.arrivalPs);
    }

    @Test
    void loggpArrivalIsOPlusLPlusHops() {
        LogGPModel base = new LogGPModel(2_000_000, 300_000, 200_000, 80, 1, 65_536, 0);
        RoutedModel m = new RoutedModel(base, TORUS, BLOCK16, PER_HOP_PS);
        Timing t = new Timing();
        m.send(new Hosts(16), 5, 6, 8, 0, t); // (1,1) -> (2,1): 1 hop
        assertEquals(300_000 + 7, t.donePs);
        assertEquals(300_000 + 2_000_000 + PER_HOP_PS, t.arrivalPs);
        assertEquals("loggp", m.name());
    }

    @Test
    void ranksOnOneNodeAreZeroHopsApartAndUseTheIntraNodeModel() {
        int[] nodes = Placement.ROUND_ROBIN.place(8, 2, 16, null); // ranks r and r+4 share node r mod 4
        HockneyModel inter = new HockneyModel(ALPHA_PS, BETA_PS_PER_BYTE, 0);
        HockneyModel intra = new HockneyModel(100_000, 10, 0);
        RoutedModel routed = new RoutedModel(inter, TORUS, nodes, PER_HOP_PS);
        assertEquals(0, routed.hops(1, 5));
        Network net = new Network(8, routed, intra, 2, nodes);
        assertEquals(intra, net.modelFor(1, 5));
        assertEquals(routed, net.modelFor(0, 1));
        Timing t = new Timing();
        net.send(0, 2, 0, 0, t); // nodes 0 -> 2: (0,0) -> (2,0), 2 hops
        assertEquals(ALPHA_PS + 2 * PER_HOP_PS, t.arrivalPs);
    }

    @Test
    void negativePerHopIsRejected() {
        assertThrows(IllegalArgumentException.class,
                () -> new RoutedModel(new HockneyModel(0, 0, 0), TORUS, BLOCK16, -1));
    }
}
