package org.collsim.mpi.wireup;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.collsim.engine.PerByte;
import org.junit.jupiter.api.Test;

/**
 * Wire-up on a small machine, derived by hand: 8 ranks, 2 per node (4 proxies), fan-out 2 (0 ->
 * {1, 2}, 1 -> {3}); proxy request h = 10, tree latency L = 1000, beta = 1 ps/B, local latency
 * l = 100, card c = 50 B. Local get: 2l + 2h + c = 270; hop of b bytes: 2h + b + L (1020 empty,
 * 1070 with a card).
 */
class WireupModelTest {
    private static final WireupParams P = new WireupParams(8, 2, 2, 10, 1000, PerByte.ofPs(1), 100, 50);

    private static WireupResult run(WireupMode mode, Pattern pattern) {
        return new WireupModel(P).run(mode, pattern);
    }

    @Test
    void pmi1GathersUpAndBroadcastsTheWholeSpaceDown() {
        // proxies ready at l + c + 3 x 2 x h = 210. Up: 3 -> 1 arrives 210 + 10 + 100 + 1000 = 1320,
        // handled 1330; 2 -> 0 arrives 1320 (handled 1330), 1 -> 0 arrives 1330 + 10 + 200 + 1000 =
        // 2540, handled 2550. Down 400 B: 0 sends to 1 until 2960 (has it 3970), to 2 until 3370
        // (4380); 1 sends to 3 from 3970 until 4380 (5390). Release 2 ranks: + 2h + l = 120.
        // Last: node 3 at 5390 + 120 = 5510. Traffic: 6 messages, up 200 + 100 + 100, down 3 x 400.
        WireupResult r = run(WireupMode.PMI1, Pattern.NONE);
        assertEquals(5510, r.initPs());
        assertEquals(6, r.pmMessages());
        assertEquals(1600, r.pmBytes());
        assertEquals(8, r.kvsEntriesPerProxy(), "every proxy holds the whole space");
        assertEquals(270, r.firstMessagePenaltyPs());
    }

    @Test
    void pmi2FenceOnlySynchronizes() {
        // ready at l + c + 5 x 2 x h = 250; up: 1 handled 1370, 0 handles 2's (1360) at 1370 and
        // 1's (2580) at 2590; empty release: 0 -> 1 at 2600 + 1010 = 3610, 0 -> 2 at 2610 + 1010,
        // 1 -> 3 at 3620 + 1010 = 4630; + 120: 4750. Penalty from node 3 (depth 2): 270 + 2 x 2090.
        WireupResult r = run(WireupMode.PMI2, Pattern.NONE);
        assertEquals(4750, r.initPs());
        assertEquals(6, r.pmMessages());
        assertEquals(400, r.pmBytes());
        assertEquals(270 + 2 * 2090, r.firstMessagePenaltyPs());
    }

    @Test
    void directModexHasNoFenceAndPaysOnTheFirstMessage() {
        // ready at l + c + 4 x 2 x h = 230, answered + l: 330. Penalty: 270 + 1020 + 1070.
        WireupResult r = run(WireupMode.DIRECT, Pattern.NONE);
        assertEquals(330, r.initPs());
        assertEquals(0, r.pmMessages());
        assertEquals(2360, r.firstMessagePenaltyPs());
        assertEquals(2, r.kvsEntriesPerProxy(), "its own ranks' cards");
    }

    @Test
    void onDemandWinsTheHaloAndLosesTheAlltoall() {
        // halo: every rank has one peer on its node (270) and one off it. direct: 330 + 270 + 2360;
        // PMI-1: 5510 + 270 + 270; PMI-2: node 3 (depth 2) 4750 + 270 + 270 + 2 x 2090 = 9470.
        assertEquals(2960, run(WireupMode.DIRECT, Pattern.HALO).totalPs());
        assertEquals(6050, run(WireupMode.PMI1, Pattern.HALO).totalPs());
        assertEquals(9470, run(WireupMode.PMI2, Pattern.HALO).totalPs());
        // alltoall: 1 peer on the node, 6 off it. direct: 330 + 270 + 6 x 2360; PMI-1: 5510 + 7 x 270
        assertEquals(14_760, run(WireupMode.DIRECT, Pattern.ALLTOALL).totalPs());
        assertEquals(7400, run(WireupMode.PMI1, Pattern.ALLTOALL).totalPs());
    }

    @Test
    void lookupsCountTheirTrafficAndCards() {
        // direct halo: each node needs 2 cards from elsewhere: 2 messages each, 4 nodes
        WireupResult d = run(WireupMode.DIRECT, Pattern.HALO);
        assertEquals(16, d.pmMessages());
        assertEquals(400, d.pmBytes());
        assertEquals(3, d.kvsEntriesPerProcess());
        assertEquals(150, d.kvsBytesPerProcess());
        assertEquals(4, d.kvsEntriesPerProxy());
        // PMI-2 halo: init 6 messages / 400 B, lookups 2 x depth x 2 per node (1, 1, 2): 16 / 400 B
        WireupResult p2 = run(WireupMode.PMI2, Pattern.HALO);
        assertEquals(22, p2.pmMessages());
        assertEquals(800, p2.pmBytes());
        assertEquals(8, run(WireupMode.DIRECT, Pattern.ALLTOALL).kvsEntriesPerProcess());
    }

    @Test
    void twoGroupsConnectThroughTheKvsCacheOrASharedNameSpace() {
        // groups of 4 and 8. Cache: A's leader gets B's space at 8 x 270 + (20 + 400 + 1000) =
        // 3580, broadcasts it in 2 rounds of 1000 + 400: 6380; B's at 4 x 270 + 1220 = 2300, 3
        // rounds of 1200: 5900. Each process holds the larger group's 8 cards.
        DynamicConnect.Result cache = DynamicConnect.run(P, 4, 8, true);
        assertEquals(new DynamicConnect.Result(true, 6380, 8, 400, 0), cache);
        // Shared name space: a port name (1020), broadcast empty (3 rounds of 1000 in B); lookups
        // from B's deepest node (depth 2): 270 + 2 x 2090, then one hop to A's root and back.
        assertEquals(new DynamicConnect.Result(false, 4020, 0, 0, 270 + 2 * 2090 + 2090), DynamicConnect.run(P, 4, 8, false));
    }

    @Test
    void aStartUpPastTheLimitOfVirtualTimeIsAnErrorNotAWrappedNumber() {
        WireupParams slow = new WireupParams(1 << 20, 1, 2, 10, Long.MAX_VALUE / 8, PerByte.ofPs(1), 100, 50);
        assertThrows(org.collsim.engine.TimeOverflowException.class,
                () -> new WireupModel(slow).run(WireupMode.PMI1, Pattern.NONE));
    }

    @Test
    void paramsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new WireupParams(8, 0, 2, 10, 1000, PerByte.ofPs(1), 100, 50));
        assertThrows(IllegalArgumentException.class, () -> new WireupParams(8, 2, 2, -1, 1000, PerByte.ofPs(1), 100, 50));
    }
}
