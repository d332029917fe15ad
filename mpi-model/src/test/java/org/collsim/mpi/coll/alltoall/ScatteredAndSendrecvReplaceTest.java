package org.collsim.mpi.coll.alltoall;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Schedules;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.VertexKind;
import org.junit.jupiter.api.Test;

/** alltoall scattered and pairwise_sendrecv_replace; T = T(100) = 1000 + 10 * 100 = 2000 ps. */
class ScatteredAndSendrecvReplaceTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    private static CollectiveAlgorithm scattered(long batch) {
        return AlgorithmRegistry.configure(new ScatteredAlltoall(), Map.of("batch", batch)).algorithm();
    }

    private static long timePs(CollectiveAlgorithm a, int p) {
        return CollectiveRun.run(new Network(p, MODEL), a, new CollArgs(p, 100, 1, 0), false, 1).timePs();
    }

    /** batch 2 at p = 5: three batches (ii = 0, 2, 4) holding 1, 2 and 1 messages each way. */
    @Test
    void scatteredPostsBatchesAndWaitsForEach() {
        Schedule s = Schedules.of(scattered(2), CollArgs.of(5, 3), 1);
        assertEquals(4, s.countOf(VertexKind.SEND));
        assertEquals(3, Schedules.phases(s));
        int[] order = {0, 4, 3, 2}; // rank - ii - i: 1-1, 1-2, 1-3, 1-4
        for (int i = 0, send = 0; i < s.size(); i++) {
            if (s.kind(i) == VertexKind.SEND) {
                assertEquals(order[send++], s.peer(i));
            }
        }
    }

    /**
     * batch 1 is p-1 shift steps, 4T = 8000 at p = 5. All at once at p = 3 (batch 0): issued in
     * rank order at 0, rank 0 sends to 2 [0, T] then to 1 [T, 2T]; 1 to 0 [0, T], then to 2
     * after 0's message [T, 2T]; 2's first, to 1, waits for 0's second: [2T, 3T], its second, to
     * 0, [3T, 4T]: 8000 ps where a perfect schedule takes 2T.
     */
    @Test
    void scatteredTakesTheHandDerivedTimes() {
        assertEquals(8_000, timePs(scattered(1), 5));
        assertEquals(8_000, timePs(scattered(0), 3));
        assertTrue(scattered(0).closedFormPs(CollArgs.of(3, 100), MODEL).isEmpty());
    }

    /**
     * p = 3: 0 and 1 swap [0, T]; 2's first partner is 0, so it sends at once, behind 1 on 0's
     * port [T, 2T]. At T both 0 and 1 finish their swap; 1 sees it first (0's message to 1 was
     * sent first, so its arrival is handled first) and sends to 2 [T, 2T], so 0's message to 2
     * waits for 2's port: [2T, 3T]. 2 finishes its swap with 0 at 3T and only then sends to 1
     * [3T, 4T]: 8000 ps, where p - 1 perfect steps would take 4000.
     */
    @Test
    void sendrecvReplaceTakesTheHandDerivedTime() {
        assertEquals(8_000, timePs(new PairwiseSendrecvReplaceAlltoall(), 3));
        assertEquals(2_000, timePs(new PairwiseSendrecvReplaceAlltoall(), 2));
        Schedule s = Schedules.of(new PairwiseSendrecvReplaceAlltoall(), CollArgs.of(4, 3), 2);
        int[] order = {0, 1, 3};
        for (int i = 0, send = 0; i < s.size(); i++) {
            if (s.kind(i) == VertexKind.SEND) {
                assertEquals(order[send++], s.peer(i));
            }
        }
    }
}
