package org.collsim.mpi.coll.exscan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;

class ExscanSchedulesTest {
    /** The first data from below is copied, not reduced: rank 7 of 8 reduces 2 + 1 + 2 times (partial and OUT). */
    @Test
    void theFirstLowerPartnerIsCopiedNotReduced() {
        Schedule s = Schedules.of(new RecursiveDoublingExscan(), CollArgs.of(8, 4), 7);
        assertEquals(3, s.countOf(VertexKind.SEND));
        assertEquals(5, s.countOf(VertexKind.REDUCE));
        assertEquals(3, Schedules.of(new RecursiveDoublingExscan(), CollArgs.of(8, 4), 0).countOf(VertexKind.REDUCE));
    }
}
