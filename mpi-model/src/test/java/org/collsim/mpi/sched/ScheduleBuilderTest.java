package org.collsim.mpi.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ScheduleBuilderTest {
    @Test
    void aFenceBetweenPhasesStoresNoEdgeAndFlagsTheFirstVertexAfterIt() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        for (int peer = 0; peer < 5; peer++) {
            b.send(peer, Buffers.IN, 0, 1);
        }
        b.fence();
        b.fence(); // a second fence with nothing between is the same join
        for (int peer = 0; peer < 7; peer++) {
            b.recv(peer, Buffers.OUT, 0, 1);
        }
        Schedule s = b.build();
        assertEquals(12, s.size());
        assertEquals(0, s.edges()); // not 5 * 7
        assertFalse(s.hasEdges());
        assertTrue(s.startsPhase(5));
        assertFalse(s.startsPhase(4) || s.startsPhase(6));
        assertEquals(7, s.longestPhase());
    }

    @Test
    void edgesInsideAPhaseAreStoredAsSortedSuccessorsAndEdgesAcrossAFenceAreImplied() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        int before = b.recv(1, Buffers.OUT, 0, 4);
        b.fence();
        int r0 = b.recv(1, Buffers.OUT, 0, 2);
        int r1 = b.recv(1, Buffers.OUT, 2, 2);
        int s1 = b.send(2, Buffers.OUT, 2, 2);
        int s0 = b.send(2, Buffers.OUT, 0, 2);
        b.dependsOn(s1, r1);
        b.dependsOn(s0, r0);
        b.dependsOn(s1, r0);
        b.dependsOn(s1, r0); // duplicate
        b.dependsOn(s0, before); // implied by the fence
        Schedule s = b.build();
        assertEquals(3, s.edges());
        assertEquals(2, s.endSuccessor(r0) - s.firstSuccessor(r0));
        assertEquals(s1, s.successor(s.firstSuccessor(r0)));
        assertEquals(s0, s.successor(s.firstSuccessor(r0) + 1));
        assertEquals(s1, s.successor(s.firstSuccessor(r1)));
        assertEquals(0, s.endSuccessor(before) - s.firstSuccessor(before));
        assertEquals(0, s.endSuccessor(s0) - s.firstSuccessor(s0));
    }

    @Test
    void aDependencyMustBeAnEarlierVertex() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        int a = b.send(1, Buffers.IN, 0, 1);
        int c = b.recv(1, Buffers.OUT, 0, 1);
        assertThrows(IllegalArgumentException.class, () -> b.dependsOn(a, c));
        assertThrows(IllegalArgumentException.class, () -> b.dependsOn(a, a));
        assertThrows(IllegalArgumentException.class, () -> b.dependsOn(c + 1, a));
    }

    @Test
    void hardwareAndComputeVerticesAreTypedAndKeepTheirOwnFields() {
        ScheduleBuilder b = new ScheduleBuilder(false);
        int barrier = b.hardwareBarrier(7);
        int root = b.hardwareBcast(9, true, Buffers.OUT, 0, 100);
        int member = b.hardwareBcast(9, false, Buffers.OUT, 0, 100);
        long longPs = 3_000_000_000_000L; // 3 s: more than the 32-bit count field could hold
        int calc = b.calc(longPs);
        Schedule s = b.build();
        assertEquals(VertexKind.HW_BARRIER, s.kind(barrier));
        assertEquals(7, s.contextId(barrier));
        assertEquals(VertexKind.HW_BCAST_ROOT, s.kind(root));
        assertEquals(VertexKind.HW_BCAST, s.kind(member));
        assertEquals(9, s.contextId(member));
        assertEquals(100, s.count(member));
        assertEquals(VertexKind.CALC, s.kind(calc));
        assertEquals(longPs, s.calcPs(calc));
        assertEquals("hw_bcast on context 9 (800 B)", s.describe(member, 8));
        assertEquals("calc 3000000000000 ps", s.describe(calc, 8));
    }

    @Test
    void aViewTranslatesPeersAndBuffersAndSharesVertexIds() {
        ScheduleBuilder b = new ScheduleBuilder(true);
        int tmp = b.tmp(10);
        b.send(0, Buffers.IN, 0, 1);
        ScheduleBuilder view = b.view(new int[] {4, 6}, tmp, 2, Buffers.OUT, 3);
        int v = view.recv(1, Buffers.OUT, 1, 2);
        int w = view.send(0, Buffers.IN, 0, 2);
        view.dependsOn(w, v);
        Schedule s = b.build();
        assertEquals(1, v);
        assertEquals(6, s.peer(v));
        assertEquals(Buffers.OUT, s.bufA(v));
        assertEquals(4, s.offA(v));
        assertEquals(4, s.peer(w));
        assertEquals(tmp, s.bufA(w));
        assertEquals(2, s.offA(w));
        assertEquals(w, s.successor(s.firstSuccessor(v)));
    }
}
