package org.collsim.mpi.progress;

/** A posted receive: matches (source, tag, context); on completion copies the payload, if any. */
public class RecvRequest extends Request {
    /** Wildcards, as MPI_ANY_SOURCE / MPI_ANY_TAG. */
    public static final int ANY = -1;

    RequestListener listener;
    int src;
    int tag;
    int context;
    long capacityBytes;
    long[] target;
    int targetOffset;
    /** The receiving rank and the number of contiguous pieces of its datatype (set when posted). */
    int rankOf;
    int segments = 1;
    /** The start of a persistent request: set-up and registration were paid by recv_init. */
    boolean persistent;
    Packet matched;

    public RecvRequest(RequestListener listener, int src, int tag, int context, long capacityBytes,
                       long[] target, int targetOffset) {
        this.listener = listener;
        this.src = src;
        this.tag = tag;
        this.context = context;
        this.capacityBytes = capacityBytes;
        this.target = target;
        this.targetOffset = targetOffset;
    }

    /** Reuses this completed request for a new receive. */
    RecvRequest reuse(RequestListener listener, int src, int tag, int context, long capacityBytes, long[] target,
                      int targetOffset) {
        rearm();
        this.listener = listener;
        this.src = src;
        this.tag = tag;
        this.context = context;
        this.capacityBytes = capacityBytes;
        this.target = target;
        this.targetOffset = targetOffset;
        this.segments = 1;
        this.persistent = false;
        this.call = null;
        return this;
    }

    boolean matches(Packet m) {
        return context == m.context && (src == ANY || src == m.src) && (tag == ANY || tag == m.tag);
    }

    /** Source of the matched message (resolves ANY), or -1 before a match. */
    public int matchedSource() {
        return matched == null ? -1 : matched.src;
    }

    /** How errors name the call that posted this receive (a program's statement), or null. */
    private String call;

    /** Names the call that posts this receive, for error reports ("$.program.body[3] recv from 1"). */
    public RecvRequest describedAs(String callDescription) {
        this.call = callDescription;
        return this;
    }

    String call() {
        return call != null ? call : "recv from " + (src == ANY ? "any source" : Integer.toString(src));
    }

    /** Data delivered other than by a matched message (a hardware broadcast). */
    private long[] delivered;

    void deliver(long[] payload) {
        this.delivered = payload;
    }

    @Override
    protected void onComplete(long nowPs) {
        Packet m = matched;
        long[] data = m != null ? m.payload : delivered;
        if (target != null && data != null) {
            System.arraycopy(data, 0, target, targetOffset, data.length);
        }
        if (m != null) {
            m.engine.pools().recycle(m);
        }
        matched = null;
        delivered = null;
        if (listener != null) {
            listener.requestDone(this, nowPs);
        }
    }

    @Override
    public String toString() {
        return "recv from " + (src == ANY ? "any source" : Integer.toString(src))
                + " (tag " + (tag == ANY ? "any" : Integer.toString(tag)) + ")";
    }
}
