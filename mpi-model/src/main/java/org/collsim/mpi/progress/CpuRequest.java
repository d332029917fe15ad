package org.collsim.mpi.progress;

/** CPU work (a reduction) of a schedule: completes when the CPU is done with it. */
final class CpuRequest extends Request {
    private RequestListener listener;

    CpuRequest(RequestListener listener) {
        this.listener = listener;
    }

    CpuRequest reuse(RequestListener listener) {
        rearm();
        this.listener = listener;
        return this;
    }

    @Override
    protected void onComplete(long nowPs) {
        listener.requestDone(this, nowPs);
    }
}
