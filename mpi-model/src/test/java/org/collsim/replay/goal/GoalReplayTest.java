package org.collsim.replay.goal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.collsim.engine.RunLimits;
import org.collsim.mpi.error.LimitExceededException;
import org.collsim.mpi.run.DeadlockException;
import org.junit.jupiter.api.Test;

/**
 * Hand-computed LogGOPSim timings. Unless a test says otherwise: L = 2500, o = 1500, g = 1000,
 * G = 6/B, O = 0, S = 65535 (ns, as the issue's cases); times below are in ns and a 1000 B message
 * has (s-1)G = 999 * 6 = 5994, a 64 KiB one 65535 * 6 = 393210.
 */
class GoalReplayTest {
    private static final LogGopsParameters ISSUE = ns(2500, 1500, 1000, 6, 0, 65535);

    static LogGopsParameters ns(long l, long o, long g, long gPerByte, long oPerByte, long s) {
        return new LogGopsParameters(l * 1000, o * 1000, g * 1000, gPerByte * 1000, oPerByte * 1000, s);
    }

    static GoalResult replay(String goal, LogGopsParameters p) throws Exception {
        GoalSchedule schedule = GoalFiles.parse(new ByteArrayInputStream(goal.getBytes(StandardCharsets.US_ASCII)), "test.goal");
        return GoalReplay.run(schedule, p, null);
    }

    static void assertEndsNs(GoalResult result, long... expectedNs) {
        long[] expectedPs = new long[expectedNs.length];
        for (int i = 0; i < expectedNs.length; i++) {
            expectedPs[i] = expectedNs[i] * 1000;
        }
        assertArrayEquals(expectedPs, result.endPs());
    }

    @Test
    void issueCaseA_twoRendezvousSendsAndOneBack() throws Exception {
        // seq 0,1,2: rank 0's send1, send2, recv3 (sends first); seq 3,4,5: rank 1's send3, recv1, recv2.
        // t=0 send1: cpu0 = 1500, gs0 = 1000 + 393210 = 394210, msg1 at 4000 (seq 6); send2 waits for gs0 (394210).
        // t=0 rank 1 send3: cpu1 = 1500, gs1 = 394210, msg3 at 4000 (seq 7); recv1, recv2 posted.
        // t=4000 msg1 at rank 1: cpu1 = 4000 + 1500 + 393210 = 398710; matches recv1, rendezvous: cpu0 = max(1500, 4000) = 4000.
        // t=4000 msg3 at rank 0 (cpu0 free at 4000): cpu0 = 398710; matches recv3, rendezvous: cpu1 stays 398710.
        // t=394210 send2 finds cpu0 busy until 398710; t=398710 send2: cpu0 = 400210, msg2 at 402710.
        // t=402710 msg2 at rank 1: cpu1 = 402710 + 1500 + 393210 = 797420; rendezvous: cpu0 = max(400210, 402710) = 402710.
        GoalResult r = replay("""
                num_ranks 2
                rank 0 {
                send 65536b to 1 tag 1
                send 65536b to 1 tag 2
                recv 65536b from 1 tag 3
                }
                rank 1 {
                recv 65536b from 0 tag 1
                recv 65536b from 0 tag 2
                send 65536b to 0 tag 3
                }
                """, ISSUE);
        assertEndsNs(r, 402_710, 797_420);
        assertEquals(3, r.messages());
    }

    @Test
    void issueCaseB_sendReleasedByFirstReceiveCompetesWithSecondMessage() throws Exception {
        // seq 0,1: rank 0's r1, r2 (posted); seq 2,3,4: rank 1's send1, send2, recv3.
        // t=0 send1: cpu1 = 1500, gs1 = 1000 + 5994 = 6994, msgA at 4000 (seq 5); send2 waits until 6994.
        // t=4000 msgA: cpu0 = 4000 + 1500 + 5994 = 11494, gr0 = 10994; matches r1, releasing s3 at
        //   max(4000, cpu0) = 11494 with seq 6.
        // t=6994 send2: cpu1 = 8494, gs1 = 13988, msgB at 10994 (seq 7); msgB finds cpu0 busy: waits until 11494.
        // t=11494: s3 (seq 6) before msgB (seq 7): cpu0 = 12994, msgC at 15494. msgB waits again until 12994:
        //   cpu0 = 12994 + 1500 + 5994 = 20488, matches r2.
        // t=15494 msgC at rank 1: cpu1 = 15494 + 1500 + 5994 = 22988.
        GoalResult r = replay("""
                num_ranks 2
                rank 0 {
                r1: recv 1000b from 1 tag 1
                r2: recv 1000b from 1 tag 2
                s3: send 1000b to 1 tag 3
                s3 requires r1
                }
                rank 1 {
                send 1000b to 0 tag 1
                send 1000b to 0 tag 2
                recv 1000b from 0 tag 3
                }
                """, ISSUE);
        assertEndsNs(r, 20_488, 22_988);
    }

