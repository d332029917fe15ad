package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.run.RunOptions;
import org.junit.jupiter.api.Test;

/**
 * Device protocols on hand-computed cases. Wire: Hockney alpha = 1000 ps, beta = 1 ps/B. Device:
 * host send 100, host packet 200, NIC packet 300, 10 per entry searched, copy 2 ps/B, lock 5,
 * atomic 3, eager-short limit 16 B, eager limit 1024 B.
 */
class DeviceProtocolTest {
    private static final HockneyModel WIRE = new HockneyModel(1000, 1, 0);

    static DeviceModel device(NicKind nic, QueueKind queue) {
        return new DeviceModel(nic, 16, 1024, 100, 200, 300, 10, 2, queue, 5, 3, 4096, 0, 0, 0, 0);
    }

    private static long[] run(DeviceModel device, ScriptedAlgorithm script, int ranks) {
        return CollectiveRun.run(new Network(ranks, WIRE), script, CollArgs.of(ranks, 0), false, 1,
                RunOptions.defaults().withDevice(device)).rankDonePs();
    }

    private static ScriptedAlgorithm oneMessage(long bytes) {
        return new ScriptedAlgorithm((rank, b) -> {
            if (rank == 0) {
                b.send(1, 0, 0, bytes);
            } else {
                b.recv(0, 0, 0, bytes);
            }
        });
    }

    @Test
    void hostDrivenEagerPaysPostingWirePacketMatchingAndCopy() {
        // send posted 0..100, wire 100..1200; receiver: packet 200 + 1 entry 10 + lock 5 = 1415, copy 200 B
        assertArrayEquals(new long[] {1200, 1615}, run(device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE), oneMessage(100), 2));
    }

    @Test
    void eagerShortSkipsTheCopy() {
        // 16 B: wire 100..1116, handled 1116 + 215 = 1331, no copy
        assertArrayEquals(new long[] {1116, 1331}, run(device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE), oneMessage(16), 2));
    }

    @Test
    void offloadNicHandlesOnItsProcessorAndDepositsWithoutCopy() {
        // sender: host 100, NIC 300, wire 400..1500; receiver NIC: 300 + 10 + 5 = 1815
        assertArrayEquals(new long[] {1500, 1815}, run(device(NicKind.OFFLOAD, QueueKind.SEPARATE), oneMessage(100), 2));
    }

    @Test
    void rendezvousTakesRtsCtsAndData() {
        // RTS 100..1100; receiver 215 -> 1315, CTS posted 100 -> 1415, wire -> 2415;
        // sender 200 -> 2615, data 2615 + 1000 + 2000 = 5615 (send done); receiver 200 -> 5815
        assertArrayEquals(new long[] {5615, 5815}, run(device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE), oneMessage(2000), 2));
    }

    @Test
    void unifiedQueuePaysAtomicUpdatesInsteadOfLocks() {
        // as the eager case with 3 instead of 5 per queue operation (post, then match)
        assertArrayEquals(new long[] {1200, 1613}, run(device(NicKind.HOST_DRIVEN, QueueKind.UNIFIED), oneMessage(100), 2));
    }

    /** Rank 0 sends n eager messages with tags 0..n-1; long after, rank 1 receives them in reverse tag order. */
    private static long[] reverseOrderReceives(DeviceModel device, int n, long postAtPs, QueueStats[] stats) {
        Simulation sim = new Simulation(1);
        ProgressEngine engine = new ProgressEngine(sim, new Network(2, WIRE), device);
        long[] done = new long[n];
        for (int tag = 0; tag < n; tag++) {
            engine.isend(0, 1, 0, tag, 8, null, new SendRequest(null, 1, tag));
        }
        sim.schedule(postAtPs, now -> {
            for (int k = 0; k < n; k++) {
                int tag = n - 1 - k;
                engine.irecv(1, new RecvRequest((r, t) -> done[tag] = t, 0, tag, 0, 8, null, 0));
            }
        });
        sim.run();
        stats[0] = engine.queueStats();
        return done;
    }

    @Test
    void searchingADeepUnexpectedQueueCostsPerEntryTraversed() {
        int n = 40;
        long postAt = 1_000_000_000L;
        QueueStats[] stats = new QueueStats[1];
        long[] separate = reverseOrderReceives(device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE), n, postAt, stats);
        // the k-th receive traverses n - k entries (10 ps each) plus the lock (5); 8 B is eager-short: no copy
        long searched = (long) n * (n + 1) / 2;
        assertEquals(postAt + 10 * searched + 5 * n, separate[0]);
        assertEquals(n, stats[0].maxUnexpectedDepth(1));
        assertEquals(searched, stats[0].entriesSearched(1));
        long[] unified = reverseOrderReceives(device(NicKind.HOST_DRIVEN, QueueKind.UNIFIED), n, postAt, stats);
        assertEquals(postAt + 10 * searched + 3 * n, unified[0], "atomic updates instead of locks");
        assertEquals(searched, stats[0].entriesSearched(1), "the same entries are searched");
    }

    /**
     * Rank 1 posts a 2000-byte receive, then computes 10,000 ps; rank 0 sends at once. A
     * host-driven NIC answers the RTS only when rank 1 is back in MPI (after computing); an
     * offload NIC completes the whole transfer while rank 1 computes.
     */
    private static long overlap(DeviceModel device, long computePs) {
        Simulation sim = new Simulation(1);
        ProgressEngine engine = new ProgressEngine(sim, new Network(2, WIRE), device);
        long[] recvDone = {-1};
        engine.irecv(1, new RecvRequest((r, t) -> recvDone[0] = t, 0, 0, 0, 2000, null, 0));
        engine.setInsideMpi(1, false);
        engine.compute(1, computePs, new CpuRequest((r, t) -> engine.setInsideMpi(1, true)));
        engine.isend(0, 1, 0, 0, 2000, null, new SendRequest(null, 1, 0));
        sim.run();
        return recvDone[0];
    }

    @Test
    void hostDrivenRendezvousWaitsForTheComputingReceiverWhileOffloadOverlaps() {
        long compute = 10_000;
        // receiver posted (lock 5), computes 5..10005; the RTS (arrived 1100) is handled at 10005:
        // 215 -> 10220, CTS 100 -> 10320, wire -> 11320, sender 200 -> 11520, data 3000 -> 14520, 200 -> 14720
        assertEquals(14_720, overlap(device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE), compute));
        // offload: host 100 + sender NIC 300, RTS wire 400..1400; receiver NIC 315 -> 1715, CTS 300 -> 2015,
        // wire -> 3015, sender NIC 300 -> 3315, data -> 6315, NIC 300 -> 6615: long before computing ends
        assertEquals(6_615, overlap(device(NicKind.OFFLOAD, QueueKind.SEPARATE), compute));
    }

    @Test
    void packetsHeldForARankOutsideMpiShowInItsPendingReport() {
        Simulation sim = new Simulation(1);
        ProgressEngine engine = new ProgressEngine(sim, new Network(2, WIRE), device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE));
        engine.setInsideMpi(1, false);
        engine.isend(0, 1, 0, 0, 8, null, new SendRequest(null, 1, 0));
        sim.run();
        assertEquals(java.util.List.of("1 packet(s) its host-driven NIC holds until it calls into MPI again"),
                engine.pendingOf(1));
    }
}
