package org.collsim.mpi.progress;

import org.collsim.engine.Simulation;

/**
 * Short one-sided operations and send cancellation, on either device. A put or accumulate
 * travels as one packet whose payload is inline (a single word for the short case) and
 * completes at the origin when the target has applied it (remote completion; no separate
 * acknowledgement is modelled, as in LogGOPSim). A get is a request packet answered by a
 * response carrying the data. Who applies them at the target is the device's business: the
 * target's host inside MPI (host-driven NIC), or its NIC (offload).
 */
final class OneSided {
    /** How packets are injected and handled on this machine. */
    interface Transport {
        /** Sends {@code p} (of {@code wireBytes}) from its source, ready now; schedules its arrival. */
        void inject(Packet p, long wireBytes);

        /** Handles a packet that arrived now at {@code p.dst}; returns when handling ends. */
        long handle(Packet p, long nowPs);

        /** Reduction work of an accumulate at the target, after {@code readyPs}; returns the end. */
        long reduce(int rank, long sizeBytes, long readyPs);
    }

    private final ProgressEngine engine;
    private final Simulation sim;
    private final Transport transport;

    OneSided(ProgressEngine engine, Transport transport) {
        this.engine = engine;
        this.sim = engine.simulation();
        this.transport = transport;
    }

    /** Bytes a packet of this kind carries on the wire (requests and control packets carry none). */
    static long wireBytes(Packet p) {
        return p.type == PacketType.RMA_PUT || p.type == PacketType.RMA_ACCUMULATE || p.type == PacketType.RMA_GET_RESPONSE
                ? p.sizeBytes : 0;
    }

    void install(PacketHandler[] table, java.util.function.UnaryOperator<PacketHandler> gate) {
        table[PacketType.RMA_PUT.ordinal()] = gate.apply(this::onPutOrAccumulate);
        table[PacketType.RMA_ACCUMULATE.ordinal()] = gate.apply(this::onPutOrAccumulate);
        table[PacketType.RMA_GET.ordinal()] = gate.apply(this::onGet);
        table[PacketType.RMA_GET_RESPONSE.ordinal()] = gate.apply(this::onGetResponse);
        table[PacketType.CANCEL.ordinal()] = gate.apply(this::onCancel);
        table[PacketType.CANCEL_RESPONSE.ordinal()] = gate.apply(this::onCancelResponse);
    }

    void access(PacketType type, int origin, int target, int window, long sizeBytes, OperationRequest req) {
        Packet p = engine.pools().packet(type, origin, target, window, 0, sizeBytes, null);
        p.request = req;
        transport.inject(p, wireBytes(p));
    }

    private void onPutOrAccumulate(Packet p, long nowPs) {
        long end = transport.handle(p, nowPs);
        if (p.type == PacketType.RMA_ACCUMULATE) {
            end = transport.reduce(p.dst, p.sizeBytes, end);
        }
        Request r = p.request;
        engine.pools().recycle(p);
        sim.schedule(end, r);
    }

    private void onGet(Packet p, long nowPs) {
        long end = transport.handle(p, nowPs);
        Packet response = engine.pools().packet(PacketType.RMA_GET_RESPONSE, p.dst, p.src, p.context, 0, p.sizeBytes, null);
        response.request = p.request;
        engine.pools().recycle(p);
        sim.schedule(end, now -> transport.inject(response, response.sizeBytes));
    }

    private void onGetResponse(Packet p, long nowPs) {
        long end = transport.handle(p, nowPs);
        Request r = p.request;
        engine.pools().recycle(p);
        sim.schedule(end, r);
    }

    /** Asks the receiver to drop a rendezvous send it has not matched yet. */
    void cancel(int rank, SendRequest send, OperationRequest req) {
        if (send.isComplete()) { // MPI: cancelling a completed send has no effect
            req.fail();
            sim.schedule(sim.nowPs(), req);
            return;
        }
        Packet p = engine.pools().packet(PacketType.CANCEL, rank, send.dst, 0, send.tag, 0, null);
        p.sender = send;
        p.request = req;
        transport.inject(p, 0);
    }

    private void onCancel(Packet p, long nowPs) {
        long end = transport.handle(p, nowPs);
        boolean removed = engine.removeUnexpectedOf(p.dst, p.sender);
        Packet response = engine.pools().packet(PacketType.CANCEL_RESPONSE, p.dst, p.src, 0, removed ? 1 : 0, 0, null);
        response.sender = p.sender;
        response.request = p.request;
        engine.pools().recycle(p);
        sim.schedule(end, now -> transport.inject(response, 0));
    }

    private void onCancelResponse(Packet p, long nowPs) {
        long end = transport.handle(p, nowPs);
        OperationRequest req = (OperationRequest) p.request;
        if (p.tag == 0) {
            req.fail();
        } else {
            p.sender.markCancelled();
            sim.schedule(end, p.sender);
        }
        engine.pools().recycle(p);
        sim.schedule(end, req);
    }
}
