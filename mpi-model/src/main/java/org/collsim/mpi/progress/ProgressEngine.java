package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.Time;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.engine.trace.CpuWork;
import org.collsim.engine.trace.TraceSink;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;

/**
 * Moves messages between ranks on simulated time. Every packet that arrives is dispatched
 * through a table of handlers indexed by its {@link PacketType}. Without a {@link DeviceModel}
 * the plain network model's rules apply (eager, and LogGOPS rendezvous that completes the
 * sender on match); with one, {@link DeviceProtocols} runs eager-short, eager and
 * RTS/CTS/DATA rendezvous with host-driven or offload progress. Ranks are world ranks.
 */
public final class ProgressEngine {
    private final Simulation sim;
    private final Network network;
    /** The network's timeline sink, or null (no timeline: one check per packet). */
    private final TraceSink trace;
    /** The network's model is deferred (flow): packets go through {@link Network#transmit}. Fixed per run. */
    private final boolean deferred;
    private final DeviceModel device;
    /**
     * Sends, arriving messages, receive posts and CPU work wait for their busy resources (the plain
     * protocols on a model that {@link org.collsim.engine.net.NetworkModel#waits waits}: loggp).
     */
    private final boolean waits;
    private final Protocols protocols;
    private final MatchQueue[] queues;
    private final HardwareCollectives hardware;
    private final PacketHandler[] handlers = new PacketHandler[PacketType.COUNT];
    private final OneSided oneSided;
    /** Ranks currently outside MPI (computing); all are inside at the start. */
    private final BitSet outsideMpi = new BitSet();
    private final Pools pools = new Pools(this);
    private final long[] packetsByType = new long[PacketType.COUNT];
    private long messages;
    private long bytesSent;

    public ProgressEngine(Simulation sim, Network network) {
        this(sim, network, null);
    }

    public ProgressEngine(Simulation sim, Network network, DeviceModel device) {
        this.sim = sim;
        this.network = network;
        this.trace = network.trace();
        this.deferred = network.deferred();
        this.device = device;
        this.waits = device == null && network.waits();
        this.queues = new MatchQueue[network.ranks()];
        this.hardware = new HardwareCollectives(sim);
        this.protocols = device == null ? new PlainProtocols(this) : new DeviceProtocols(this, device);
        protocols.install(handlers);
        handlers[PacketType.VERTEX_DONE.ordinal()] = (p, now) -> {
            Request r = p.request;
            pools.recycle(p);
            r.fire(now);
        };
        oneSided = new OneSided(this, protocols.transport());
        oneSided.install(handlers, protocols);
    }

    // ---- one-sided operations and cancel ----

    /** A put of {@code sizeBytes} into {@code target}'s window; completes when the target has applied it. */
    public void put(int origin, int target, int window, long sizeBytes, OperationRequest req) {
        checkRank(target, origin, "put");
        oneSided.access(PacketType.RMA_PUT, origin, target, window, sizeBytes, req);
    }

    /** An accumulate: a put that the target reduces into its window. */
    public void accumulate(int origin, int target, int window, long sizeBytes, OperationRequest req) {
        checkRank(target, origin, "accumulate");
        oneSided.access(PacketType.RMA_ACCUMULATE, origin, target, window, sizeBytes, req);
    }

    /** A get of {@code sizeBytes} from {@code target}'s window; completes when the data is back. */
    public void get(int origin, int target, int window, long sizeBytes, OperationRequest req) {
        checkRank(target, origin, "get");
        oneSided.access(PacketType.RMA_GET, origin, target, window, sizeBytes, req);
    }

    /**
     * Tries to cancel a rendezvous send that the receiver has not matched: {@code req} completes
     * when the receiver answered; {@link OperationRequest#succeeded()} says whether it worked,
     * and a cancelled send completes with {@link SendRequest#isCancelled()} set.
     */
    public void cancel(int rank, SendRequest send, OperationRequest req) {
        oneSided.cancel(rank, send, req);
    }

    /** Removes {@code send}'s packet from {@code rank}'s unexpected queue; false if it is not there. */
    boolean removeUnexpectedOf(int rank, SendRequest send) {
        MatchQueue q = queues[rank];
        if (q == null) {
            return false;
        }
        for (Packet p : q.unexpected()) {
            if (p.sender == send) {
                q.removeUnexpected(p);
                pools.recycle(p);
                return true;
            }
        }
        return false;
    }

    public Simulation simulation() {
        return sim;
    }

