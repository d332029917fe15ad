package org.collsim.mpi.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;

class SharedSchedulesTest {
    private static final int RANKS = 16;
    private static final int ROUNDS = 4; // log2(RANKS)

    /** Round k of a dissemination exchange: send to r + 2^k, receive from r - 2^k (mod p). */
    private static Schedule exchange(ScheduleBuilder b, int rank, IntBinaryOperator sendPeer, IntBinaryOperator recvPeer,
                                     SharedSchedules shared) {
        b.reset();
        for (int k = 0; k < ROUNDS; k++) {
            b.send(sendPeer.applyAsInt(rank, k), Buffers.IN, 0, 1);
            b.recv(recvPeer.applyAsInt(rank, k), Buffers.OUT, 0, 1);
            b.fence();
        }
        return shared == null ? b.build() : b.build(rank, RANKS, shared);
    }

    private static void assertSamePeers(Schedule expected, Schedule actual, int rank) {
        assertEquals(expected.size(), actual.size());
        for (int v = 0; v < expected.size(); v++) {
            assertEquals(expected.kind(v), actual.kind(v));
            assertEquals(expected.peer(v), actual.peer(v), "rank " + rank + " vertex " + v);
            assertEquals(expected.peer(v), actual.shared().peerOf(v, rank), "what an executor of the rank asks");
            assertEquals(expected.describe(v, 8), actual.shared().describe(v, 8, rank));
            assertEquals(expected.count(v), actual.count(v));
            assertEquals(expected.startsPhase(v), actual.startsPhase(v));
        }
    }

    @Test
    void everyRankOfADisseminationExchangeSharesOneArrayAndKeepsItsOwnPeers() {
        IntBinaryOperator to = (r, k) -> (r + (1 << k)) % RANKS;
        IntBinaryOperator from = (r, k) -> (r - (1 << k) + RANKS) % RANKS;
        ScheduleBuilder b = new ScheduleBuilder(false);
        SharedSchedules shared = new SharedSchedules();
        Schedule first = null;
        for (int r = 0; r < RANKS; r++) {
            Schedule s = exchange(b, r, to, from, shared);
            assertSamePeers(exchange(new ScheduleBuilder(false), r, to, from, null), s, r);
            first = first == null ? s : first;
            assertSame(first.wordsForTest(), s.wordsForTest(), "rank " + r);
            assertSame(first.shared(), s.shared(), "one schedule object for every rank's executor");
        }
        assertEquals(1, shared.distinct());
    }

    @Test
    void xorPartnersDifferByRankAndStillGetTheirOwnPeers() {
        // partner r ^ 2^k lies 2^k after r when bit k of r is 0, 2^k before it when it is 1; in the last
        // round both are p/2 away (mod p), so bits 0-2 alone tell the schedules apart: 2^3 distinct
        IntBinaryOperator partner = (r, k) -> r ^ (1 << k);
        ScheduleBuilder b = new ScheduleBuilder(false);
        SharedSchedules shared = new SharedSchedules();
        for (int r = 0; r < RANKS; r++) {
            assertSamePeers(exchange(new ScheduleBuilder(false), r, partner, partner, null),
                    exchange(b, r, partner, partner, shared), r);
        }
        assertEquals(RANKS / 2, shared.distinct());
    }

    @Test
    void aPeerOutsideTheCommunicatorIsKeptAsGivenAndNotShared() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        b.send(RANKS + 3, Buffers.IN, 0, 1);
        SharedSchedules shared = new SharedSchedules();
        Schedule s = b.build(2, RANKS, shared);
        assertEquals(RANKS + 3, s.peer(0));
        assertSame(s, s.shared());
        assertEquals(RANKS + 3, s.shared().peerOf(0, 2), "stored as given, whatever the owner");
        assertEquals(0, shared.distinct());
    }

    @Test
    void aShorterScheduleAfterALongerOneIsComparedOnItsOwnVerticesOnly() {
        // the builder writes each rank's relative vertices into one reused array: the longer schedule's
        // words left past the shorter one's end must not make two equal short schedules differ
        ScheduleBuilder b = new ScheduleBuilder(false);
        SharedSchedules shared = new SharedSchedules();
        IntBinaryOperator to = (r, k) -> (r + (1 << k)) % RANKS;
        exchange(b, 0, to, to, shared);
        b.reset();
        b.send(1, Buffers.IN, 0, 1);
        Schedule shortOfRank0 = b.build(0, RANKS, shared);
        exchange(b, 5, to, to, shared);
        b.reset();
        b.send(4, Buffers.IN, 0, 1);
        Schedule shortOfRank3 = b.build(3, RANKS, shared);
        assertSame(shortOfRank0.wordsForTest(), shortOfRank3.wordsForTest());
        assertEquals(1, shortOfRank0.size());
        assertEquals(4, shortOfRank3.peer(0));
        assertEquals(2, shared.distinct());
    }
}
