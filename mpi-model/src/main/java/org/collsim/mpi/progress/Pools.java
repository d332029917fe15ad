package org.collsim.mpi.progress;

/**
 * Packets and the requests of schedule executions, reused once complete: a million-rank run
 * would otherwise allocate several objects per message. Only owners that hand a request back
 * once it has completed (schedule executions) take pooled requests; programs create their own.
 */
final class Pools {
    private final ProgressEngine engine;
    private final FreeList<Packet> packets = new FreeList<>();
    private final FreeList<SendRequest> sends = new FreeList<>();
    private final FreeList<RecvRequest> recvs = new FreeList<>();
    private final FreeList<CpuRequest> cpu = new FreeList<>();

    Pools(ProgressEngine engine) {
        this.engine = engine;
    }

    Packet packet(PacketType type, int src, int dst, int context, int tag, long sizeBytes, long[] payload) {
        return (packets.isEmpty() ? new Packet(engine) : packets.take()).set(type, src, dst, context, tag, sizeBytes, payload);
    }

    /** A packet nothing refers to any more. */
    void recycle(Packet p) {
        p.payload = null;
        p.sender = null;
        p.request = null;
        packets.give(p);
    }

    SendRequest sendRequest(RequestListener listener, int dst, int tag) {
        return sends.isEmpty() ? new SendRequest(listener, dst, tag) : sends.take().reuse(listener, dst, tag);
    }

    RecvRequest recvRequest(RequestListener listener, int src, int tag, int context, long capacityBytes, long[] target,
                            int targetOffset) {
        return recvs.isEmpty() ? new RecvRequest(listener, src, tag, context, capacityBytes, target, targetOffset)
                : recvs.take().reuse(listener, src, tag, context, capacityBytes, target, targetOffset);
    }

    /** A request that completes when the CPU work scheduled with it is done. */
    Request cpuRequest(RequestListener listener) {
        return cpu.isEmpty() ? new CpuRequest(listener) : cpu.take().reuse(listener);
    }

    /** Takes back a completed pooled request; its owner must not use it again. */
    void recycle(Request r) {
        if (r instanceof SendRequest s) {
            sends.give(s);
        } else if (r instanceof RecvRequest rr) {
            rr.target = null;
            recvs.give(rr);
        } else if (r instanceof CpuRequest c) {
            cpu.give(c);
        }
    }
}