    @Test
    void eagerPair() throws Exception {
        // send at 0: cpu0 = o = 1500, arrival o + L = 4000; receive: 4000 + o + (s-1)G = 11494
        assertEndsNs(replay(pair(1000, ""), ISSUE), 1500, 11_494);
    }

    @Test
    void rendezvousPairHoldsTheSenderUntilTheMatch() throws Exception {
        // the message matches the posted receive at 4000: the sender's CPU is pushed to 4000;
        // the receiver pays 4000 + 1500 + 393210 = 398710
        assertEndsNs(replay(pair(65536, ""), ISSUE), 4000, 398_710);
    }

    @Test
    void lateRendezvousReceiveMatchesFromTheUnexpectedQueue() throws Exception {
        // rank 1 computes until 500000; the message (arrived at 4000) waits for its CPU, is handled at
        // 500000 (seq 2, before the receive released at 500000 with seq 3): cpu1 = 500000 + 1500 + 393210 = 894710,
        // unexpected; the receive then matches it at 500000 and completes the sender: cpu0 = 500000
        assertEndsNs(replay(pair(65536, "c: calc 500000\nr requires c\n"), ISSUE), 500_000, 894_710);
    }

    @Test
    void lateEagerReceive() throws Exception {
        // the message waits for rank 1's CPU until 10000: 10000 + 1500 + 5994 = 17494; the sender is done at 1500
        assertEndsNs(replay(pair(1000, "c: calc 10000\nr requires c\n"), ISSUE), 1500, 17_494);
    }

    @Test
    void zeroByteMessagesCostNoPerByteTerm() throws Exception {
        // (s-1) terms are 0 for empty messages: receive at 4000 + 1500 = 5500 (LogGOPSim: 5494, minus one G)
        assertEndsNs(replay(pair(0, ""), ISSUE), 1500, 5500);
    }

    /** rank 0 sends {@code bytes} to rank 1, whose receive is labelled r; {@code extra} is added to rank 1. */
    private static String pair(long bytes, String extra) {
        return "num_ranks 2\nrank 0 {\nsend " + bytes + "b to 1 tag 0\n}\nrank 1 {\nr: recv " + bytes
                + "b from 0 tag 0\n" + extra + "}\n";
    }

    @Test
    void anySourceAndAnyTagTakeTheFirstPostedReceiveThatMatches() throws Exception {
        // msgs from 0 (tag 5) and 1 (tag 7) both arrive at 4000; msg0 (seq 4) first: cpu2 = 11494, it skips ra (tag 7)
        // and completes rb (any, any), releasing x on CPU 1 at 4000: 4000 + 100000 = 104000. msg1 waits until
        // 11494: cpu2 = 18988, completes ra. Had msg0 gone to ra... it cannot; had rb waited for msg1, x would end at 118988.
        GoalResult r = replay("""
                num_ranks 3
                rank 0 {
                send 1000b to 2 tag 5
                }
                rank 1 {
                send 1000b to 2 tag 7
                }
                rank 2 {
                ra: recv 1000b from -1 tag 7
                rb: recv 1000b from -1 tag -1
                x: calc 100000 cpu 1
                x requires rb
                }
                """, ISSUE);
        assertEndsNs(r, 1500, 1500, 104_000);
    }

    @Test
    void irequiresReleasesOnStartRequiresOnCompletion() throws Exception {
        // irequires: s starts when r is posted (t=0): both messages at 4000, each receive 4000 + 7494 = 11494.
        String exchange = """
                num_ranks 2
                rank 0 {
                send 1000b to 1
                recv 1000b from 1
                }
                rank 1 {
                r: recv 1000b from 0
                s: send 1000b to 0
                t: calc 1000 cpu 1
                s %s r
                t irequires s
                }
                """;
        // t (CPU 1) starts with s at 0 and ends at 1000
        assertEndsNs(replay(exchange.formatted("irequires"), ISSUE), 11_494, 11_494);
        // requires: s waits for r's completion at 4000, then for the CPU until 11494: cpu1 = 12994, arrival 15494,
        // rank 0: 15494 + 7494 = 22988; t starts with s at 11494 on CPU 1, ends at 12494
        assertEndsNs(replay(exchange.formatted("requires"), ISSUE), 22_988, 12_994);
    }

