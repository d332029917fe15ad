package org.collsim.mpi.progress;

/** A request for an operation that is not a send or a receive: compute, one-sided access, cancel. */
public final class OperationRequest extends Request {
    private final RequestListener listener;
    private boolean succeeded = true;

    public OperationRequest(RequestListener listener) {
        this.listener = listener;
    }

    /** False when the operation failed (a cancel that came too late). */
    public boolean succeeded() {
        return succeeded;
    }

    void fail() {
        succeeded = false;
    }

    @Override
    protected void onComplete(long nowPs) {
        if (listener != null) {
            listener.requestDone(this, nowPs);
        }
    }
}
