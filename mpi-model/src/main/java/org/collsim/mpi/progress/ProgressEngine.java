package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;

/**
 * Moves messages between ranks on simulated time: prices sends and receives with the
 * {@link Network}, matches arrivals against posted receives (else queues them as unexpected),
 * and completes requests — eager sends when the sender's side is done, rendezvous sends when
 * the receiver matches them. Ranks are world ranks here.
 */
public final class ProgressEngine {
    private final Simulation sim;
    private final Network network;
    private final MatchingQueues[] queues;
    private final Timing timing = new Timing();
    private final HardwareCollectives hardware;
    /** Received messages, reused: a million-rank run would otherwise allocate one per send. */
    private final FreeList<Message> freeMessages = new FreeList<>();
    private long messages;
    private long bytesSent;

    public ProgressEngine(Simulation sim, Network network) {
        this.sim = sim;
        this.network = network;
        this.queues = new MatchingQueues[network.ranks()];
        this.hardware = new HardwareCollectives(sim);
    }

    /** Gives the machine hardware collectives; {@code groupSize} tells a communicator's size by context id. */
    public void enableHardwareCollectives(HardwareCosts costs, java.util.function.IntUnaryOperator groupSize) {
        hardware.configure(costs, groupSize);
    }

    /** Joins a hardware collective; {@code req} completes, with the root's data delivered, when all have joined. */
    public void joinHardwareCollective(int rank, int contextId, long sizeBytes, long[] rootPayload, RecvRequest req) {
        hardware.join(rank, contextId, sizeBytes, rootPayload, req);
    }

    public Simulation simulation() {
        return sim;
    }

