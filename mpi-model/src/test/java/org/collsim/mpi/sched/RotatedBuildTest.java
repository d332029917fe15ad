package org.collsim.mpi.sched;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.junit.jupiter.api.Test;

/**
 * {@link ScheduleBuilder#addRotated}: one builder serving every rank of a call builds the ring once
 * and hands each rank the schedule a build of its own would have given; anything that adds to or
 * reads the builder gets the vertices themselves.
 */
class RotatedBuildTest {
    private static final CollectiveAlgorithm RING = AlgorithmRegistry.builtIn().find(Collective.ALLREDUCE, "ring").orElseThrow();

    private static Schedule built(ScheduleBuilder b, CollArgs args, int rank, SharedSchedules shared) {
        RING.build(args, rank, b.reset());
        return b.build(rank, args.ranks(), shared);
    }

    @Test
    void everyRankGetsTheScheduleItsOwnBuildGives() {
        for (int p : new int[] {1, 2, 3, 5, 8, 13}) {
            for (long n : new long[] {1, 3, 16, 100}) {
                CollArgs args = CollArgs.of(p, n);
                ScheduleBuilder once = new ScheduleBuilder(false);
                SharedSchedules shared = new SharedSchedules();
                for (int r = 0; r < p; r++) {
                    Schedule expected = built(new ScheduleBuilder(false), args, r, new SharedSchedules());
                    Schedule actual = built(once, args, r, shared);
                    assertEquals(expected.size(), actual.size());
                    for (int v = 0; v < expected.size(); v++) {
                        assertEquals(expected.shared().describe(v, 8, r), actual.shared().describe(v, 8, r),
                                "p " + p + " n " + n + " rank " + r + " vertex " + v);
                        assertEquals(expected.startsPhase(v), actual.startsPhase(v));
                    }
                }
                assertEquals(1, shared.distinct());
            }
        }
    }

    @Test
    void theSecondRankIsNotBuiltAgainButReadingOrAddingBuildsIt() {
        CollArgs args = CollArgs.of(4, 8);
        ScheduleBuilder b = new ScheduleBuilder(false);
        SharedSchedules shared = new SharedSchedules();
        Schedule first = built(b, args, 0, shared);
        int[] runs = new int[1];
        b.reset().addRotated(RING, args, () -> runs[0]++);
        assertSame(first.wordsForTest(), b.build(1, 4, shared).wordsForTest(), "rank 1 shares rank 0's vertices, unbuilt");
        assertEquals(0, runs[0]);

        RING.build(args, 2, b.reset()); // a layer that adds a barrier after the ring gets both
        b.calc(5);
        Schedule withCalc = b.build(2, 4, shared);
        assertEquals(first.size() + 1, withCalc.size());
        assertEquals(VertexKind.CALC, withCalc.kind(withCalc.size() - 1));
        RING.build(args, 3, b.reset());
        assertEquals(first.size(), b.size(), "reading the builder builds it");
    }
}
