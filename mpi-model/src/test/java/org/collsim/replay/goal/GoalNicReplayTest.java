package org.collsim.replay.goal;

import static org.collsim.replay.goal.GoalReplayTest.assertEndsNs;
import static org.collsim.replay.goal.GoalReplayTest.ns;
import static org.collsim.replay.goal.GoalReplayTest.replay;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Hand-computed LogGOPSim timings with several NICs per host, and matching that ignores sizes.
 * L = 2500, o = 1500, g = 1000, G = 6/B, O = 0, S = 65535 ns (GoalReplayTest's parameters); a
 * 1000 B message has (s-1)G = 5994, so a send gap or receive gap lasts g + 5994 = 6994 and a
 * receive costs its CPU o + 5994 = 7494. LogGOPSim keeps a next-free send gap and receive gap per
 * (host, NIC), and a message uses the receiver's NIC with the send's NIC number (LogGOPSim.cpp,
 * nextgs/nextgr indexed by elem.nic).
 */
class GoalNicReplayTest {
    private static final LogGopsParameters ISSUE = ns(2500, 1500, 1000, 6, 0, 65535);

    /** Rank 0 sends two 1000 B messages from CPUs 0 and 1, through NIC 0 and NIC {@code secondNic}. */
    private static String twoSends(int secondNic) {
        return """
                num_ranks 2
                rank 0 {
                send 1000b to 1 tag 1 cpu 0 nic 0
                send 1000b to 1 tag 2 cpu 1 nic %d
                }
                rank 1 {
                recv 1000b from 0 tag 1 cpu 0 nic 0
                recv 1000b from 0 tag 2 cpu 1 nic %d
                }
                """.formatted(secondNic, secondNic);
    }

    @Test
    void twoNicsLetTwoCpusSendAndReceiveInParallel() throws Exception {
        // NIC 0 and NIC 1 each free at 0: both sends start at 0 (cpu0 = cpu1 = 1500), both messages
        // arrive at 4000; at rank 1 each finds its CPU and its NIC's receive gap free:
        // cpu0 = cpu1 = 4000 + 7494 = 11494. Ends: rank 0 at 1500, rank 1 at 11494.
        assertEndsNs(replay(twoSends(1), ISSUE), 1500, 11_494);
    }

    @Test
    void oneNicMakesTheSecondSendWaitForTheSendGapAndItsMessageForTheReceiveGap() throws Exception {
        // Same schedule, both on NIC 0. Send 1 at 0: cpu0 = 1500, gs0 = 6994, message at 4000.
        // Send 2 (CPU 1 free) waits for gs0 until 6994: cpu1 = 8494, arrival 6994 + o + L = 10994.
        // At rank 1, message 1 at 4000: cpu0 = 11494, gr0 = 4000 + 6994 = 10994.
        // Message 2 at 10994: cpu1 free, gr0 free at 10994: cpu1 = 10994 + 7494 = 18488.
        // Ends: rank 0 at max(1500, 8494) = 8494, rank 1 at max(11494, 18488) = 18488.
        assertEndsNs(replay(twoSends(0), ISSUE), 8494, 18_488);
    }

    @Test
    void theReceiveGapIsPerNicToo() throws Exception {
        // Two senders, one receiver with two CPUs: rank 0 uses NIC 0, rank 1 NIC k; both messages arrive at 4000.
        // k = 1: each message has its own CPU and receive gap at rank 2: both end at 4000 + 7494 = 11494.
        // k = 0: the second message (rank 1's, the larger sequence number) finds gr0 = 10994: 10994 + 7494 = 18488.
        String goal = """
                num_ranks 3
                rank 0 {
                send 1000b to 2 tag 1 cpu 0 nic 0
                }
                rank 1 {
                send 1000b to 2 tag 2 cpu 1 nic %d
                }
                rank 2 {
                recv 1000b from 0 tag 1 cpu 0
                recv 1000b from 1 tag 2 cpu 1
                }
                """;
        assertEndsNs(replay(goal.formatted(1), ISSUE), 1500, 1500, 11_494);
        assertEndsNs(replay(goal.formatted(0), ISSUE), 1500, 1500, 18_488);
    }

    @Test
    void sizePlaysNoPartInMatchingAndTheMessagesSizeIsWhatCosts() throws Exception {
        // A 100 B send matches a posted 10 B receive with the same source and tag (LogGOPSim matches on
        // source and tag only). The receiver pays for the 100 B that arrived: 4000 + 1500 + 99 * 6 = 6094.
        GoalResult r = replay("""
                num_ranks 2
                rank 0 {
                send 100b to 1 tag 4
                }
                rank 1 {
                recv 10b from 0 tag 4
                }
                """, ISSUE);
        assertEndsNs(r, 1500, 6094);
        assertEquals(1, r.messages());
    }

    @Test
    void aSmallerSendMatchesALargerReceiveAndCostsItsOwnSize() throws Exception {
        // The other way: 10 B sent into a 100 KiB receive (above S, but the message's 10 B decide the
        // protocol: eager): sender done at 1500, receiver at 4000 + 1500 + 9 * 6 = 5554.
        assertEndsNs(replay("""
                num_ranks 2
                rank 0 {
                send 10b to 1
                }
                rank 1 {
                recv 102400b from 0
                }
                """, ISSUE), 1500, 5554);
    }
}
