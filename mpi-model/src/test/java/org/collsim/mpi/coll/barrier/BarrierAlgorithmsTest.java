package org.collsim.mpi.coll.barrier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

/** recursive_doubling, binomial and recexch barriers; alpha = 1000 ps, messages are empty. */
class BarrierAlgorithmsTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    private static long timePs(CollectiveAlgorithm a, int p) {
        return CollectiveRun.run(new Network(p, MODEL), a, CollArgs.of(p, 0), false, 1).timePs();
    }

    /**
     * p = 3 (pof2 2): at 0, rank 1 sends to 0 for the exchange, rank 2 to 0 as the extra rank;
     * rank 1 is issued first, so [0, 1000] and [1000, 2000]. Rank 0 receives 2's message at
     * 2000, sends to 1 [2000, 3000], then releases 2 [3000, 4000]: 4000 ps, not lg-based.
     */
    @Test
    void recursiveDoublingFoldsTheExtraRanks() {
        assertEquals(4_000, timePs(new RecursiveDoublingBarrier(), 3));
        assertTrue(new RecursiveDoublingBarrier().closedFormPs(CollArgs.of(3, 0), MODEL).isEmpty());
        Schedule extra = Schedules.of(new RecursiveDoublingBarrier(), CollArgs.of(6, 0), 5);
        assertEquals(1, extra.countOf(VertexKind.SEND));
        assertEquals(1, extra.peer(0));
        for (int p : new int[] {1, 2, 4, 8, 32}) {
            assertEquals(IntMath.log2(p) * 1_000L, timePs(new RecursiveDoublingBarrier(), p), "p=" + p);
        }
    }

    /**
     * 2 ceil(lg p) alpha at every p: p = 3 gathers in 2000 (1 to 0 [0, 1000], 2 to 0 [1000,
     * 2000] behind it) and releases 2 then 1 in 2000 more; p = 1..40 against the simulator.
     */
    @Test
    void binomialGathersAndReleasesInTwiceCeilLgP() {
        assertEquals(4_000, timePs(new BinomialBarrier(), 3));
        for (int p = 1; p <= 40; p++) {
            assertEquals(2L * IntMath.log2(p) * 1_000, timePs(new BinomialBarrier(), p), "p=" + p);
        }
        Schedule root = Schedules.of(new BinomialBarrier(), CollArgs.of(6, 0), 0);
        assertEquals(3, root.countOf(VertexKind.RECV)); // from 1, 2, 4
        assertEquals(3, root.countOf(VertexKind.SEND));
        assertEquals(4, root.peer(3)); // the release starts with the largest subtree
    }

    /**
     * p = 9, k = 3: two phases of two contention-free rounds, 4000 ps. p = 3, k = 2: 0 sends to 1 in step 1 [0, 1000]; 2's phase message to 1 waits [1000,
     * 2000]; 1 sends to 2 [1000, 2000], releases 0 [2000, 3000]: 3000 ps.
     */
    @Test
    void recexchTakesTheHandDerivedTimes() {
        CollectiveAlgorithm k3 = AlgorithmRegistry.configure(new RecexchBarrier(), Map.of("k", 3L)).algorithm();
        assertEquals(4_000, timePs(k3, 9));
        assertEquals(4_000, k3.closedFormPs(CollArgs.of(9, 0), MODEL).orElseThrow());
        assertEquals(3_000, timePs(new RecexchBarrier(), 3));
        for (int p : new int[] {1, 2, 4, 8, 64}) {
            assertEquals(IntMath.log2(p) * 1_000L, timePs(new RecexchBarrier(), p), "p=" + p);
        }
    }
}
