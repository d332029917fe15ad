package org.collsim.mpi.progress;

import org.collsim.engine.Simulation;

/**
 * One-sided operations and send cancellation, on either device. A short put or accumulate (up
 * to the device's short RMA limit, a single word by default) travels as one packet whose
 * payload rides in the header, and completes at the origin when the target has applied it
 * (remote completion; no separate acknowledgement is modelled, as in LogGOPSim). A longer one
 * takes the general path: a header packet, then an {@link PacketType#RMA_DATA} packet with the
 * data, each injected and handled on its own. A get is a request packet answered by a response
 * that follows the same rule. Who applies them at the target is the device's business: the
 * target's host inside MPI (host-driven NIC), or its NIC (offload). The plain network models
 * keep every access short.
 */
public final class OneSided {
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
    /** Accesses up to this size carry their data in the header. */
    private final long shortLimitBytes;

    OneSided(ProgressEngine engine, Transport transport) {
        this.engine = engine;
        this.sim = engine.simulation();
        this.transport = transport;
        this.shortLimitBytes = engine.device() == null ? Long.MAX_VALUE : engine.device().paths().rmaShortLimitBytes();
    }

    void install(PacketHandler[] table, java.util.function.UnaryOperator<PacketHandler> gate) {
        table[PacketType.RMA_PUT.ordinal()] = gate.apply(this::onPutOrAccumulate);
        table[PacketType.RMA_ACCUMULATE.ordinal()] = gate.apply(this::onPutOrAccumulate);
        table[PacketType.RMA_GET.ordinal()] = gate.apply(this::onGet);
        table[PacketType.RMA_GET_RESPONSE.ordinal()] = gate.apply(this::onGetResponse);
        table[PacketType.RMA_DATA.ordinal()] = gate.apply(this::onData);
        table[PacketType.CANCEL.ordinal()] = gate.apply(this::onCancel);
        table[PacketType.CANCEL_RESPONSE.ordinal()] = gate.apply(this::onCancelResponse);
    }

    /** Bytes a packet carries on the wire: the data, or none (get requests, headers, control packets). */
    static long wireBytes(Packet p) {
        boolean data = p.type == PacketType.RMA_PUT || p.type == PacketType.RMA_ACCUMULATE
                || p.type == PacketType.RMA_GET_RESPONSE || p.type == PacketType.RMA_DATA;
        return data && p.carries != PacketType.RMA_DATA ? p.sizeBytes : 0;
    }

    /** A put of {@code sizeBytes} into {@code target}'s window; completes when the target has applied it. */
    public void put(int origin, int target, int window, long sizeBytes, OperationRequest req) {
        access(PacketType.RMA_PUT, origin, target, window, sizeBytes, req, "put");
    }

    /** An accumulate: a put that the target reduces into its window. */
    public void accumulate(int origin, int target, int window, long sizeBytes, OperationRequest req) {
        access(PacketType.RMA_ACCUMULATE, origin, target, window, sizeBytes, req, "accumulate");
    }

    /** A get of {@code sizeBytes} from {@code target}'s window; completes when the data is back. */
    public void get(int origin, int target, int window, long sizeBytes, OperationRequest req) {
        access(PacketType.RMA_GET, origin, target, window, sizeBytes, req, "get");
    }

    private void access(PacketType type, int origin, int target, int window, long sizeBytes, OperationRequest req,
                        String call) {
        engine.checkRank(target, origin, call);
        Packet p = engine.pools().packet(type, origin, target, window, 0, sizeBytes, null);
        p.request = req;
        engine.whenConnected(origin, target, () -> send(p));
    }

    /**
     * Sends a get request, or a put, accumulate or get response: one packet with the data up to
     * the short limit; above it, a header (which {@link PacketType#RMA_DATA} follows) and the data.
     */
    private void send(Packet p) {
        if (p.type == PacketType.RMA_GET || p.sizeBytes <= shortLimitBytes) {
            transport.inject(p, wireBytes(p));
            return;
        }
        Packet data = engine.pools().packet(PacketType.RMA_DATA, p.src, p.dst, p.context, 0, p.sizeBytes, null);
        data.carries = p.type;
        data.request = p.request;
        p.carries = PacketType.RMA_DATA;
        p.request = null;
        transport.inject(p, wireBytes(p));
        transport.inject(data, wireBytes(data));
    }

    private void onPutOrAccumulate(Packet p, long nowPs) {
        arrive(p, nowPs, p.type == PacketType.RMA_ACCUMULATE);
    }

    private void onGetResponse(Packet p, long nowPs) {
        arrive(p, nowPs, false);
    }

    private void onData(Packet p, long nowPs) {
        arrive(p, nowPs, p.carries == PacketType.RMA_ACCUMULATE);
    }

    /** A packet with (or announcing) data is handled; the one with the data completes the access. */
    private void arrive(Packet p, long nowPs, boolean reduce) {
        long end = transport.handle(p, nowPs);
        boolean headerOnly = p.carries == PacketType.RMA_DATA;
        if (reduce && !headerOnly) {
            end = transport.reduce(p.dst, p.sizeBytes, end);
        }
        Request r = p.request;
        engine.pools().recycle(p);
        if (!headerOnly) {
            sim.schedule(end, r);
        }
    }

    private void onGet(Packet p, long nowPs) {
        long end = transport.handle(p, nowPs);
        Packet response = engine.pools().packet(PacketType.RMA_GET_RESPONSE, p.dst, p.src, p.context, 0, p.sizeBytes, null);
        response.request = p.request;
        engine.pools().recycle(p);
        sim.schedule(end, now -> send(response));
    }

    /**
     * Tries to cancel a rendezvous send that the receiver has not matched: {@code req} completes
     * when the receiver answered; {@link OperationRequest#succeeded()} says whether it worked,
     * and a cancelled send completes with {@link SendRequest#isCancelled()} set.
     */
    public void cancel(int rank, SendRequest send, OperationRequest req) {
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
        Packet unexpected = engine.queues().removeUnexpectedOf(p.dst, p.sender);
        boolean removed = unexpected != null;
        if (removed) {
            engine.pools().recycle(unexpected);
        }
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
