package org.collsim.mpi.coll.gather;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;

class GatherSchedulesTest {
    /** p = 6, root 2: relative ranks 0..5 are ranks 2,3,4,5,0,1; relative 4 has subtree {4,5}. */
    @Test
    void binomialSendsEachSubtreeOnceToItsParent() {
        CollArgs args = new CollArgs(6, 10, 1, 2);
        int[] relRecvs = {3, 0, 1, 0, 1, 0};
        long[] relSentElements = {0, 10, 20, 10, 20, 10};
        for (int rel = 0; rel < 6; rel++) {
            Schedule s = Schedules.of(new BinomialGather(), args, (rel + 2) % 6);
            assertEquals(relRecvs[rel], s.countOf(VertexKind.RECV), "relative rank " + rel);
            assertEquals(rel == 0 ? 0 : 1, s.countOf(VertexKind.SEND), "relative rank " + rel);
            assertEquals(relSentElements[rel], Schedules.elements(s, VertexKind.SEND), "relative rank " + rel);
        }
        assertEquals(50, Schedules.elements(Schedules.of(new BinomialGather(), args, 2), VertexKind.RECV));
    }

    @Test
    void binomialParentIsTheRankWithoutTheLowestBit() {
        Schedule s = Schedules.of(new BinomialGather(), new CollArgs(8, 1, 1, 0), 6); // relative 6 -> parent 4
        assertEquals(7, s.peer(s.size() - 2)); // receives its child 7 first
        assertEquals(4, s.peer(s.size() - 1));
    }

    @Test
    void linearRootReceivesFromEveryOtherRank() {
        CollArgs args = new CollArgs(7, 3, 1, 3);
        assertEquals(6, Schedules.of(new LinearGather(), args, 3).countOf(VertexKind.RECV));
        assertEquals(6, Schedules.phases(Schedules.of(new LinearGather(), args, 3)));
        assertEquals(1, Schedules.of(new LinearGather(), args, 0).countOf(VertexKind.SEND));
    }
}
