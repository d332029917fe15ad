package org.collsim.mpi.coll.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.junit.jupiter.api.Test;

class ReduceSchedulesTest {
    /** p = 8, root 0: three halving exchanges each; the gather sends once from every rank but the root. */
    @Test
    void reduceScatterGatherOnPowerOfTwo() {
        CollArgs args = CollArgs.of(8, 64);
        Schedule root = Schedules.of(new ReduceScatterGatherReduce(), args, 0);
        assertEquals(3, root.countOf(VertexKind.SEND));
        assertEquals(6, root.countOf(VertexKind.RECV));
        assertEquals(3, root.countOf(VertexKind.REDUCE));
        assertEquals((32 + 16 + 8) + (8 + 16 + 32), Schedules.elements(root, VertexKind.RECV)); // halving, then gather
        Schedule one = Schedules.of(new ReduceScatterGatherReduce(), args, 1); // gathers 5 and 3, then sends 4 blocks to 0
        assertEquals(4, one.countOf(VertexKind.SEND));
        assertEquals(5, one.countOf(VertexKind.RECV));
    }

    /** p = 3, root 1: rank 1 folds into rank 0, then takes new rank 0's place and gathers both blocks. */
    @Test
    void aRootThatFoldsAwayGetsBlockZeroFromRankZero() {
        CollArgs args = new CollArgs(3, 10, 1, 1);
        Schedule root = Schedules.of(new ReduceScatterGatherReduce(), args, 1);
        assertEquals(1, root.countOf(VertexKind.SEND));
        assertEquals(2, root.countOf(VertexKind.RECV));
        assertEquals(10, Schedules.elements(root, VertexKind.RECV));
        Schedule zero = Schedules.of(new ReduceScatterGatherReduce(), args, 0);
        assertEquals(1, zero.peer(zero.size() - 1)); // its last act: block 0 to the root
    }

    /** ClosedFormTest uses root 0; the closed form claims every root that does not fold away. */
    @Test
    void closedFormHoldsForOtherRoots() {
        HockneyModel model = new HockneyModel(7, 3, 11);
        ReduceScatterGatherReduce a = new ReduceScatterGatherReduce();
        int checked = 0;
        for (int p : new int[] {2, 3, 5, 6, 8, 12, 16}) {
            for (int root = 0; root < p; root++) {
                for (long n : new long[] {0, 16L * p, 5}) {
                    CollArgs args = new CollArgs(p, n, 1, root);
                    OptionalLong expected = a.closedFormPs(args, model);
                    if (expected.isPresent()) {
                        assertEquals(expected.getAsLong(), CollectiveRun.run(new Network(p, model), a, args, false, 1).timePs(),
                                "p=" + p + " root=" + root + " n=" + n);
                        checked++;
                    }
                }
            }
        }
        assertTrue(checked > 50, "only " + checked + " cases had a closed form");
    }
}
