package org.collsim.mpi.progress;

import java.util.BitSet;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
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
    private final PacketPath packets;
    /** The network's timeline sink, or null: it picks the traced packet path and schedule executions. */
    private final TraceSink trace;
    private final DeviceModel device;
    /**
     * Sends, arriving messages, receive posts and CPU work wait for their busy resources (the plain
     * protocols on a model that {@link org.collsim.engine.net.NetworkModel#waits waits}: loggp).
     */
    private final boolean waits;
    /** Where operations wait for their busy resources when the engine {@link #waits}, else null. */
    private WaitQueues waitQueues;
    private final Protocols protocols;
    private final MatchQueues queues;
    private final DatatypePath datatypes;
    private final HardwareCollectives hardware;
    private final OneSided oneSided;
    /** Ranks currently outside MPI (computing); all are inside at the start. */
    private final BitSet outsideMpi = new BitSet();
    private final Pools pools = new Pools(this);
    private final RequestArrays arrays = new RequestArrays(this);
    /** The cards each rank holds under on-demand wire-up; null: every rank knows every peer. */
    private Connections connections;
    private long messages;
    private long bytesSent;

    public ProgressEngine(Simulation sim, Network network) {
        this(sim, network, null);
    }

    public ProgressEngine(Simulation sim, Network network, DeviceModel device) {
        this.sim = sim;
        this.network = network;
        this.packets = PacketPath.of(sim, network);
        this.trace = network.trace();
        this.device = device;
        this.waits = device == null && network.waits();
        this.waitQueues = waits ? new WaitQueues(sim, network) : null;
        this.queues = new MatchQueues(network.ranks(), device);
        this.hardware = new HardwareCollectives(sim);
        this.protocols = device == null ? new PlainProtocols(this) : new DeviceProtocols(this, device);
        PacketHandler[] handlers = packets.handlers();
        protocols.install(handlers);
        handlers[PacketType.VERTEX_DONE.ordinal()] = (p, now) -> {
            Request r = p.request;
            pools.recycle(p);
            r.fire(now);
        };
        oneSided = new OneSided(this, protocols.transport());
        oneSided.install(handlers, protocols);
        datatypes = new DatatypePath(this);
    }

    /** Puts, gets, accumulates and send cancellation. */
    public OneSided oneSided() {
        return oneSided;
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
        return queues.ranks();
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
        return packets.packets(type);
    }

    /** Matching-queue statistics so far, per rank and in total. */
    public QueueStats queueStats() {
        return queues.stats();
    }

    /** Every rank's matching queues. */
    MatchQueues queues() {
        return queues;
    }

    /** The contiguous and non-contiguous paths' costs. */
    DatatypePath datatypes() {
        return datatypes;
    }

    /** Reused packets and schedule requests. */
    Pools pools() {
        return pools;
    }

    /** Where packets leave and reach ranks. */
    PacketPath packets() {
        return packets;
    }

    /** Starts a send of {@code sizeBytes} ({@code payload} may be null) at the current time. */
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req) {
        isend(src, dst, context, tag, sizeBytes, payload, req, -1, 1, false);
    }

    /**
     * The general send; {@code bufferId} identifies the send buffer for the registration cache
     * (-1: a buffer never seen again). One segment takes the contiguous path; more take the general path: the
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
        if (connections == null) {
            startSend(src, dst, context, tag, sizeBytes, payload, req, bufferId);
        } else {
            connections.whenKnown(src, dst, () -> startSend(src, dst, context, tag, sizeBytes, payload, req, bufferId));
        }
    }

    /** Runs {@code start} (a send or one-sided access from {@code src} to {@code dst}) once {@code src} holds {@code dst}'s card. */
    void whenConnected(int src, int dst, Runnable start) {
        if (connections == null) {
            start.run();
        } else {
            connections.whenKnown(src, dst, start);
        }
    }

    private void startSend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req,
                           long bufferId) {
        datatypes.beforeSend(src, sim.nowPs(), sizeBytes, req.segments);
        protocols.isend(src, dst, context, tag, sizeBytes, payload, req, bufferId);
    }

    /**
     * On-demand wire-up: from now on a rank's first send or one-sided access to a peer waits
     * until {@code lookup} has fetched the peer's card, and later ones to that peer wait behind it.
     */
    public void enableCardLookups(CardLookup lookup) {
        connections = new Connections(sim, lookup, ranks());
    }

    /** Posts a receive on {@code rank}; completes at once if a matching message was received already. */
    public void irecv(int rank, RecvRequest req) {
        irecv(rank, req, -1, 1, false);
    }

    /**
     * The general receive ({@code bufferId} as for a send); a datatype of more than one contiguous {@code segments} pays the
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

    void checkRank(int peer, int rank, String call) {
        if (peer < 0 || peer >= queues.ranks()) {
            throw new MpiException(MpiErrorClass.MPI_ERR_RANK, rank, call,
                    "peer " + peer + " is not in 0.." + (queues.ranks() - 1));
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
     * waits for it ({@link WaitQueues}), keeping its place among equals, and the answer is true.
     */
    boolean waitForCpu(int rank, long nowPs, Event retry) {
        long busyUntil = waits ? network.cpuBusyUntilPs(rank) : Long.MIN_VALUE;
        if (busyUntil <= nowPs) {
            return false;
        }
        waitQueues.cpuWaits(rank, busyUntil, retry);
        return true;
    }

    /** Whether sends, arrivals, receive posts and CPU work wait for their busy resources (loggp, no device). */
    boolean waits() {
        return waits;
    }

    /** Where operations wait when the engine {@link #waits}. */
    WaitQueues waitQueues() {
        return waitQueues;
    }

    /** Replaces where operations wait (a test runs LogGOPSim's retries beside the queues); only before any waits. */
    void waitQueues(WaitQueues queues) {
        this.waitQueues = queues;
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

    /** Waits and tests over arrays of requests, each handed to the engine as one call. */
    public RequestArrays arrays() {
        return arrays;
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
        return queues.pendingOf(rank, protocols.heldFor(rank));
    }

    /** Messages that arrived and were never received, per rank (for leak and deadlock reports). */
    public int unexpectedCount(int rank) {
        return queues.unexpectedCount(rank);
    }
}
