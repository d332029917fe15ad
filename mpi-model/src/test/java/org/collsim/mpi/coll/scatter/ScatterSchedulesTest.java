package org.collsim.mpi.coll.scatter;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScatterSchedulesTest {
    @ParameterizedTest
    @ValueSource(ints = {2, 3, 5, 8, 12, 33})
    void binomialRootSendsCeilLgPMessagesWithEveryOtherBlock(int p) {
        CollArgs args = new CollArgs(p, 4, 1, p / 2);
        Schedule root = Schedules.of(new BinomialScatter(), args, p / 2);
        assertEquals(IntMath.log2(p), root.countOf(VertexKind.SEND));
        assertEquals((p - 1) * 4L, Schedules.elements(root, VertexKind.SEND));
        for (int r = 0; r < p; r++) {
            if (r != p / 2) {
                assertEquals(1, Schedules.of(new BinomialScatter(), args, r).countOf(VertexKind.RECV), "rank " + r);
            }
        }
    }

    /** Largest subtree first: root 0 of 8 sends 4 blocks to 4, then 2 to 2, then 1 to 1. */
    @Test
    void binomialSendsLargestSubtreeFirst() {
        Schedule root = Schedules.of(new BinomialScatter(), CollArgs.of(8, 1), 0);
        int first = 0; // root 0 scatters from IN directly, so the sends come first
        assertEquals(4, root.peer(first));
        assertEquals(4, root.count(first));
        assertEquals(2, root.peer(first + 1));
        assertEquals(1, root.peer(first + 2));
    }

    @Test
    void linearRootSendsInOnePhase() {
        Schedule root = Schedules.of(new LinearScatter(), new CollArgs(6, 2, 1, 4), 4);
        assertEquals(5, root.countOf(VertexKind.SEND));
        assertEquals(1, Schedules.phases(root));
    }
}
