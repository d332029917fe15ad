package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.junit.jupiter.api.Test;

/** waitall / waitany hand the whole array to the engine, which answers once. */
class RequestArrayTest {
    private static final HockneyModel NET = new HockneyModel(1000, 10, 0);

    @Test
    void waitAllAnswersOnceWhenTheLastCompletesAndWaitAnyWithTheFirst() {
        for (boolean any : new boolean[] {false, true}) {
            check(any);
        }
    }

    private static void check(boolean waitAny) {
        Simulation sim = new Simulation(1);
        ProgressEngine e = new ProgressEngine(sim, new Network(3, NET));
        List<RecvRequest> recvs = List.of(new RecvRequest(null, 1, 0, 0, 100, null, 0),
                new RecvRequest(null, 2, 0, 0, 100, null, 0));
        recvs.forEach(r -> e.irecv(0, r));
        e.isend(1, 0, 0, 0, 100, null, new SendRequest(null, 0, 0));
        e.isend(2, 0, 0, 0, 50, null, new SendRequest(null, 0, 0));
        List<Long> told = new ArrayList<>();
        List<Request> which = new ArrayList<>();
        RequestListener done = (r, t) -> {
            told.add(t);
            which.add(r);
        };
        if (waitAny) {
            e.arrays().waitAny(0, recvs, done);
        } else {
            e.arrays().waitAll(0, recvs, done);
        }
        sim.run();
        // rank 0's receive port serializes: 100 B from rank 1 until 2000, then 50 B from rank 2 until 3500
        assertEquals(List.of(waitAny ? 2000L : 3500L), told, "told once");
        assertSame(recvs.get(waitAny ? 0 : 1), which.get(0));
    }

    @Test
    void anArrayWhoseRequestsAreDoneAnswersAtOnce() {
        Simulation sim = new Simulation(1);
        ProgressEngine e = new ProgressEngine(sim, new Network(2, NET));
        List<Long> all = new ArrayList<>();
        e.arrays().waitAll(0, List.of(), (r, t) -> all.add(t));
        assertEquals(List.of(0L), all);
    }
}