    public Network network() {
        return network;
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

    private MatchingQueues queuesOf(int rank) {
        MatchingQueues q = queues[rank];
        if (q == null) {
            q = new MatchingQueues();
            queues[rank] = q;
        }
        return q;
    }

    /** Starts a send of {@code sizeBytes} ({@code payload} may be null) ready at the current time. */
    public void isend(int src, int dst, int context, int tag, long sizeBytes, long[] payload, SendRequest req) {
        checkRank(dst, src, "send");
        long now = sim.nowPs();
        network.send(src, dst, sizeBytes, now, timing);
        messages++;
        bytesSent += sizeBytes;
        boolean rendezvous = sizeBytes > network.eagerLimitBytes(src, dst);
        Message m = (freeMessages.isEmpty() ? new Message(this) : freeMessages.take())
                .set(src, dst, context, tag, sizeBytes, payload, rendezvous ? req : null);
        sim.schedule(timing.arrivalPs, m);
        if (rendezvous) {
            req.localDonePs = timing.donePs;
        } else {
            sim.schedule(timing.donePs, req);
        }
    }

    /** Ranks currently outside MPI (computing); all are inside at the start. */
    private final java.util.BitSet outsideMpi = new java.util.BitSet();
    private final FreeList<SendRequest> freeSends = new FreeList<>();
    private final FreeList<RecvRequest> freeRecvs = new FreeList<>();
    private final FreeList<CpuRequest> freeCpu = new FreeList<>();

    /**
     * A send request from the pool. Only owners that hand it back with {@link #recycle(Request)}
     * once it has completed (schedule executions) take pooled requests.
     */
    public SendRequest sendRequest(RequestListener listener, int dst, int tag) {
        return freeSends.isEmpty() ? new SendRequest(listener, dst, tag) : freeSends.take().reuse(listener, dst, tag);
    }

    public RecvRequest recvRequest(RequestListener listener, int src, int tag, int context, long capacityBytes,
                                   long[] target, int targetOffset) {
        return freeRecvs.isEmpty() ? new RecvRequest(listener, src, tag, context, capacityBytes, target, targetOffset)
                : freeRecvs.take().reuse(listener, src, tag, context, capacityBytes, target, targetOffset);
    }

    /** A request that completes when the CPU work scheduled with it is done. */
    public Request cpuRequest(RequestListener listener) {
        return freeCpu.isEmpty() ? new CpuRequest(listener) : freeCpu.take().reuse(listener);
    }

    /** Returns a completed pooled request; its owner must not use it again. */
    public void recycle(Request r) {
        if (r instanceof SendRequest s) {
            freeSends.give(s);
        } else if (r instanceof RecvRequest rr) {
            rr.target = null;
            freeRecvs.give(rr);
        } else if (r instanceof CpuRequest c) {
            freeCpu.give(c);
        }
    }

    /**
     * The rank computes for {@code durationPs} on its CPU (after whatever the CPU is busy with);
     * {@code req} completes when it is done. While computing, the rank is outside MPI: on a
     * host-driven NIC nothing of its own progresses.
     */
    public void compute(int rank, long durationPs, Request req) {
        long end = network.hosts().occupyCpu(rank, sim.nowPs(), durationPs);
        sim.schedule(end, req);
    }

    /**
     * Tells the engine whether {@code rank}'s host is inside an MPI call (blocked in a wait or
     * test: the progress engine runs) or outside (computing). Host-driven NICs progress only
     * ranks that are inside.
     */
    public void setInsideMpi(int rank, boolean inside) {
        outsideMpi.set(rank, !inside);
    }

    public boolean isInsideMpi(int rank) {
        return !outsideMpi.get(rank);
    }

    /** A received message whose data has been delivered; nothing refers to it any more. */
    void recycle(Message m) {
        m.payload = null;
        m.rendezvousSender = null;
        freeMessages.give(m);
    }

    /** Posts a receive on {@code rank}; completes at once if a matching message was received already. */
    public void irecv(int rank, RecvRequest req) {
        if (req.src != RecvRequest.ANY) {
            checkRank(req.src, rank, "recv");
        }
        long now = sim.nowPs();
        req.postedPs = now;
        Message m = queuesOf(rank).takeUnexpected(req);
        if (m == null) {
            queuesOf(rank).appendPosted(req);
        } else {
            match(req, m, Math.max(now, m.handledPs));
        }
    }

    /** A message reaches its receiver: pay the receive overhead, then match or queue it. */
    void arrive(Message m, long nowPs) {
        network.receive(m.src, m.dst, m.sizeBytes, nowPs, timing);
        m.handledPs = timing.startPs;
        m.receivedPs = timing.donePs;
        RecvRequest r = queuesOf(m.dst).takePosted(m);
        if (r == null) {
            queuesOf(m.dst).appendUnexpected(m);
        } else {
            match(r, m, m.handledPs);
        }
    }

    private void match(RecvRequest r, Message m, long matchPs) {
        if (m.sizeBytes > r.capacityBytes) {
            throw new MpiException(MpiErrorClass.MPI_ERR_TRUNCATE, m.dst, "recv from " + m.src,
                    m.sizeBytes + " bytes arrived for a receive of " + r.capacityBytes + " bytes (tag " + m.tag + ")");
        }
        r.matched = m;
        long now = sim.nowPs();
        sim.schedule(Math.max(now, m.receivedPs), r);
        SendRequest s = m.rendezvousSender;
        if (s != null) {
            network.hosts().holdUntil(m.src, matchPs);
            sim.schedule(Math.max(now, Math.max(matchPs, s.localDonePs)), s);
        }
    }

    private void checkRank(int peer, int rank, String call) {
        if (peer < 0 || peer >= queues.length) {
            throw new MpiException(MpiErrorClass.MPI_ERR_RANK, rank, call,
                    "peer " + peer + " is not in 0.." + (queues.length - 1));
        }
    }

    /**
     * What {@code rank} is blocked on in the matching layer: its posted receives, and its
     * rendezvous sends that sit unmatched in some receiver's unexpected queue.
     */
    public List<String> pendingOf(int rank) {
        List<String> out = new ArrayList<>();
        MatchingQueues q = queues[rank];
        if (q != null) {
            for (RecvRequest r : q.posted()) {
                out.add(r.toString());
            }
        }
        for (MatchingQueues other : queues) {
            if (other == null) {
                continue;
            }
            for (Message m : other.unexpected()) {
                if (m.src == rank && m.rendezvousSender != null) {
                    out.add("rendezvous " + m.rendezvousSender + ", never matched");
                }
            }
        }
        return out;
    }

    /** Messages that arrived and were never received, per rank (for leak and deadlock reports). */
    public int unexpectedCount(int rank) {
        MatchingQueues q = queues[rank];
        return q == null ? 0 : q.unexpected().size();
    }
}
