package org.collsim.mpi.progress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.collsim.engine.Simulation;
import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.progress.DeviceModel.NicKind;
import org.collsim.mpi.progress.DeviceModel.QueueKind;
import org.junit.jupiter.api.Test;

/** Short one-sided operations, cancel and non-contiguous datatypes on hand-computed cases. */
class OneSidedAndDatatypeTest {
    private static final HockneyModel PLAIN = new HockneyModel(1000, 10, 2);
    private static final HockneyModel WIRE = new HockneyModel(1000, 1, 0);

    private record Machine(Simulation sim, ProgressEngine engine) {
        static Machine of(HockneyModel model, DeviceModel device) {
            Simulation sim = new Simulation(1);
            return new Machine(sim, new ProgressEngine(sim, new Network(2, model), device));
        }

        long run(OperationRequest... reqs) {
            sim.run();
            return reqs[reqs.length - 1].completedPs();
        }
    }

    private static OperationRequest op() {
        return new OperationRequest(null);
    }

    @Test
    void plainModelPutGetAndAccumulate() {
        Machine m = Machine.of(PLAIN, null);
        OperationRequest put = op();
        m.engine().oneSided().put(0, 1, 7, 8, put);
        assertEquals(1080, m.run(put), "alpha + 8 beta, remote completion");
        m = Machine.of(PLAIN, null);
        OperationRequest get = op();
        m.engine().oneSided().get(0, 1, 7, 8, get);
        assertEquals(1000 + 1080, m.run(get), "empty request, then the data back");
        m = Machine.of(PLAIN, null);
        OperationRequest acc = op();
        m.engine().oneSided().accumulate(0, 1, 7, 8, acc);
        assertEquals(1080 + 8 * 2, m.run(acc), "plus the target's reduction");
        assertEquals(1, m.engine().packets(PacketType.RMA_ACCUMULATE));
    }

    @Test
    void hostDrivenTargetAppliesAPutOnlyWhenBackInMpiWhileAnOffloadNicDoesAtOnce() {
        for (NicKind nic : NicKind.values()) {
            Machine m = Machine.of(WIRE, DeviceProtocolTest.device(nic, QueueKind.SEPARATE));
            OperationRequest put = op();
            ProgressEngine e = m.engine();
            e.setInsideMpi(1, false);
            e.compute(1, 5000, new OperationRequest((r, t) -> e.setInsideMpi(1, true)));
            e.oneSided().put(0, 1, 7, 8, put);
            // host: posted 100, wire 100..1108, held until 5000, host packet 200;
            // offload: host 100 + NIC 300, wire 400..1408, NIC 300
            assertEquals(nic == NicKind.HOST_DRIVEN ? 5200 : 1708, m.run(put), nic.name());
        }
    }

    @Test
    void anUnmatchedRendezvousSendCanBeCancelled() {
        Machine m = Machine.of(WIRE, DeviceProtocolTest.device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE));
        SendRequest send = new SendRequest(null, 1, 0);
        OperationRequest cancel = op();
        m.engine().isend(0, 1, 0, 0, 2000, null, send);
        m.sim().schedule(2000, now -> m.engine().oneSided().cancel(0, send, cancel));
        // cancel posted 2000..2100, wire ..3100, receiver 200 -> 3300 removes the RTS,
        // answer posted ..3400, wire ..4400, sender 200 -> 4600
        assertEquals(4600, m.run(cancel));
        assertTrue(cancel.succeeded());
        assertTrue(send.isCancelled() && send.isComplete());
        assertEquals(0, m.engine().unexpectedCount(1));
    }

    @Test
    void aCancelAfterTheMatchFails() {
        Machine m = Machine.of(WIRE, DeviceProtocolTest.device(NicKind.HOST_DRIVEN, QueueKind.SEPARATE));
        SendRequest send = new SendRequest(null, 1, 0);
        OperationRequest cancel = op();
        m.engine().irecv(1, new RecvRequest(null, 0, 0, 0, 2000, null, 0));
        m.engine().isend(0, 1, 0, 0, 2000, null, send);
        m.sim().schedule(1500, now -> m.engine().oneSided().cancel(0, send, cancel));
        m.run(cancel);
        assertFalse(cancel.succeeded());
        assertFalse(send.isCancelled());
    }

    @Test
    void nonContiguousDataIsPackedAndUnpackedOnTheHost() {
        DeviceModel packing = new DeviceModel(NicKind.HOST_DRIVEN, 16, 1024, 100, 200, 300, 10, 2,
                QueueKind.SEPARATE, 5, 3, 4096, 0, 0, 3, 7);
        Machine m = Machine.of(WIRE, packing);
        long[] done = new long[1];
        m.engine().irecv(1, new RecvRequest((r, t) -> done[0] = t, 0, 0, 0, 100, null, 0), -1, 10, false);
        m.engine().isend(0, 1, 0, 0, 100, null, new SendRequest(null, 1, 0), -1, 10, false);
        m.sim().run();
        // pack 100*3 + 10*7 = 370, post 100 -> 470, wire 1100 -> 1570, packet 215 -> 1785, copy 200 -> 1985, unpack 370
        assertEquals(2355, done[0]);
        Machine contiguous = Machine.of(WIRE, packing);
        contiguous.engine().irecv(1, new RecvRequest((r, t) -> done[0] = t, 0, 0, 0, 100, null, 0));
        contiguous.engine().isend(0, 1, 0, 0, 100, null, new SendRequest(null, 1, 0));
        contiguous.sim().run();
        assertEquals(2355 - 2 * 370, done[0], "the contiguous path skips packing");
    }
}
