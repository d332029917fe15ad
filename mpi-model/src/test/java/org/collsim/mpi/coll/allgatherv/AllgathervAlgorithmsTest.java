package org.collsim.mpi.coll.allgatherv;

import static org.collsim.mpi.coll.Schedules.vector;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

/** allgatherv recursive_doubling and bruck with unequal counts; T(b) = 1000 + 10b ps, 1-byte elements. */
class AllgathervAlgorithmsTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    /**
     * p = 6, counts 1..6 (offsets 0, 1, 3, 6, 10, 15). Rank 0 sends its subtree at each mask:
     * block 0 (1) to 1, blocks 0-1 (3) to 2, blocks 0-3 (10) to 4, then passes the partner
     * subtree's blocks 4-5 (11) down to 2, which has no partner at mask 4: 25 elements in 4 sends.
     */
    @Test
    void recursiveDoublingSendsSubtreesByTheirCounts() {
        Schedule rank0 = Schedules.of(new RecursiveDoublingAllgatherv(), vector(1, 2, 3, 4, 5, 6), 0);
        assertEquals(4, rank0.countOf(VertexKind.SEND));
        assertEquals(1 + 3 + 10 + 11, Schedules.elements(rank0, VertexKind.SEND));
    }

    /**
     * p = 2, counts 100 and 300: the two messages cross at once; rank 0 waits for the longer,
     * T(300) = 4000 ps. No closed form is claimed for unequal counts.
     */
    @Test
    void recursiveDoublingWaitsForTheLongerMessage() {
        assertEquals(4_000, Schedules.timePs(new RecursiveDoublingAllgatherv(), vector(100, 300), MODEL));
        assertTrue(new RecursiveDoublingAllgatherv().closedFormPs(vector(100, 300), MODEL).isEmpty());
    }

    /**
     * p = 3, counts 1, 2, 3, k = 2. Phase 1 (delta 1): each rank sends its own block to rank - 1:
     * 0 -> 2 (1 element, done 1010), 1 -> 0 (2, 1020), 2 -> 1 (3, 1030); a rank's phase ends with
     * the later of its send and its receive: 0 at 1020, 1 at 1030, 2 at 1030. Phase 2 (delta 2,
     * cut to one block): each sends its own block to rank - 2 = rank + 1: 0 -> 1 [1020, 2030],
     * 1 -> 2 [1030, 2050], 2 -> 0 [1030, 2060]: 2060 ps.
     */
    @Test
    void bruckSendsRotatedBlocksByTheirCounts() {
        CollArgs args = vector(1, 2, 3);
        assertEquals(2_060, Schedules.timePs(new BruckAllgatherv(), args, MODEL));
        assertEquals(1 + 1, Schedules.elements(Schedules.of(new BruckAllgatherv(), args, 0), VertexKind.SEND));
        assertEquals(3 + 3, Schedules.elements(Schedules.of(new BruckAllgatherv(), args, 2), VertexKind.SEND));
        assertTrue(new BruckAllgatherv().closedFormPs(args, MODEL).isEmpty());
    }
}
