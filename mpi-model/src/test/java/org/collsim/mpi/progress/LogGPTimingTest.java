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
    /** The issue's parameters in ps: L = 2500, o = 1500, g = 1000, G = 6/B, O = 0 (ns), S = 65535 B. */
    private static final LogGPModel ISSUE = new LogGPModel(2_500_000, 1_500_000, 1_000_000, 6_000, 0, 65535, 0);

    /**
     * Case (a): rank 0 sends two 64 KiB messages to rank 1 and receives one back; all at t = 0. In ns,
     * (s-1)G = 65535 * 6 = 393210. Rank 0's send 1 at 0: CPU to 1500, send gap to 394210, arrives at
     * 4000. Rank 1 posts both receives at 0, then its send at 0: CPU to 1500, arrives at rank 0 at 4000.
     * 4000: message 1 at rank 1: CPU to 4000 + 1500 + 393210 = 398710, matches (rendezvous: rank 0's
     * CPU held to 4000); rank 1's message at rank 0: CPU to 398710, matches. Rank 0's send 2 waits for
     * its gap (394210), then for its CPU (398710): CPU to 400210, arrives 402710, handled at rank 1 by
     * 797420; the match holds rank 0 until 402710. Booking ahead gave 790420 and 793420.
     */
    @Test
    void issueCaseA_aSendThatWaitsLetsAnEarlierMessageTakeTheCpu() {
        long kib64 = 65536;
        CollectiveRun.Result r = run(2, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, kib64);
                b.send(1, 0, 0, kib64);
                b.recv(1, 0, 0, kib64);
            } else {
                b.recv(0, 0, 0, kib64);
                b.recv(0, 0, 0, kib64);
                b.send(0, 0, 0, kib64);
            }
        }), ISSUE);
        assertArrayEquals(new long[] {402_710_000, 797_420_000}, r.rankDonePs());
    }

    /**
     * Case (b): rank 1 sends two 1000 B messages to rank 0 and receives one; rank 0 receives both and
     * its send requires the first receive. In ns, (s-1)G = 5994. Rank 1: send 1 at 0 (CPU to 1500, gap
     * to 6994, arrives 4000), send 2 waits until 6994 (CPU to 8494, arrives 10994). Rank 0 handles
     * message 1 at 4000: CPU to 11494, the receive completes then and releases the send. Message 2
     * (10994) waits for the CPU until 11494, where the send, released first, goes first: CPU to 12994,
     * arrives at rank 1 at 15494, handled by 22988; message 2 waits again until 12994, CPU to 20488.
     * Booking ahead gave 20488 and 30482.
     */
    @Test
    void issueCaseB_aReleasedSendGoesBeforeAWaitingMessage() {
        CollectiveRun.Result r = run(2, new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                int r1 = b.recv(1, 0, 0, 1000);
                b.recv(1, 0, 0, 1000);
                int s3 = b.send(1, 0, 0, 1000);
                b.dependsOn(s3, r1);
            } else {
                b.send(0, 0, 0, 1000);
                b.send(0, 0, 0, 1000);
                b.recv(0, 0, 0, 1000);
            }
        }), ISSUE);
        assertArrayEquals(new long[] {20_488_000, 22_988_000}, r.rankDonePs());
    }
}
