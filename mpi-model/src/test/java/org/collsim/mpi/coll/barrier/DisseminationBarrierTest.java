package org.collsim.mpi.coll.barrier;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

class DisseminationBarrierTest {
    private static final HockneyModel MODEL = new HockneyModel(1_000, 10, 0);

    private static CollectiveAlgorithm withK(int k) {
        return AlgorithmRegistry.configure(new DisseminationBarrier(), Map.of("k", (long) k)).algorithm();
    }

    /** k = 2 is the classic schedule: per round one send to rank + 2^i, one receive from rank - 2^i, a fence. */
    @Test
    void radixTwoIsTheClassicDissemination() {
        Schedule s = Schedules.of(new DisseminationBarrier(), CollArgs.of(10, 0), 3);
        int[] distances = {1, 2, 4, 8};
        assertEquals(8, s.size());
        for (int round = 0; round < 4; round++) {
            int d = distances[round];
            assertEquals(VertexKind.SEND, s.kind(2 * round));
            assertEquals((3 + d) % 10, s.peer(2 * round));
            assertEquals(((3 - d) % 10 + 10) % 10, s.peer(2 * round + 1));
            assertEquals(round > 0, s.startsPhase(2 * round));
        }
    }

    /**
     * ceil(log_k p) rounds of (k-1) alpha each (alpha = 1000 ps, empty messages): p = 10, k = 3
     * has 3 rounds (shifts 1, 3, 9), 6000 ps; every rank count 1..40 and k 2..6 must match, with
     * k clamped to p; the closed form is checked against the simulator, not against itself alone.
     */
    @Test
    void everyRadixTakesItsClosedForm() {
        assertEquals(6000, withK(3).closedFormPs(CollArgs.of(10, 0), MODEL).orElseThrow());
        assertEquals(4 * 1000, withK(5).closedFormPs(CollArgs.of(5, 0), MODEL).orElseThrow()); // one round of k-1 = 4
        assertEquals(2 * 1000, withK(8).closedFormPs(CollArgs.of(3, 0), MODEL).orElseThrow()); // k clamped to 3
        for (int k = 2; k <= 6; k++) {
            CollectiveAlgorithm a = withK(k);
            for (int p = 1; p <= 40; p++) {
                CollArgs args = CollArgs.of(p, 0);
                assertEquals(a.closedFormPs(args, MODEL).orElseThrow(),
                        CollectiveRun.run(new Network(p, MODEL), a, args, false, 1).timePs(), a.label() + " p=" + p);
            }
        }
    }
}
