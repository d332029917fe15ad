package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.junit.jupiter.api.Test;

/**
 * Contiguous vs non-contiguous: the contiguous path skips the datatype checks; the general
 * one pays them ({@code datatype_check} D = 40) and packs on the host (3 ps/B + 7 per segment)
 * or, on an offload NIC with gather-send, has the NIC gather and scatter the iov (G = 11 per
 * segment). Wire: Hockney alpha 1000, beta 1 ps/B; device of {@link DeviceProtocolTest#device}.
 */
class DatatypePathTest {
    private static final HockneyModel WIRE = new HockneyModel(1000, 1, 0);
    private static final long CHECK_PS = 40;
    private static final long GATHER_PS = 11;

    private static DeviceModel device(NicKind nic, boolean gather) {
        return new DeviceModel(nic, 16, 1024, 100, 200, 300, 10, 2, QueueKind.SEPARATE, 5, 3, 4096, 0, 0, 3, 7)
                .withPaths(new PathCosts(0, 0, 0, CHECK_PS, gather, GATHER_PS, 8));
    }

    /** When a message of {@code bytes} in {@code segments} pieces (both sides) is received; the receive is posted at 0. */
    private static long received(DeviceModel device, long bytes, int segments) {
        Simulation sim = new Simulation(1);
        ProgressEngine e = new ProgressEngine(sim, new Network(2, WIRE), device);
        long[] done = new long[1];
        e.irecv(1, new RecvRequest((r, t) -> done[0] = t, 0, 0, 0, bytes, null, 0), -1, segments, false);
        e.isend(0, 1, 0, 0, bytes, null, new SendRequest(null, 1, 0), -1, segments, false);
        sim.run();
        return done[0];
    }

    @Test
    void hostNicPaysTheChecksAndPacksTheGeneralPath() {
        DeviceModel host = device(NicKind.HOST_DRIVEN, false);
        // contiguous: post 100, wire 1100 -> 1200, handled 200 + 10 + 5 -> 1415, copy 200 -> 1615
        assertEquals(1615, received(host, 100, 1));
        // 10 segments: checks 40 + pack 100 x 3 + 10 x 7 = 410, post 100 -> 510, wire -> 1610,
        // handled -> 1825, copy -> 2025, unpack 370 -> 2395 (the receiver's checks ran at its post)
        assertEquals(2395, received(host, 100, 10));
        assertEquals(CHECK_PS + 2 * (100 * 3 + 10 * 7), received(host, 100, 10) - received(host, 100, 1));
        // per message size and segment count: 400 B in 40 pieces costs 40 + 2 x (1200 + 280) more
        assertEquals(CHECK_PS + 2 * (400 * 3 + 40 * 7), received(host, 400, 40) - received(host, 400, 1));
    }

    @Test
    void offloadNicWithGatherSendSendsTheIovSegmentBySegment() {
        DeviceModel offload = device(NicKind.OFFLOAD, true);
        // contiguous: host 100, NIC 300 -> 400, wire -> 1500, NIC 300 + 10 + 5 -> 1815 (no copy)
        assertEquals(1815, received(offload, 100, 1));
        // 10 segments: checks 40, host 100, NIC 300 + gather 10 x 11 -> 550, wire -> 1650,
        // NIC 315 -> 1965, scatter 110 -> 2075: no packing on the host at all
        assertEquals(2075, received(offload, 100, 10));
        assertEquals(CHECK_PS + 2 * 10 * GATHER_PS, received(offload, 100, 10) - received(offload, 100, 1));
        // without gather-send the offload NIC's host packs: 40 + 2 x 370 more
        assertEquals(CHECK_PS + 2 * (100 * 3 + 10 * 7),
                received(device(NicKind.OFFLOAD, false), 100, 10) - received(device(NicKind.OFFLOAD, false), 100, 1));
    }

    @Test
    void rendezvousGathersWhenTheDataGoes() {
        // 2000 B in 4 pieces: checks 40, host 100, NIC 300 -> 440, RTS wire 1000 -> 1440, NIC 315
        // -> 1755, CTS NIC 300 -> 2055, wire -> 3055, sender NIC 300 + gather 44 -> 3399, DATA
        // 1000 + 2000 -> 6399, NIC 300 -> 6699, scatter 44 -> 6743
        assertEquals(6743, received(device(NicKind.OFFLOAD, true), 2000, 4));
    }

    @Test
    void gatherSendNeedsAnOffloadNic() {
        assertThrows(IllegalArgumentException.class, () -> device(NicKind.HOST_DRIVEN, true));
    }
}
