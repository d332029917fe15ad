package org.collsim.mpi.progress;

import org.collsim.engine.Simulation;
import org.collsim.engine.Time;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.engine.trace.CpuWork;

/**
 * The device's protocols on top of the network model (which prices the wire): eager-short and
 * eager up to their limits, RTS/CTS/DATA rendezvous above. Who handles packets depends on the
 * NIC: a host-driven NIC needs the host inside MPI and spends its CPU on every packet (so a
 * rank that computes holds up the rendezvous handshakes that involve it); an offload NIC
 * (Quadrics Elan, Cray SeaStar with Portals) matches and answers on its own processor while
 * the host computes.
 */
final class DeviceProtocols implements Protocols {
    private final ProgressEngine engine;
    private final DeviceModel d;
    private final Simulation sim;
    private final Network net;
    private final Hosts hosts;
    private final Timing timing = new Timing();
    private final ProtocolProcessors processors;
    private final Registrations registrations;
    /** When the last {@link #matchOrQueue} handling ended. */
    private long handledEndPs;

    DeviceProtocols(ProgressEngine engine, DeviceModel device) {
        this.engine = engine;
        this.d = device;
        this.sim = engine.simulation();
        this.net = engine.network();
        this.hosts = net.hosts();
        this.processors = ProtocolProcessors.of(engine, device);
        this.registrations = new Registrations(device, net.ranks());
    }

    @Override
    public void install(PacketHandler[] table) {
        table[PacketType.EAGER_SHORT.ordinal()] = apply(this::onEager);
        table[PacketType.EAGER.ordinal()] = apply(this::onEager);
        table[PacketType.RNDV_RTS.ordinal()] = apply(this::onRts);
        table[PacketType.RNDV_CTS.ordinal()] = apply(this::onCts);
        table[PacketType.RNDV_DATA.ordinal()] = apply(this::onData);
    }

    @Override
    public PacketHandler apply(PacketHandler h) {
        return processors.apply(h);
    }

    /** One-sided traffic on this device: posted by the host, handled by the NIC or the host. */
    @Override
    public OneSided.Transport transport() {
        return new OneSided.Transport() {
            @Override
            public void inject(Packet p, long wireBytes) {
                long ready = hosts.occupyCpu(p.src, sim.nowPs(), d.hostSendPs());
                if (d.offload()) {
                    ready = process(p.src, ready, d.nicPacketPs());
                }
                engine.packets().transmit(p.src, p.dst, wireBytes, ready, p, timing);
            }

            @Override
            public long handle(Packet p, long nowPs) {
                return process(p.dst, nowPs, packetPs());
            }

            @Override
            public long reduce(int rank, long sizeBytes, long readyPs) {
                return d.offload() ? process(rank, readyPs, net.interNode().gamma().timePs(sizeBytes))
                        : net.reduce(rank, sizeBytes, readyPs);
            }
        };
    }

    @Override
    public void enteredMpi(int rank, long nowPs) {
        processors.enteredMpi(rank, nowPs);
    }

    @Override
    public int heldFor(int rank) {
        return processors.heldFor(rank);
    }

    private long process(int rank, long readyPs, long costPs) {
        return processors.process(rank, readyPs, costPs);
    }

    @Override
    public long nicWork(int rank, long readyPs, long costPs) {
        return processors.process(rank, readyPs, costPs);
    }

    private long packetPs() {
        return processors.packetPs();
    }

    private long registrationPs(int rank, long bufferId, long sizeBytes) {
        return registrations.registrationPs(rank, bufferId, sizeBytes);
    }

    @Override
    public long registrationHits() {
        return registrations.hits();
    }

    @Override
    public long registrationMisses() {
        return registrations.misses();
    }

    @Override
    public void preparePersistent(int rank, long sizeBytes) {
        long pinPs = sizeBytes > d.eagerLimitBytes() && registrations.enabled() ? registrations.pinPs(sizeBytes) : 0;
        hosts.occupyCpu(rank, sim.nowPs(), Time.add(d.paths().requestSetupPs(), pinPs, "persistent set-up"));
    }

