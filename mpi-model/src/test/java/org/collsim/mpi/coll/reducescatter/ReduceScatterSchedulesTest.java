package org.collsim.mpi.coll.reducescatter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;

class ReduceScatterSchedulesTest {
    /** p = 6 (pof2 4, rem 2): ranks 0 and 2 fold into 1 and 3, which send them their blocks at the end. */
    @Test
    void recursiveHalvingFoldsEvenRanksBelowTwiceRem() {
        CollArgs args = CollArgs.of(6, 60);
        int[] sends = {1, 3, 1, 3, 2, 2};
        int[] recvs = {1, 3, 1, 3, 2, 2};
        int[] reduces = {0, 3, 0, 3, 2, 2};
        for (int r = 0; r < 6; r++) {
            Schedule s = Schedules.of(new RecursiveHalvingReduceScatter(), args, r);
            assertEquals(sends[r], s.countOf(VertexKind.SEND), "sends of rank " + r);
            assertEquals(recvs[r], s.countOf(VertexKind.RECV), "recvs of rank " + r);
            assertEquals(reduces[r], s.countOf(VertexKind.REDUCE), "reduces of rank " + r);
        }
    }

    @Test
    void recursiveHalvingSendsHalfThenAQuarterOnPowerOfTwo() {
        Schedule s = Schedules.of(new RecursiveHalvingReduceScatter(), CollArgs.of(8, 64), 5);
        assertEquals(3, s.countOf(VertexKind.SEND));
        assertEquals(56, Schedules.elements(s, VertexKind.SEND));
        assertEquals(56, Schedules.elements(s, VertexKind.REDUCE));
    }

    @Test
    void recursiveHalvingSkipsEmptyHalves() {
        // n = 2 < p = 4: blocks 1,1,0,0; new ranks 2 and 3 own nothing, so at mask 2 ranks 0 and 1 send nothing.
        Schedule s = Schedules.of(new RecursiveHalvingReduceScatter(), CollArgs.of(4, 2), 0);
        assertEquals(1, s.countOf(VertexKind.SEND));
        assertEquals(2, s.countOf(VertexKind.RECV));
    }

    @Test
    void pairwiseAndRingTakePMinusOneSteps() {
        CollArgs args = CollArgs.of(7, 23);
        for (int r = 0; r < 7; r++) {
            assertEquals(6, Schedules.of(new PairwiseReduceScatter(), args, r).countOf(VertexKind.SEND));
            assertEquals(6, Schedules.of(new RingReduceScatter(), args, r).countOf(VertexKind.SEND));
            assertEquals(6, Schedules.of(new RingReduceScatter(), args, r).countOf(VertexKind.REDUCE));
        }
        // pairwise sends every other rank its block of IN: all but the rank's own block
        assertEquals(23 - 4, Schedules.elements(Schedules.of(new PairwiseReduceScatter(), args, 0), VertexKind.SEND));
    }

    @Test
    void zeroCountDoesNothing() {
        assertEquals(0, Schedules.of(new RecursiveHalvingReduceScatter(), CollArgs.of(5, 0), 1).size());
        assertEquals(0, Schedules.of(new PairwiseReduceScatter(), CollArgs.of(5, 0), 1).size());
        assertEquals(0, Schedules.of(new RingReduceScatter(), CollArgs.of(5, 0), 1).size());
    }
}
