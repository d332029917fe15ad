package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.run.CollectiveRun;
import org.junit.jupiter.api.Test;

/**
 * LogGP(OS) rules on hand-computed two- and three-rank cases. Parameters (ps):
 * L=5000, o=1000, g=1500, G=10 per byte, O=3 per byte, S=64 bytes.
 */
class LogGPTimingTest {
    private static final LogGPModel MODEL = new LogGPModel(5000, 1000, 1500, 10, 3, 64, 0);

    private static CollectiveRun.Result run(int ranks, ScriptedAlgorithm script, LogGPModel model) {
        return CollectiveRun.run(new Network(ranks, model), script, CollArgs.of(ranks, 0), false, 1);
    }

    @Test
    void oneHopTakesTwoOverheadsLatencyAndPerByteTerms() {
        // 2o + L + (s-1) max(O, G) = 2000 + 5000 + 10 * 10
        CollectiveRun.Result r = run(2, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, 11);
            } else {
                b.recv(0, 0, 0, 11);
            }
        }), MODEL);
        assertArrayEquals(new long[] {1000 + 10 * 3, 7100}, r.rankDonePs());
    }

    @Test
    void secondSendWaitsForTheNicGap() {
        // send 1 at 0: CPU to 1030, gap to 1600; send 2 starts at 1600, arrives 1600 + o + L = 7600,
        // received 7600 + o + 10 * max(O, G) = 8700.
        CollectiveRun.Result r = run(3, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, 11);
                b.send(2, 0, 0, 11);
            } else {
                b.recv(0, 0, 0, 11);
            }
        }), MODEL);
        assertArrayEquals(new long[] {1600 + 1030, 7100, 8700}, r.rankDonePs());
    }

    @Test
    void secondArrivalWaitsForTheReceiveGap() {
        // both arrive at 6000; the first is handled at once (CPU to 7100, receive gap to 7600),
        // the second at max(7100, 7600) = 7600, done at 8700.
        CollectiveRun.Result r = run(3, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 1) {
                b.recv(0, 0, 0, 11);
                b.recv(2, 0, 0, 11);
            } else {
                b.send(1, 0, 0, 11);
            }
        }), MODEL);
        assertEquals(8700, r.rankDonePs()[1]);
    }

    @Test
    void emptyMessagesPayNoPerByteTerms() {
        CollectiveRun.Result r = run(2, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, 0);
            } else {
                b.recv(0, 0, 0, 0);
            }
        }), MODEL);
        assertArrayEquals(new long[] {1000, 7000}, r.rankDonePs());
    }

    /**
     * Rank 0 sends 0 B to rank 2, then 100 B to rank 1; rank 1 posts its receive from 0 only
     * after a 0-byte message from rank 2 (sent when rank 2 got rank 0's). The 100-byte message
     * arrives at 7500 and waits, overhead paid (CPU to 9490), in the unexpected queue; rank 2's
     * arrives at 13000 and is received at 14000, when rank 1 posts and matches. Eager: rank 0 is
     * done at 1500 + o + 99 O = 2797; rendezvous (S = 64): only at the match, 14000.
     */
    @Test
    void rendezvousSendCompletesOnlyWhenMatched() {
        ScriptedAlgorithm script = new ScriptedAlgorithm((rank, b) -> {
            switch (rank) {
                case 0 -> {
                    b.send(2, 0, 0, 0);
                    b.send(1, 0, 0, 100);
                }
                case 1 -> {
                    b.recv(2, 0, 0, 0);
                    b.fence();
                    b.recv(0, 0, 0, 100);
                }
                default -> {
                    b.recv(0, 0, 0, 0);
                    b.fence();
                    b.send(1, 0, 0, 0);
                }
            }
        });
        assertArrayEquals(new long[] {14000, 14000, 8000}, run(3, script, MODEL).rankDonePs());
        LogGPModel eager = new LogGPModel(5000, 1000, 1500, 10, 3, 1 << 20, 0);
        assertArrayEquals(new long[] {2797, 14000, 8000}, run(3, script, eager).rankDonePs());
    }
}
