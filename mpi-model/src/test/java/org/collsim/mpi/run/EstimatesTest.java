package org.collsim.mpi.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.junit.jupiter.api.Test;

/** The up-front estimates behind the run limits and the heap check. */
class EstimatesTest {
    private static long runEvents(CollectiveAlgorithm a, CollArgs args) {
        return CollectiveRun.run(new Network(args.ranks(), new HockneyModel(1_000_000, 1000, 0)), a, args, false, 1).events();
    }

    /**
     * Up to 64 ranks every rank's schedule is counted, and under the plain protocols each message
     * is three events (the send's completion, the arrival, the receive's completion): the
     * estimate is the events the run fires, for every built-in algorithm.
     */
    @Test
    void eventsAreExactForEveryAlgorithmUpTo64Ranks() {
        int checked = 0;
        for (CollectiveAlgorithm a : AlgorithmRegistry.builtIn().all()) {
            for (int p : new int[] {5, 64}) {
                CollArgs args = new CollArgs(p, 1024, 8, 0);
                if (AlgorithmRegistry.violation(a, args).isEmpty()) {
                    assertEquals(runEvents(a, args), Estimates.callEvents(a, args), a.label() + " at " + p + " ranks");
                    checked++;
                }
            }
        }
        assertTrue(checked > 40, "checked " + checked);
    }

    /**
     * Above 64 ranks 64 ranks drawn at random stand for all: a ring allgather sends p-1 messages
     * from every rank, so the estimate is exact, and a binomial bcast's mean of (p-1)/p sends per
     * rank is estimated within a factor of two.
     */
    @Test
    void sampledEventsStayCloseAbove64Ranks() {
        AlgorithmRegistry reg = AlgorithmRegistry.builtIn();
        CollArgs args = new CollArgs(1000, 1000, 8, 0);
        CollectiveAlgorithm ring = reg.find(org.collsim.mpi.coll.Collective.ALLGATHER, "ring").orElseThrow();
        assertEquals(3L * 1000 * 999, Estimates.callEvents(ring, args));
        CollectiveAlgorithm binomial = reg.find(org.collsim.mpi.coll.Collective.BCAST, "binomial").orElseThrow();
        long estimate = Estimates.callEvents(binomial, args);
        assertTrue(estimate > 3 * 999 / 2 && estimate < 3 * 999 * 2, "estimate " + estimate + " for 2997 events");
    }

    /**
     * Heap: 400 B of state a rank plus its schedule at 8 B an operation. Bruck's alltoall at 16,384
     * ranks is one schedule for all (free copies merged: 2 + 4 x 14 = 58 operations), so each rank
     * adds only its 48-byte view: 16384 x 448 + 58 x 8 = 7,340,496 B. The pairwise exchange at 1024
     * ranks pairs rank XOR i, a schedule per rank of 1 + 2 x 1023 operations: 1024 x (400 + 2047 x 8).
     */
    @Test
    void aScheduleSharedByEveryRankIsCountedOnce() {
        AlgorithmRegistry reg = AlgorithmRegistry.builtIn();
        CollectiveAlgorithm bruck = reg.find(org.collsim.mpi.coll.Collective.ALLTOALL, "bruck").orElseThrow();
        assertEquals(16384L * 448 + 58 * 8, Estimates.callHeapBytes(bruck, new CollArgs(16384, 1, 8, 0)));
        CollectiveAlgorithm pairwise = reg.find(org.collsim.mpi.coll.Collective.ALLTOALL, "pairwise").orElseThrow();
        assertEquals(1024L * (400 + 2047 * 8), Estimates.callHeapBytes(pairwise, new CollArgs(1024, 1, 8, 0)));
    }

    /**
     * Above 64 ranks a schedule every rank holds rotated is counted once, exactly: a ring allreduce
     * of 1,024 elements at 256 ranks is 2 x 255 steps of one send each (3 events) and 255 reductions
     * a rank: 256 x (6 x 255 + 255) = 456,960 events, as the run fires; recursive doubling at 128
     * ranks, 7 exchanges of a send and a reduction: 128 x 7 x 4 = 3,584.
     */
    @Test
    void aRotatedScheduleIsCountedOnceAndExactlyAbove64Ranks() {
        AlgorithmRegistry reg = AlgorithmRegistry.builtIn();
        CollectiveAlgorithm ring = reg.find(org.collsim.mpi.coll.Collective.ALLREDUCE, "ring").orElseThrow();
        CollArgs ringArgs = new CollArgs(256, 1024, 8, 0);
        assertEquals(256L * (6 * 255 + 255), Estimates.callEvents(ring, ringArgs));
        assertEquals(runEvents(ring, ringArgs), Estimates.callEvents(ring, ringArgs));
        CollectiveAlgorithm doubling = reg.find(org.collsim.mpi.coll.Collective.ALLREDUCE, "recursive_doubling").orElseThrow();
        CollArgs doublingArgs = new CollArgs(128, 1024, 8, 0);
        assertEquals(128L * 7 * 4, Estimates.callEvents(doubling, doublingArgs));
        assertEquals(runEvents(doubling, doublingArgs), Estimates.callEvents(doubling, doublingArgs));
        assertEquals(new Estimates.Call(Estimates.callHeapBytes(ring, ringArgs), Estimates.callEvents(ring, ringArgs)),
                Estimates.call(ring, ringArgs), "both at once, the same");
    }

    /** Programs and the communicator workload: a fixed size per rank, plus a program's variables. */
    @Test
    void programAndWorkloadHeapsGrowWithRanks() {
        assertEquals(1000L * (2048 + 10 * 8), Estimates.programHeapBytes(1000, 10));
        assertEquals(1000L * 1024, Estimates.commWorkloadHeapBytes(1000));
        assertEquals(Long.MAX_VALUE, Estimates.programHeapBytes(Integer.MAX_VALUE, Integer.MAX_VALUE));
    }
}
