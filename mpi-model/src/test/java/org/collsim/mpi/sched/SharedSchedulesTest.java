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
            if (expected.kind(v).hasPeer()) {
                assertEquals(expected.peer(v), actual.peer(v), "rank " + rank + " vertex " + v);
                assertEquals(expected.peer(v), actual.shared().peerOf(v, rank), "what an executor of the rank asks");
            }
            assertEquals(expected.describe(v, 8), actual.shared().describe(v, 8, rank), "rank " + rank + " vertex " + v);
            assertEquals(expected.count(v), actual.count(v), "rank " + rank + " vertex " + v);
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

    /** One element in each of the first blocks, the others none (a ring below one element a rank). */
    private record FirstElements(int ranks, int elements) implements BlockCounts {
        @Override
        public long count(int rank) {
            return rank < elements ? 1 : 0;
        }
    }

    /** A ring step as RingAllreduce builds it: send block r - 1 - i right, receive block r - 2 - i from the left and combine it. */
    private static void ringStep(ScheduleBuilder b, int rank, int i, BlockCounts blocks) {
        int send = Math.floorMod(rank - 1 - i, RANKS);
        int recv = Math.floorMod(rank - 2 - i, RANKS);
        b.send((rank + 1) % RANKS, Buffers.OUT, 0, blocks, send);
        b.recv((rank - 1 + RANKS) % RANKS, Buffers.FIRST_TMP, 0, blocks, recv);
        b.fence();
        b.reduce(ReduceOp.SUM, Buffers.FIRST_TMP, 0, Buffers.OUT, 0, blocks, recv);
        b.fence();
    }

    private static Schedule ring(ScheduleBuilder b, int rank, BlockCounts blocks, SharedSchedules shared) {
        b.reset();
        b.tmp(1);
        b.copy(Buffers.IN, 0, Buffers.OUT, 0, 2); // a count of its own: stays in the word
        for (int i = 0; i < RANKS - 1; i++) {
            ringStep(b, rank, i, blocks);
        }
        return shared == null ? b.build() : b.build(rank, RANKS, shared);
    }

    @Test
    void ringRanksWhoseBlocksDifferInSizeShareOneScheduleWithTheirOwnCounts() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        SharedSchedules shared = new SharedSchedules();
        BlockCounts blocks = new FirstElements(RANKS, 2);
        Schedule first = null;
        for (int r = 0; r < RANKS; r++) {
            Schedule s = ring(b, r, blocks, shared);
            Schedule alone = ring(new ScheduleBuilder(false), r, blocks, null);
            assertSamePeers(alone, s, r);
            // rank r sends block r - 1 first: one element at ranks 1 and 2, none elsewhere
            assertEquals(r == 1 || r == 2 ? 1 : 0, s.count(1), "rank " + r);
            assertEquals(s.count(1), s.shared().count(1), "an executor keeps the view whose counts are the rank's");
            assertEquals(2, s.count(0));
            first = first == null ? s : first;
            assertSame(first.wordsForTest(), s.wordsForTest(), "rank " + r);
        }
        assertEquals(1, shared.distinct());
    }

    @Test
    void blockCountsOfAnotherSizeOrASecondPartitionOrAViewStayInTheWords() {
        SharedSchedules shared = new SharedSchedules();
        ScheduleBuilder b = new ScheduleBuilder(false);
        for (int r = 0; r < RANKS; r++) { // blocks of RANKS + 1 ranks are not this communicator's: not rotated
            assertSamePeers(ring(new ScheduleBuilder(false), r, new FirstElements(RANKS + 1, 2), null),
                    ring(b, r, new FirstElements(RANKS + 1, 2), shared), r);
        }
        for (int r = 0; r < RANKS; r++) {
            ScheduleBuilder two = new ScheduleBuilder(false);
            two.send(1, Buffers.IN, 0, new FirstElements(RANKS, 2), (r + 1) % RANKS);
            two.send(1, Buffers.IN, 0, new FirstElements(RANKS + 1, 2), r); // a second partition: its count stays as given
            ScheduleBuilder parent = new ScheduleBuilder(false);
            parent.view(new int[] {3, 5}, Buffers.IN, 0, Buffers.OUT, 0).send(1, Buffers.IN, 0, new FirstElements(2, 1), r % 2);
            Schedule s = two.build(r, RANKS, new SharedSchedules());
            assertEquals(r == 0 || r == RANKS - 1 ? 1 : 0, s.count(0), "rank " + r);
            assertEquals(r < 2 ? 1 : 0, s.count(1), "rank " + r);
            Schedule inView = parent.build(r, RANKS, new SharedSchedules());
            assertEquals(5, inView.peer(0));
            assertEquals(r % 2 == 0 ? 1 : 0, inView.count(0), "rank " + r);
        }
    }
}
