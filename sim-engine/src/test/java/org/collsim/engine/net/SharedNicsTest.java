package org.collsim.engine.net;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/**
 * Nodes share their NICs (issue 11), by hand. Blocks of 2 ranks per node: node 0 = ranks 0, 1;
 * node 1 = ranks 2, 3; node 2 = ranks 4, 5. Every message is ready at 0.
 */
class SharedNicsTest {
    /** hockney alpha = 1us, beta = 1ns/B: 1000 B take 2,000,000 ps. */
    private static final HockneyModel HOCKNEY = new HockneyModel(1_000_000, 1_000, 0);
    /** loggp L = 5000, o = 1000, g = 1500 ps, G = 10 ps/B, O = 3 ps/B, eager below 64 B. */
    private static final LogGPModel LOGGP = new LogGPModel(5000, 1000, 1500, 10, 3, 64, 0);

    private static long arrival(Network net, int src, int dst, long bytes) {
        Timing t = new Timing();
        net.send(src, dst, bytes, 0, t);
        return t.arrivalPs;
    }

    @Test
    void twoRanksOfANodeSendingOffNodeTakeTurnsOnItsOneNic() {
        // One NIC: 0->2 holds node 0's send port 0..2us; 1->3 starts when it frees: 2us..4us.
        Network one = new Network(4, HOCKNEY, null, 2, null, null, 1);
        assertEquals(2_000_000, arrival(one, 0, 2, 1000));
        assertEquals(4_000_000, arrival(one, 1, 3, 1000));
        // Two NICs per node (a port per rank, as before): both end at 2us.
        Network two = new Network(4, HOCKNEY, null, 2, null, null, 2);
        assertEquals(2_000_000, arrival(two, 0, 2, 1000));
        assertEquals(2_000_000, arrival(two, 1, 3, 1000));
    }

    @Test
    void aNodeReceivingFromTwoOthersTakesThemInTurnOnItsNic() {
        // 2->0 and 4->1 both need node 0's one receive port: 0..2us, then 2us..4us.
        Network one = new Network(6, HOCKNEY, null, 2, null, null, 1);
        assertEquals(2_000_000, arrival(one, 2, 0, 1000));
        assertEquals(4_000_000, arrival(one, 4, 1, 1000));
    }

    @Test
    void messagesInsideANodeKeepAPortPerRank() {
        // 0->2 holds node 0's NIC 0..2us; 1->0 inside node 0 uses rank 1's and rank 0's own ports.
        Network one = new Network(4, HOCKNEY, null, 2, null, null, 1);
        assertEquals(2_000_000, arrival(one, 0, 2, 1000));
        assertEquals(2_000_000, arrival(one, 1, 0, 1000));
    }

    @Test
    void loggpGapsBelongToTheNodesNic() {
        // Send of 11 B: CPU o + 10 O = 1030, NIC send gap g + 10 G = 1600, arrival t + o + L.
        // 0->2 at t = 0 arrives 6000; 1->3 waits for node 0's gap: t = 1600, arrives 7600.
        // Node 1's receive gap: 2 handles at 6000 (CPU until 6000 + o + 10 max(O, G) = 7100, gap until
        // 6000 + 1600 = 7600); 3 handles at max(7600, gap 7600) = 7600, done 8700.
        Network net = new Network(4, LOGGP, null, 2, null, null, 1);
        Timing a = new Timing();
        Timing b = new Timing();
        net.send(0, 2, 11, 0, a);
        net.send(1, 3, 11, 0, b);
        assertEquals(1030, a.donePs);
        assertEquals(6000, a.arrivalPs);
        assertEquals(1600 + 1030, b.donePs);
        assertEquals(7600, b.arrivalPs);
        net.receive(0, 2, 11, a.arrivalPs, a);
        net.receive(1, 3, 11, b.arrivalPs, b);
        assertEquals(7100, a.donePs);
        assertEquals(8700, b.donePs);
    }

    @Test
    void nicsOfARankFollowItsPlaceInTheNode() {
        // 3 ranks per node, 2 NICs: ranks 0, 1, 2 on NICs 0, 1, 0; ranks 3, 4, 5 on NICs 2, 3, 2.
        Network net = new Network(6, HOCKNEY, null, 3, null, null, 2);
        assertEquals(4, net.nics());
        int[] expected = {0, 1, 0, 2, 3, 2};
        for (int r = 0; r < 6; r++) {
            assertEquals(expected[r], net.nicOf(r));
        }
        assertThrows(IllegalArgumentException.class, () -> new Network(6, HOCKNEY, null, 3, null, null, 4));
    }
}
