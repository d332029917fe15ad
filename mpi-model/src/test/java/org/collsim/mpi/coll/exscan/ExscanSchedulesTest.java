package org.collsim.mpi.coll.exscan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.OrderedCombine;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExscanSchedulesTest {
    /** Rank r &gt; 0 combines exactly ranks 0..r-1 in rank order; rank 0's OUT is never written. */
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 17, 31, 33})
    void everyRankCombinesTheRanksBelowItInOrder(int p) {
        long[][] out = OrderedCombine.run(new RecursiveDoublingExscan(), CollArgs.of(p, 3));
        for (int r = 0; r < p; r++) {
            long expected = r == 0 ? OrderedCombine.EMPTY : OrderedCombine.interval(0, r - 1);
            for (long element : out[r]) {
                assertEquals(expected, element, "rank " + r + " of " + p);
            }
        }
    }

    /** The first data from below is copied, not reduced: rank 7 of 8 reduces 2 + 1 + 2 times (partial and OUT). */
    @Test
    void theFirstLowerPartnerIsCopiedNotReduced() {
        Schedule s = Schedules.of(new RecursiveDoublingExscan(), CollArgs.of(8, 4), 7);
        assertEquals(3, s.countOf(VertexKind.SEND));
        assertEquals(5, s.countOf(VertexKind.REDUCE));
        assertEquals(3, Schedules.of(new RecursiveDoublingExscan(), CollArgs.of(8, 4), 0).countOf(VertexKind.REDUCE));
    }
}