    public Network network() {
        return network;
    }

    /** The sink of a recorded timeline, or null. */
    public TraceSink trace() {
        return trace;
    }

    public DeviceModel device() {
        return device;
    }

    public int ranks() {
        return queues.length;
    }

    public long messages() {
        return messages;
    }

    public long bytesSent() {
        return bytesSent;
    }

    /** Rendezvous buffer registrations the cache had already (hits) and had to pin (misses). */
    public long registrationHits() {
        return protocols.registrationHits();
    }

    public long registrationMisses() {
        return protocols.registrationMisses();
    }

    /** Packets of each type that reached their destination. */
    public long packets(PacketType type) {
        return packetsByType[type.ordinal()];
    }

    /** Matching-queue statistics so far, per rank and in total. */
    public QueueStats queueStats() {
        return new QueueStats(queues);
    }

    MatchQueue queuesOf(int rank) {
        MatchQueue q = queues[rank];
        if (q == null) {
            q = device != null && device.queue() == DeviceModel.QueueKind.UNIFIED
                    ? new UnifiedMatchQueue() : new SeparateMatchQueues();
            queues[rank] = q;
        }
        return q;
    }

    /** Reused packets and schedule requests. */
    Pools pools() {
        return pools;
    }

    /** Delivers {@code p} to its handler (a fired arrival or local completion). */
    void dispatch(Packet p, long nowPs) {
        packetsByType[p.type.ordinal()]++;
        if (trace != null) {
            traceArrival(p, nowPs);
        }
        handlers[p.type.ordinal()].handle(p, nowPs);
    }

    /** A packet between ranks reached its destination (local completions are not messages). */
    private void traceArrival(Packet p, long nowPs) {
        if (p.type != PacketType.VERTEX_DONE) {
            trace.message(p.src, p.dst, p.type.label(), p.sizeBytes, p.sentPs, nowPs);
        }
    }

    /**
     * Puts {@code p} ({@code wireBytes} on the wire, ready at {@code readyPs}) on the network: the
     * one place packets leave a rank. Eager models price it into {@code out} and its arrival is
     * scheduled at once, exactly as before deferred models existed; a deferred model (flow) fills
     * the sender's side of {@code out} and schedules the arrival itself when it is known.
     */
    void transmit(int src, int dst, long wireBytes, long readyPs, Packet p, Timing out) {
        if (deferred) {
            network.transmit(sim, src, dst, p.tag, wireBytes, readyPs, p, out);
        } else {
            network.send(src, dst, wireBytes, readyPs, out);
            sim.schedule(out.arrivalPs, p);
        }
        if (trace != null) {
            p.sentPs = out.startPs;
        }
    }

