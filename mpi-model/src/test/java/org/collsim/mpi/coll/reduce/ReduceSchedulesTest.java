package org.collsim.mpi.coll.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.OpKind;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;

class ReduceSchedulesTest {
    /** p = 8, root 0: three halving exchanges each; the gather sends once from every rank but the root. */
    @Test
    void reduceScatterGatherOnPowerOfTwo() {
        CollArgs args = CollArgs.of(8, 64);
        Schedule root = Schedules.of(new ReduceScatterGatherReduce(), args, 0);
        assertEquals(3, root.countOf(OpKind.SEND));
        assertEquals(6, root.countOf(OpKind.RECV));
        assertEquals(3, root.countOf(OpKind.REDUCE));
        assertEquals((32 + 16 + 8) + (8 + 16 + 32), Schedules.elements(root, OpKind.RECV)); // halving, then gather
        Schedule one = Schedules.of(new ReduceScatterGatherReduce(), args, 1); // gathers 5 and 3, then sends 4 blocks to 0
        assertEquals(4, one.countOf(OpKind.SEND));
        assertEquals(5, one.countOf(OpKind.RECV));
    }

    /** p = 3, root 1: rank 1 folds into rank 0, then takes new rank 0's place and gathers both blocks. */
    @Test
    void aRootThatFoldsAwayGetsBlockZeroFromRankZero() {
        CollArgs args = new CollArgs(3, 10, 1, 1);
        Schedule root = Schedules.of(new ReduceScatterGatherReduce(), args, 1);
        assertEquals(1, root.countOf(OpKind.SEND));
        assertEquals(2, root.countOf(OpKind.RECV));
        assertEquals(10, Schedules.elements(root, OpKind.RECV));
        Schedule zero = Schedules.of(new ReduceScatterGatherReduce(), args, 0);
        assertEquals(1, zero.peer(zero.size() - 1)); // its last act: block 0 to the root
    }
}
