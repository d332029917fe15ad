package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.junit.jupiter.api.Test;

/**
 * On-demand wire-up in the engine: a rank's first send to a peer waits for the peer's card;
 * sends made meanwhile wait behind it and leave in order once it has arrived; later ones pay
 * nothing. The lookup here takes 5000 ps; Hockney alpha 1000 ps, beta 10 ps/B (8 B: 1080 ps).
 */
class CardLookupTest {
    @Test
    void sendsWaitingForACardLeaveInOrderAndTheCardIsFetchedOnce() {
        Simulation sim = new Simulation(1);
        ProgressEngine e = new ProgressEngine(sim, new Network(2, new HockneyModel(1000, 10, 0)));
        List<String> fetches = new ArrayList<>();
        e.enableCardLookups((rank, peer, nowPs, arrived) -> {
            fetches.add(rank + "->" + peer + "@" + nowPs);
            sim.schedule(nowPs + 5000, arrived);
        });
        long[][] got = new long[3][1];
        long[] doneAt = new long[3];
        for (int i = 0; i < 3; i++) {
            int k = i;
            e.irecv(1, new RecvRequest((r, t) -> doneAt[k] = t, 0, RecvRequest.ANY, 0, 8, got[k], 0));
        }
        e.isend(0, 1, 0, 0, 8, new long[] {10}, new SendRequest(null, 1, 0));
        e.isend(0, 1, 0, 1, 8, new long[] {11}, new SendRequest(null, 1, 1));
        sim.schedule(8000, now -> e.isend(0, 1, 0, 2, 8, new long[] {12}, new SendRequest(null, 1, 2)));
        sim.run();
        assertEquals(List.of("0->1@0"), fetches, "one lookup, for the first send");
        assertArrayEquals(new long[][] {{10}, {11}, {12}}, got, "the waiting sends leave in the order they were made");
        // Card at 5000: the two sends leave one after the other on rank 0's port (1080 each);
        // the third, made at 8000 (the port free since 7160), leaves at once.
        assertArrayEquals(new long[] {6080, 7160, 9080}, doneAt);
    }

    @Test
    void aOneSidedAccessWaitsForTheCardToo() {
        // A put of 8 B on the plain rules: injected at once, 1080 ps on the wire, applied on
        // arrival. Behind a 5000 ps lookup: 6080; the send made after it waits for the same card.
        Simulation sim = new Simulation(1);
        ProgressEngine e = new ProgressEngine(sim, new Network(2, new HockneyModel(1000, 10, 0)));
        List<String> fetches = new ArrayList<>();
        e.enableCardLookups((rank, peer, nowPs, arrived) -> {
            fetches.add(rank + "->" + peer);
            sim.schedule(nowPs + 5000, arrived);
        });
        OperationRequest put = new OperationRequest(null);
        e.oneSided().put(0, 1, 7, 8, put);
        e.isend(0, 1, 0, 0, 8, null, new SendRequest(null, 1, 0));
        sim.run();
        assertEquals(6080, put.completedPs());
        assertEquals(List.of("0->1"), fetches);
    }
}