    @Override
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req,
                      long bufferId) {
        boolean rendezvous = sizeBytes > d.eagerLimitBytes();
        long postPs = Time.add(d.hostSendPs(), req.persistent ? 0
                : Time.add(d.paths().requestSetupPs(), rendezvous ? registrationPs(src, bufferId, sizeBytes) : 0, "send posting"),
                "send posting");
        long ready = hosts.occupyCpu(src, sim.nowPs(), postPs);
        if (d.offload()) {
            ready = process(src, ready, Time.add(d.nicPacketPs(), rendezvous ? 0 : gatherPs(req.segments), "send on the NIC"));
        }
        PacketType type = rendezvous ? PacketType.RNDV_RTS
                : sizeBytes <= d.eagerShortLimitBytes() ? PacketType.EAGER_SHORT : PacketType.EAGER;
        Packet p = engine.pools().packet(type, src, dst, context, tag, sizeBytes, payload);
        engine.packets().transmit(src, dst, rendezvous ? 0 : sizeBytes, ready, p, timing);
        if (rendezvous) {
            p.sender = req;
            p.heldSincePs = sim.nowPs();
        } else {
            sim.schedule(timing.donePs, req);
        }
    }

    /** NIC time to gather (or scatter) an iov of {@code segments} pieces; zero unless the NIC gathers. */
    private long gatherPs(int segments) {
        return d.paths().gatherSend() && segments > 1 ? Time.multiply(segments, d.paths().gatherPsPerSegment(), "gather time") : 0;
    }

    /** Host work to post a receive: request set-up (not for a persistent start) and the datatype checks. */
    private long postRecvPs(RecvRequest r) {
        return Time.add(r.persistent ? 0 : d.paths().requestSetupPs(), r.segments > 1 ? d.paths().datatypeCheckPs() : 0,
                "receive posting");
    }

    @Override
    public void irecv(int rank, RecvRequest r, long bufferId) {
        long postPs = postRecvPs(r);
        long now = postPs == 0 ? sim.nowPs() : hosts.occupyCpu(rank, sim.nowPs(), postPs);
        MatchQueue q = engine.queues().of(rank);
        Packet p = q.takeUnexpected(r);
        long end = process(rank, now, d.matchingPs(q.lastSearched()));
        if (p == null) {
            if (r.capacityBytes > d.eagerLimitBytes() && !r.persistent) {
                hosts.occupyCpu(rank, now, registrationPs(rank, bufferId, r.capacityBytes));
            }
            q.appendPosted(r);
            return;
        }
        MatchQueues.checkFits(r, p);
        if (p.type == PacketType.RNDV_RTS) {
            long registered = r.persistent ? now : hosts.occupyCpu(rank, now, registrationPs(rank, bufferId, p.sizeBytes));
            sendCts(rank, p, r, Math.max(end, registered));
            return;
        }
        long done = Math.max(end, p.receivedPs);
        if (p.type == PacketType.EAGER) { // unexpected eager data is copied out of the bounce buffer
            done = hosts.occupyCpu(rank, done, d.copy().timePs(p.sizeBytes), CpuWork.COPY);
        }
        complete(r, p, done);
    }

    private void complete(RecvRequest r, Packet p, long atPs) {
        r.matched = p;
        sim.schedule(engine.datatypes().unpackedPs(r, p.sizeBytes, Math.max(sim.nowPs(), atPs)), r);
    }

    /**
     * An arriving packet that needs a posted receive: handled (packet cost plus matching), then
     * matched, or queued as unexpected (returns null). {@link #handledEndPs} is when handling ended.
     */
    private RecvRequest matchOrQueue(Packet p, long nowPs) {
        MatchQueue q = engine.queues().of(p.dst);
        RecvRequest r = q.takePosted(p);
        handledEndPs = process(p.dst, nowPs, Time.add(packetPs(), d.matchingPs(q.lastSearched()), "packet handling"));
        if (r == null) {
            p.handledPs = nowPs;
            p.receivedPs = handledEndPs;
            q.appendUnexpected(p);
            return null;
        }
        MatchQueues.checkFits(r, p);
        return r;
    }

    private void onEager(Packet p, long nowPs) {
        RecvRequest r = matchOrQueue(p, nowPs);
        if (r != null) {
            long end = handledEndPs;
            if (p.type == PacketType.EAGER && !d.offload()) { // an offload NIC deposits into the posted buffer
                end = hosts.occupyCpu(p.dst, end, d.copy().timePs(p.sizeBytes), CpuWork.COPY);
            }
            complete(r, p, end);
        }
    }

    private void onRts(Packet p, long nowPs) {
        RecvRequest r = matchOrQueue(p, nowPs);
        if (r != null) {
            sendCts(p.dst, p, r, handledEndPs);
        }
    }

    /** The receiver is ready: a clear-to-send goes back to the sender. */
    private void sendCts(int receiver, Packet rts, RecvRequest r, long readyPs) {
        long start = d.offload() ? process(receiver, readyPs, d.nicPacketPs())
                : hosts.occupyCpu(receiver, readyPs, d.hostSendPs());
        Packet cts = engine.pools().packet(PacketType.RNDV_CTS, receiver, rts.src, rts.context, rts.tag, rts.sizeBytes, rts.payload);
        cts.sender = rts.sender;
        cts.request = r;
        cts.heldSincePs = rts.heldSincePs;
        engine.packets().transmit(receiver, rts.src, 0, start, cts, timing);
        engine.pools().recycle(rts);
    }

    /** At the sender: the NIC moves the data (RDMA); the send completes when it has left. */
    private void onCts(Packet cts, long nowPs) {
        int sender = cts.dst;
        long start = process(sender, nowPs, Time.add(packetPs(), gatherPs(cts.sender.segments), "rendezvous data on the NIC"));
        Packet data = engine.pools().packet(PacketType.RNDV_DATA, sender, cts.src, cts.context, cts.tag, cts.sizeBytes, cts.payload);
        data.request = cts.request;
        data.heldSincePs = cts.heldSincePs;
        engine.packets().transmit(sender, cts.src, cts.sizeBytes, start, data, timing);
        sim.schedule(timing.donePs, cts.sender);
        engine.pools().recycle(cts);
    }

    private void onData(Packet data, long nowPs) {
        long end = process(data.dst, nowPs, packetPs());
        complete((RecvRequest) data.request, data, end);
    }
}
