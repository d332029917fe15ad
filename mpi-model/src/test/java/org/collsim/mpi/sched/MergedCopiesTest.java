package org.collsim.mpi.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Without data, adjacent copies of one phase with no explicit edge are held as one copy of their total count. */
class MergedCopiesTest {
    private static ScheduleBuilder threeCopiesASendAndTwoCopiesAfterAFence(boolean carryData) {
        ScheduleBuilder b = new ScheduleBuilder(carryData);
        b.copy(Buffers.IN, 0, Buffers.OUT, 0, 2);
        b.copy(Buffers.IN, 2, Buffers.OUT, 2, 3);
        b.copy(Buffers.IN, 5, Buffers.OUT, 5, 4);
        b.send(1, Buffers.IN, 0, 9);
        b.fence();
        b.copy(Buffers.OUT, 0, Buffers.IN, 0, 1);
        b.copy(Buffers.OUT, 1, Buffers.IN, 1, 1);
        return b;
    }

    @Test
    void adjacentCopiesOfAPhaseBecomeOneAndAFenceKeepsPhasesApart() {
        Schedule s = threeCopiesASendAndTwoCopiesAfterAFence(false).build();
        assertEquals(3, s.size());
        assertEquals(VertexKind.COPY, s.kind(0));
        assertEquals(2 + 3 + 4, s.count(0));
        assertEquals(VertexKind.SEND, s.kind(1));
        assertTrue(s.startsPhase(2));
        assertEquals(2, s.count(2));
        assertEquals(2, s.longestPhase());
    }

    @Test
    void withDataEveryCopyStays() {
        Schedule s = threeCopiesASendAndTwoCopiesAfterAFence(true).build();
        assertEquals(6, s.size());
        assertEquals(3, s.count(1));
    }

    /** Copies 1 and 2 merge; copy 3 has an edge (the send waits for it), so it stays, and the edge is renumbered. */
    @Test
    void aCopyWithAnEdgeStaysAndEdgesFollowTheirVertices() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        b.copy(Buffers.IN, 0, Buffers.OUT, 0, 1);
        b.copy(Buffers.IN, 1, Buffers.OUT, 1, 1);
        int copy = b.copy(Buffers.IN, 2, Buffers.OUT, 2, 1);
        int send = b.send(1, Buffers.IN, 0, 3);
        b.dependsOn(send, copy);
        Schedule s = b.build();
        assertEquals(3, s.size());
        assertEquals(2, s.count(0));
        assertEquals(1, s.edges());
        assertEquals(1, s.endSuccessor(1) - s.firstSuccessor(1));
        assertEquals(2, s.successor(s.firstSuccessor(1)));
        assertFalse(s.startsPhase(2));
    }

    @Test
    void copiesWhoseTotalPassesTheCountLimitStayApart() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        b.copy(Buffers.IN, 0, Buffers.OUT, 0, Schedule.MAX_COUNT);
        b.copy(Buffers.IN, 0, Buffers.OUT, 0, 1);
        assertEquals(2, b.build().size());
    }
}
