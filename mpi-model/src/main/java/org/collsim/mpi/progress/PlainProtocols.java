package org.collsim.mpi.progress;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;

/**
 * The plain network models' rules: one packet per message, the receive overhead paid at
 * arrival, then matched or queued as unexpected. Eager sends complete when the sender's side
 * is done; above the model's eager limit the LogGOPS rendezvous completes the sender only when
 * the receiver matches the message (as LogGOPSim does). On a model that waits (loggp) a send or an
 * arriving message that finds its resources busy waits for them, keeping its place among the others
 * waiting (LogGOPSim's rule, docs/MODELS.md); a rendezvous send then completes when its sender's CPU
 * is free after the match, where LogGOPSim releases what depends on it.
 */
final class PlainProtocols implements Protocols {
    private final ProgressEngine engine;
    private final Simulation sim;
    private final Network network;
    private final Timing timing = new Timing();
    /** Idle retry events, reused: in a binomial tree about one send per rank waits for its sender's CPU. */
    private final FreeList<Retry> idleRetries = new FreeList<>();

    /** A send (with its request) or an arrival (request null) that waits for a busy resource. */
    private final class Retry implements Event {
        private Packet packet;
        private SendRequest request;

        @Override
        public void fire(long nowPs) {
            Packet p = packet;
            SendRequest req = request;
            packet = null;
            request = null;
            idleRetries.give(this);
            if (req == null) {
                onArrival(p, nowPs);
            } else {
                send(p, req, nowPs);
            }
        }
    }

    PlainProtocols(ProgressEngine engine) {
        this.engine = engine;
        this.sim = engine.simulation();
        this.network = engine.network();
    }

    @Override
    public void install(PacketHandler[] table) {
        table[PacketType.EAGER.ordinal()] = this::onArrival;
        table[PacketType.LOGGOPS_RENDEZVOUS.ordinal()] = this::onArrival;
    }

    @Override
    public OneSided.Transport transport() {
        return new OneSided.Transport() {
            @Override
            public void inject(Packet p, long wireBytes) {
                engine.packets().transmit(p.src, p.dst, wireBytes, sim.nowPs(), p, timing);
            }

            @Override
            public long handle(Packet p, long nowPs) {
                network.receive(p.src, p.dst, OneSided.wireBytes(p), nowPs, timing);
                return timing.donePs;
            }

            @Override
            public long reduce(int rank, long sizeBytes, long readyPs) {
                return network.reduce(rank, sizeBytes, readyPs);
            }
        };
    }

    @Override
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req,
                      long bufferId) {
        boolean rendezvous = sizeBytes > network.eagerLimitBytes(src, dst);
        Packet p = engine.pools().packet(rendezvous ? PacketType.LOGGOPS_RENDEZVOUS : PacketType.EAGER,
                src, dst, context, tag, sizeBytes, payload);
        p.heldSincePs = sim.nowPs();
        send(p, req, sim.nowPs());
    }

    /** Starts {@code p}'s send now, or, under a model that waits, when the sender's CPU and send side are free. */
    private void send(Packet p, SendRequest req, long nowPs) {
        long busyUntilPs = network.sendBusyUntilPs(p.src, p.dst);
        if (busyUntilPs > nowPs) {
            engine.waitQueues().sendWaits(p.src, p.dst, busyUntilPs, retry(p, req));
            return;
        }
        engine.packets().transmit(p.src, p.dst, p.sizeBytes, nowPs, p, timing);
        if (p.type == PacketType.LOGGOPS_RENDEZVOUS) {
            req.localDonePs = timing.donePs;
            p.sender = req;
        } else {
            sim.schedule(timing.donePs, req);
        }
    }

    private Retry retry(Packet p, SendRequest req) {
        Retry r = idleRetries.isEmpty() ? new Retry() : idleRetries.take();
        r.packet = p;
        r.request = req;
        return r;
    }

    @Override
    public void irecv(int rank, RecvRequest req, long bufferId) {
        MatchQueue q = engine.queues().of(rank);
        Packet p = q.takeUnexpected(req);
        if (p == null) {
            q.appendPosted(req);
        } else {
            match(req, p, Math.max(sim.nowPs(), p.handledPs));
        }
    }

    /** Pay the receive overhead (when the receiver's CPU and receive side are free), then match or queue as unexpected. */
    private void onArrival(Packet p, long nowPs) {
        long busyUntilPs = network.receiveBusyUntilPs(p.src, p.dst);
        if (busyUntilPs > nowPs) {
            engine.waitQueues().arrivalWaits(p.src, p.dst, busyUntilPs, retry(p, null));
            return;
        }
        network.receive(p.src, p.dst, p.sizeBytes, nowPs, timing);
        p.handledPs = timing.startPs;
        p.receivedPs = timing.donePs;
        MatchQueue q = engine.queues().of(p.dst);
        RecvRequest r = q.takePosted(p);
        if (r == null) {
            q.appendUnexpected(p);
        } else {
            match(r, p, p.handledPs);
        }
    }

    private void match(RecvRequest r, Packet p, long matchPs) {
        MatchQueues.checkFits(r, p);
        r.matched = p;
        long now = sim.nowPs();
        sim.schedule(Math.max(now, p.receivedPs), r);
        SendRequest s = p.sender;
        if (s != null) {
            network.holdUntil(p.src, p.dst, p.heldSincePs, matchPs);
            long doneAfterPs = engine.waits() ? network.hosts().cpuFreePs(p.src) : s.localDonePs;
            sim.schedule(Math.max(now, Math.max(matchPs, doneAfterPs)), s);
        }
    }
}
