package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.junit.jupiter.api.Test;

/**
 * Short RMA: a put, get or accumulate up to the short limit (8 B here) rides in its header; a
 * longer one sends a header and then an RMA_DATA packet, each injected and handled on its own.
 * Wire: Hockney alpha 1000, beta 1 ps/B, gamma 2 ps/B (a rank's send and receive ports carry
 * one message at a time); device of {@link DeviceProtocolTest#device}: host send 100, host
 * packet 200, NIC packet 300. The target is inside MPI throughout.
 */
class ShortRmaTest {
    private static final HockneyModel WIRE = new HockneyModel(1000, 1, 2);

    private enum Op { PUT, GET, ACCUMULATE }

    private record Outcome(long donePs, long dataPackets) {
    }

    private static Outcome run(NicKind nic, Op op, long bytes) {
        Simulation sim = new Simulation(1);
        DeviceModel device = DeviceProtocolTest.device(nic, QueueKind.SEPARATE)
                .withPaths(new PathCosts(0, 0, 0, 0, false, 0, 8));
        ProgressEngine e = new ProgressEngine(sim, new Network(2, WIRE), device);
        OperationRequest req = new OperationRequest(null);
        switch (op) {
            case PUT -> e.oneSided().put(0, 1, 7, bytes, req);
            case GET -> e.oneSided().get(0, 1, 7, bytes, req);
            case ACCUMULATE -> e.oneSided().accumulate(0, 1, 7, bytes, req);
        }
        sim.run();
        return new Outcome(req.completedPs(), e.packets(PacketType.RMA_DATA));
    }

    @Test
    void aSingleWordPutIsOnePacket() {
        // host 100, wire 1000 + 8 -> 1108, target host 200 -> 1308
        assertEquals(new Outcome(1308, 0), run(NicKind.HOST_DRIVEN, Op.PUT, 8));
    }

    @Test
    void aLongerPutSendsAHeaderThenItsData() {
        // header: host 100, wire 1000 (send port 100..1100), handled 200 -> 1300; data: host
        // 100..200, waits for the send port until 1100, wire 1000 + 64 -> 2164, handled -> 2364
        assertEquals(new Outcome(2364, 1), run(NicKind.HOST_DRIVEN, Op.PUT, 64));
    }

    @Test
    void accumulateAddsTheReductionAfterTheData() {
        assertEquals(new Outcome(1308 + 8 * 2, 0), run(NicKind.HOST_DRIVEN, Op.ACCUMULATE, 8));
        assertEquals(new Outcome(2364 + 64 * 2, 1), run(NicKind.HOST_DRIVEN, Op.ACCUMULATE, 64));
    }

    @Test
    void aGetIsAnsweredShortOrByAHeaderAndData() {
        // request: host 100, wire 1000 -> 1100, target 200 -> 1300; short response: host 100 -> 1400,
        // wire 1008 -> 2408, origin 200 -> 2608
        assertEquals(new Outcome(2608, 0), run(NicKind.HOST_DRIVEN, Op.GET, 8));
        // long response: header host 1300..1400, wire -> 2400; data host 1400..1500, waits for the
        // port until 2400, wire 1064 -> 3464; origin handles the header (-> 2600) and the data -> 3664
        assertEquals(new Outcome(3664, 1), run(NicKind.HOST_DRIVEN, Op.GET, 64));
    }

    @Test
    void onAnOffloadNicBothPacketsCostTheNicProcessor() {
        // short: host 100, NIC 300 -> 400, wire 1008 -> 1408, target NIC 300 -> 1708
        assertEquals(new Outcome(1708, 0), run(NicKind.OFFLOAD, Op.PUT, 8));
        // long: header NIC -> 400, wire -> 1400, target NIC -> 1700; data host 100..200, NIC
        // 400..700, port free at 1400, wire 1064 -> 2464, target NIC 300 -> 2764
        assertEquals(new Outcome(2764, 1), run(NicKind.OFFLOAD, Op.PUT, 64));
    }
}