    @Test
    void burstQueuesOnTheNicGap() throws Exception {
        // o = 100 < g = 1000, 1-byte messages: sends start at 0, 1000, 2000 (send gap), arrive at 2600, 3600, 4600;
        // the receive gap is free at each arrival (2600 + 1000 = 3600, ...): rank 1's CPU ends at 4600 + 100
        GoalResult r = replay("""
                num_ranks 2
                rank 0 {
                send 1b to 1
                send 1b to 1
                send 1b to 1
                }
                rank 1 {
                recv 1b from 0
                recv 1b from 0
                recv 1b from 0
                }
                """, ns(2500, 100, 1000, 6, 0, 65535));
        assertEndsNs(r, 2100, 4700);
    }

    @Test
    void twoCpusWorkInParallelAndAMessageUsesTheSendsCpuNumber() throws Exception {
        // rank 1 computes on CPU 0 until 5000; the message, sent from CPU 1, is handled by rank 1's CPU 1
        // at 4000 (not delayed by the calc): 4000 + 1500 = 5500
        GoalResult r = replay("""
                num_ranks 2
                rank 0 {
                send 1b to 1 cpu 1
                }
                rank 1 {
                recv 1b from 0
                calc 5000
                }
                """, ISSUE);
        assertEndsNs(r, 1500, 5500);
    }

    @Test
    void aDeadlockSaysWhatEachRankWaitsFor() {
        DeadlockException e = assertThrows(DeadlockException.class, () -> replay("""
                num_ranks 2
                rank 0 {
                r: recv 8b from 1 tag 3
                s: send 8b to 1 tag 3
                s requires r
                }
                rank 1 {
                r: recv 8b from 0 tag 3
                s: send 8b to 0 tag 3
                s requires r
                }
                """, ISSUE));
        assertEquals(2, e.perRank().size());
        assertTrue(e.perRank().get(0).startsWith("rank 0: 2 of 2 operations not done; waits for recv from 1 (tag 3, 8 B)"),
                e.perRank().get(0));
    }

    /**
     * Run limits as the engine applies them: the rendezvous pair of case A fires 11 entries (6
     * operations, 3 messages, send2 queued again twice: on its NIC gap, then on its CPU), so 11
     * events let it finish and 10 stop it before the 11th; a virtual-time limit below the last
     * message's arrival (402,710 ns) stops it there, having reached the send of that message
     * (398,710 ns); no wall-clock time at all stops it before the first entry.
     */
    @Test
    void runLimitsStopTheReplayBeforeTheEntryThatCrossesThem() throws Exception {
        String goal = """
                num_ranks 2
                rank 0 {
                send 65536b to 1 tag 1
                send 65536b to 1 tag 2
                recv 65536b from 1 tag 3
                }
                rank 1 {
                recv 65536b from 0 tag 1
                recv 65536b from 0 tag 2
                send 65536b to 0 tag 3
                }
                """;
        assertEquals(11, limited(goal, new RunLimits(11, Long.MAX_VALUE, Long.MAX_VALUE)).events());
        LimitExceededException events = assertThrows(LimitExceededException.class,
                () -> limited(goal, new RunLimits(10, Long.MAX_VALUE, Long.MAX_VALUE)));
        assertEquals("max_events", events.limit());
        assertEquals(10, events.eventsFired());
        LimitExceededException time = assertThrows(LimitExceededException.class,
                () -> limited(goal, new RunLimits(Long.MAX_VALUE, 402_709_999, Long.MAX_VALUE)));
        assertEquals("max_simulated", time.limit());
        assertEquals(398_710_000, time.reachedPs());
        LimitExceededException wall = assertThrows(LimitExceededException.class,
                () -> limited(goal, new RunLimits(Long.MAX_VALUE, Long.MAX_VALUE, 0)));
        assertEquals("max_wall", wall.limit());
        assertEquals(0, wall.eventsFired());
    }

    private static GoalResult limited(String goal, RunLimits limits) throws Exception {
        GoalSchedule schedule = GoalFiles.parse(new ByteArrayInputStream(goal.getBytes(StandardCharsets.US_ASCII)), "test.goal");
        return GoalReplay.run(schedule, ISSUE, limits, null);
    }
}
