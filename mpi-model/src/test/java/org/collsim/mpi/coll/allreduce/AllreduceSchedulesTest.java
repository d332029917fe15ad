package org.collsim.mpi.coll.allreduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AllreduceSchedulesTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 6, 7, 8, 12, 33, 100})
    void foldMapsCoreRanksBackToRealRanks(int p) {
        PowerOfTwoFold fold = new PowerOfTwoFold(p);
        int core = 0;
        for (int rank = 0; rank < p; rank++) {
            int newRank = fold.newRank(rank);
            if (newRank != PowerOfTwoFold.OUT_OF_CORE) {
                assertEquals(rank, fold.realRank(newRank));
                core++;
            }
        }
        assertEquals(fold.pof2(), core);
    }

    @Test
    void recursiveDoublingFoldedRanksSendOnceAndCoreRanksOncePerStep() {
        CollArgs args = CollArgs.of(6, 10); // pof2 4, rem 2: ranks 0 and 2 fold into 1 and 3
        RecursiveDoublingAllreduce rd = new RecursiveDoublingAllreduce();
        int[] expectedSends = {1, 3, 1, 3, 2, 2};
        for (int rank = 0; rank < 6; rank++) {
            Schedule s = Schedules.of(rd, args, rank);
            assertEquals(expectedSends[rank], s.countOf(VertexKind.SEND), "rank " + rank);
            assertEquals(expectedSends[rank], s.countOf(VertexKind.RECV), "rank " + rank);
        }
    }

    @Test
    void rabenseifnerMovesTwiceTheReduceScatterShareOnPowerOfTwo() {
        int p = 8;
        long n = 64;
        Schedule s = Schedules.of(new ReduceScatterAllgatherAllreduce(), CollArgs.of(p, n), 5);
        assertEquals(6, s.countOf(VertexKind.SEND)); // lg p halving + lg p doubling steps
        assertEquals(3, s.countOf(VertexKind.REDUCE));
        assertEquals(2 * (p - 1) * n / p, Schedules.elements(s, VertexKind.SEND));
        assertEquals((p - 1) * n / p, Schedules.elements(s, VertexKind.REDUCE));
    }

    @Test
    void ringTakesPMinusOneStepsInEachHalf() {
        int p = 7;
        long n = 23; // uneven blocks: 4,4,3,3,3,3,3
        for (int rank = 0; rank < p; rank++) {
            Schedule s = Schedules.of(new RingAllreduce(), CollArgs.of(p, n), rank);
            assertEquals(2 * (p - 1), s.countOf(VertexKind.SEND));
            assertEquals(p - 1, s.countOf(VertexKind.REDUCE));
        }
    }
}
