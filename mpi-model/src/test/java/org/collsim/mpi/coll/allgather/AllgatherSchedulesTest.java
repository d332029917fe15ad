package org.collsim.mpi.coll.allgather;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AllgatherSchedulesTest {
    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 8, 12, 33})
    void bruckTakesCeilLgPStepsAndSendsEveryOtherBlockOnce(int p) {
        long n = 5;
        for (int rank = 0; rank < p; rank++) {
            Schedule s = Schedules.of(new BruckAllgather(), CollArgs.of(p, n), rank);
            assertEquals(IntMath.log2(p), s.countOf(VertexKind.SEND));
            assertEquals((p - 1) * n, Schedules.elements(s, VertexKind.SEND));
            assertEquals(p * n, Schedules.elements(s, VertexKind.COPY) - n); // own block in, p blocks rotated out
        }
    }

    @Test
    void zeroCountSendsNothing() {
        assertEquals(0, Schedules.of(new BruckAllgather(), CollArgs.of(6, 0), 3).size());
        assertEquals(0, Schedules.of(new RingAllgather(), CollArgs.of(6, 0), 3).size());
    }
}
