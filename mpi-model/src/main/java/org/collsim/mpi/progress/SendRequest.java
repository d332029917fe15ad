package org.collsim.mpi.progress;

/** A send. Eager sends complete when the sender's side is done; rendezvous ones when matched. */
public class SendRequest extends Request {
    RequestListener listener;
    int dst;
    int tag;
    /** When the sender's own side would be done (a rendezvous send cannot complete before). */
    long localDonePs;
    /** Contiguous pieces of the send buffer's datatype, and whether this starts a persistent request (set when sent). */
    int segments = 1;
    boolean persistent;

    public SendRequest(RequestListener listener, int dst, int tag) {
        this.listener = listener;
        this.dst = dst;
        this.tag = tag;
    }

    private boolean cancelled;

    /** True when the send was cancelled before the receiver matched it. */
    public boolean isCancelled() {
        return cancelled;
    }

    void markCancelled() {
        cancelled = true;
    }

    /** Reuses this completed request for a new send. */
    SendRequest reuse(RequestListener listener, int dst, int tag) {
        rearm();
        this.listener = listener;
        this.dst = dst;
        this.tag = tag;
        this.localDonePs = 0;
        this.cancelled = false;
        this.segments = 1;
        this.persistent = false;
        return this;
    }

    @Override
    protected void onComplete(long nowPs) {
        if (listener != null) {
            listener.requestDone(this, nowPs);
        }
    }

    @Override
    public String toString() {
        return "send to " + dst + " (tag " + tag + ")";
    }
}