    /** Starts a send of {@code sizeBytes} ({@code payload} may be null) at the current time. */
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req) {
        isend(src, dst, context, tag, sizeBytes, payload, req, -1);
    }

    /**
     * As {@link #isend(int, int, int, int, long, long[], SendRequest)}; {@code bufferId}
     * identifies the send buffer for the registration cache (-1: a buffer never seen again).
     */
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req,
                      long bufferId) {
        isend(src, dst, context, tag, sizeBytes, payload, req, bufferId, 1);
    }

    /**
     * A send that is not the start of a persistent request; {@code segments} is the number of
     * contiguous pieces of the send buffer's datatype.
     */
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req,
                      long bufferId, int segments) {
        isend(src, dst, context, tag, sizeBytes, payload, req, bufferId, segments, false);
    }

    /**
     * The general send. One segment takes the contiguous path; more take the general path: the
     * datatype checks ({@code datatypeCheckPs}) and, unless the NIC gathers the iov itself, packing
     * on the host CPU at the device's per-byte and per-segment costs. A {@code persistent} start
     * skips the request set-up and registration its send_init paid ({@link #preparePersistent}).
     */
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req,
                      long bufferId, int segments, boolean persistent) {
        checkRank(dst, src, "send");
        messages++;
        bytesSent += sizeBytes;
        req.segments = segments;
        req.persistent = persistent;
        if (segments > 1 && device != null) {
            long packPs = device.paths().gatherSend() ? 0 : packPs(sizeBytes, segments);
            network.hosts().occupyCpu(src, sim.nowPs(), Time.add(device.paths().datatypeCheckPs(), packPs, "send datatype path"),
                    CpuWork.COPY);
        }
        protocols.isend(src, dst, context, tag, sizeBytes, payload, req, bufferId);
    }

    /** Posts a receive on {@code rank}; completes at once if a matching message was received already. */
    public void irecv(int rank, RecvRequest req) {
        irecv(rank, req, -1);
    }

    /** As {@link #irecv(int, RecvRequest)}, with the receive buffer's id for the registration cache. */
    public void irecv(int rank, RecvRequest req, long bufferId) {
        irecv(rank, req, bufferId, 1);
    }

    /** A receive that is not the start of a persistent request. */
    public void irecv(int rank, RecvRequest req, long bufferId, int segments) {
        irecv(rank, req, bufferId, segments, false);
    }

    /**
     * The general receive; a datatype of more than one contiguous {@code segments} pays the
     * datatype checks when posted and is unpacked on the host CPU (or scattered by a gather-send
     * NIC) after the data has arrived. A {@code persistent} start skips what its recv_init paid.
     */
    public void irecv(int rank, RecvRequest req, long bufferId, int segments, boolean persistent) {
        req.segments = segments;
        req.persistent = persistent;
        req.rankOf = rank;
        if (req.src != RecvRequest.ANY) {
            checkRank(req.src, rank, "recv");
        }
        req.postedPs = sim.nowPs();
        protocols.irecv(rank, req, bufferId);
    }

    /**
     * MPI_Send_init / MPI_Recv_init of {@code sizeBytes} on {@code rank}: the request set-up and,
     * for a rendezvous buffer on a NIC that registers memory, its registration are paid now on
     * the host CPU, once for all the starts (which then pass {@code persistent}).
     */
    public void preparePersistent(int rank, long sizeBytes) {
        if (device != null) {
            protocols.preparePersistent(rank, sizeBytes);
        }
    }

    /** Packing or unpacking cost of a non-contiguous datatype. */
    long packPs(long sizeBytes, int segments) {
        return device == null || segments <= 1 ? 0 : Time.add(device.pack().timePs(sizeBytes),
                Time.multiply(segments, device.packPsPerSegment(), "packing time"), "packing time");
    }

    /**
     * When a matched receive completes: its data is there at {@code readyPs}, then unpacked on
     * the host, or scattered into the iov by a gather-send NIC, if it is not contiguous.
     */
    long unpackedPs(RecvRequest r, long sizeBytes, long readyPs) {
        if (r.segments <= 1 || device == null) {
            return readyPs;
        }
        return device.paths().gatherSend()
                ? nicWork(r.rankOf, readyPs, Time.multiply(r.segments, device.paths().gatherPsPerSegment(), "scatter time"))
                : network.hosts().occupyCpu(r.rankOf, readyPs, packPs(sizeBytes, r.segments), CpuWork.COPY);
    }

    void checkFits(RecvRequest r, Packet p) {
        if (p.sizeBytes > r.capacityBytes) {
            throw new MpiException(MpiErrorClass.MPI_ERR_TRUNCATE, p.dst, r.call(),
                    p.sizeBytes + " bytes arrived for a receive of " + r.capacityBytes + " bytes (tag " + p.tag + ")");
        }
    }

    private void checkRank(int peer, int rank, String call) {
        if (peer < 0 || peer >= queues.length) {
            throw new MpiException(MpiErrorClass.MPI_ERR_RANK, rank, call,
                    "peer " + peer + " is not in 0.." + (queues.length - 1));
        }
    }

    // ---- CPU work, MPI entry and exit ----

    /**
     * The rank computes for {@code durationPs} on its CPU (after whatever the CPU is busy with);
     * {@code req} completes when it is done. Callers mark the rank outside MPI meanwhile.
     */
    public void compute(int rank, long durationPs, Request req) {
        if (waitForCpu(rank, sim.nowPs(), now -> compute(rank, durationPs, req))) {
            return;
        }
        long end = network.hosts().occupyCpu(rank, sim.nowPs(), durationPs, CpuWork.COMPUTE);
        sim.schedule(end, req);
    }

    /**
     * Under a model that waits: when {@code rank}'s CPU is busy after {@code nowPs}, {@code retry}
     * is scheduled for when it frees, keeping its place among equals, and the answer is true.
     */
    boolean waitForCpu(int rank, long nowPs, Event retry) {
        long busyUntil = waits ? network.cpuBusyUntilPs(rank) : Long.MIN_VALUE;
        if (busyUntil <= nowPs) {
            return false;
        }
        sim.retry(busyUntil, retry);
        return true;
    }

    /** Whether sends, arrivals, receive posts and CPU work wait for their busy resources (loggp, no device). */
    boolean waits() {
        return waits;
    }

    /** A schedule vertex that occupies the CPU until {@code endPs}; completes through the handler table. */
    void vertexDone(long endPs, Request req) {
        Packet p = pools.packet(PacketType.VERTEX_DONE, -1, -1, 0, 0, 0, null);
        p.request = req;
        sim.schedule(endPs, p);
    }

    /**
     * Tells the engine whether {@code rank}'s host is inside an MPI call (blocked in a wait or
     * test: the progress engine runs) or outside (computing). On a host-driven NIC, packets
     * that reached a rank outside MPI are handled when it comes back in.
     */
    public void setInsideMpi(int rank, boolean inside) {
        boolean wasOutside = outsideMpi.get(rank);
        outsideMpi.set(rank, !inside);
        if (inside && wasOutside) {
            protocols.enteredMpi(rank, sim.nowPs());
        }
    }

    public boolean isInsideMpi(int rank) {
        return !outsideMpi.get(rank);
    }

    // ---- arrays of requests ----

    /**
     * Waits for all of {@code requests} as one array: {@code done} is told once, when the last
     * completes (at once if none is pending). The caller is inside MPI meanwhile.
     */
    public void waitAll(int rank, List<? extends Request> requests, RequestListener done) {
        waitArray(rank, requests, false, done);
    }

    /** Waits until any one of {@code requests} completes; {@code done} gets that request. */
    public void waitAny(int rank, List<? extends Request> requests, RequestListener done) {
        waitArray(rank, requests, true, done);
    }

    private void waitArray(int rank, List<? extends Request> requests, boolean any, RequestListener done) {
        setInsideMpi(rank, true);
        new RequestArray(this, rank, requests, any, done).start(requests, sim.nowPs());
    }

    /**
     * MPI_Testall over {@code requests} as one array: true when all completed at or before now.
     * With completion costs the host checks every request on a host-driven NIC
     * ({@code hostCompletionPs} each) and reads the one completion event of an offload NIC once.
     */
    public boolean testAll(int rank, List<? extends Request> requests) {
        setInsideMpi(rank, true);
        if (device != null && device.paths().completionCosted() && !requests.isEmpty()) {
            int checks = device.offload() ? 1 : requests.size();
            network.hosts().occupyCpu(rank, sim.nowPs(), Time.multiply(checks, device.paths().hostCompletionPs(), "test time"));
        }
        return requests.stream().allMatch(Request::isComplete);
    }

    /** Work on {@code rank}'s NIC processor (offload devices) from {@code readyPs}; returns when it ends. */
    long nicWork(int rank, long readyPs, long costPs) {
        return protocols.nicWork(rank, readyPs, costPs);
    }

    // ---- hardware collectives ----

    /** Gives the machine hardware collectives; {@code groupSize} tells a communicator's size by context id. */
    public void enableHardwareCollectives(HardwareCosts costs, IntUnaryOperator groupSize) {
        hardware.configure(costs, groupSize);
    }

    /** Joins a hardware collective; {@code req} completes, with the root's data delivered, when all have joined. */
    public void joinHardwareCollective(int rank, int contextId, long sizeBytes, long[] rootPayload, RecvRequest req) {
        hardware.join(rank, contextId, sizeBytes, rootPayload, req);
    }

    // ---- reports ----

    /**
     * What {@code rank} is blocked on in the matching layer: its posted receives, and its
     * rendezvous sends that sit unmatched in some receiver's unexpected queue.
     */
    public List<String> pendingOf(int rank) {
        List<String> out = new ArrayList<>();
        MatchQueue q = queues[rank];
        if (q != null) {
            for (RecvRequest r : q.posted()) {
                out.add(r.toString());
            }
        }
        int held = protocols.heldFor(rank);
        if (held > 0) {
            out.add(held + " packet(s) its host-driven NIC holds until it calls into MPI again");
        }
        for (MatchQueue other : queues) {
            if (other == null) {
                continue;
            }
            for (Packet p : other.unexpected()) {
                if (p.src == rank && p.sender != null) {
                    out.add("rendezvous " + p.sender + ", never matched");
                }
            }
        }
        return out;
    }

    /** Messages that arrived and were never received, per rank (for leak and deadlock reports). */
    public int unexpectedCount(int rank) {
        MatchQueue q = queues[rank];
        return q == null ? 0 : q.unexpectedDepth();
    }
}
