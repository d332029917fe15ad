package org.collsim.mpi.coll.bcast;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.junit.jupiter.api.Test;

class BcastSchedulesTest {
    private static Schedule scatter(CollArgs args, int rank) {
        ScheduleBuilder b = new ScheduleBuilder(false);
        BcastScatter.build(args, rank, b);
        return b.build();
    }

    @Test
    void scatterSkipsEmptySubtrees() {
        // n = 3 < p = 8: blocks of one element; relative ranks 3..7 own nothing.
        CollArgs args = new CollArgs(8, 3, 1, 0);
        Schedule root = scatter(args, 0);
        assertEquals(2, root.countOf(VertexKind.SEND)); // to 2 (block 2) and 1 (block 1); subtree 4..7 is empty
        assertEquals(0, scatter(args, 4).size());
        assertEquals(1, scatter(args, 2).countOf(VertexKind.RECV));
        assertEquals(0, scatter(args, 2).countOf(VertexKind.SEND)); // its child 3 owns nothing
    }

    @Test
    void scatterIsRelativeToTheRootAndLargestSubtreeFirst() {
        CollArgs args = new CollArgs(4, 8, 1, 2); // blocks of 2; relative 2 is rank 0, relative 1 is rank 3
        Schedule root = scatter(args, 2);
        assertEquals(2, root.size());
        assertEquals(0, root.peer(0));
        assertEquals(4, root.count(0));
        assertEquals(3, root.peer(1));
        assertEquals(2, root.count(1));
    }

    /**
     * p = 6: at mask 4, relative ranks 2 and 3 have no partner (6 and 7 do not exist); 0 and 1
     * exchanged with 4 and 5, so 0 passes blocks 4..5 on to 2, and 1 to 3.
     */
    @Test
    void recursiveDoublingPassesPartnerBlocksToRanksWithoutPartner() {
        CollArgs args = new CollArgs(6, 6, 1, 0);
        int[] expectedRecvs = {3, 4, 4, 4, 3, 3};
        int[] expectedSends = {7, 4, 3, 2, 3, 2};
        for (int rank = 0; rank < 6; rank++) {
            Schedule s = Schedules.of(new ScatterRecursiveDoublingAllgatherBcast(), args, rank);
            assertEquals(expectedRecvs[rank], s.countOf(VertexKind.RECV), "recvs of rank " + rank);
            assertEquals(expectedSends[rank], s.countOf(VertexKind.SEND), "sends of rank " + rank);
        }
    }

    @Test
    void ringSendsOneBlockPerStepAfterTheScatter() {
        CollArgs args = new CollArgs(5, 12, 1, 1); // blocks of 3: 3,3,3,3,0
        Schedule s = Schedules.of(new ScatterRingAllgatherBcast(), args, 3);
        assertEquals(scatter(args, 3).countOf(VertexKind.SEND) + 4, s.countOf(VertexKind.SEND));
        assertEquals(scatter(args, 3).countOf(VertexKind.RECV) + 4, s.countOf(VertexKind.RECV));
    }

    @Test
    void zeroCountOrOneRankDoesNothing() {
        assertEquals(0, Schedules.of(new ScatterRingAllgatherBcast(), new CollArgs(5, 0, 1, 2), 2).size());
        assertEquals(0, Schedules.of(new ScatterRecursiveDoublingAllgatherBcast(), new CollArgs(1, 9, 1, 0), 0).size());
    }
}
