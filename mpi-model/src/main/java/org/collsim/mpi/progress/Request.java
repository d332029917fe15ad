package org.collsim.mpi.progress;

import org.collsim.engine.Event;

/**
 * A nonblocking operation. Its completion is an event: scheduling the request itself at its
 * completion time costs no extra allocation.
 */
public abstract class Request extends QueueEntry implements Event {
    private boolean complete;
    /** The schedule vertex this request serves (set by {@link ScheduleExecution}). */
    int vertex;
    private long completedPs = -1;

    public final boolean isComplete() {
        return complete;
    }

    public final long completedPs() {
        return completedPs;
    }

    /** An array wait this request belongs to, told when it completes. */
    private RequestArray array;

    void joinArray(RequestArray a) {
        this.array = a;
    }

    @Override
    public final void fire(long nowPs) {
        complete = true;
        completedPs = nowPs;
        RequestArray a = array;
        array = null;
        onComplete(nowPs);
        if (a != null) {
            a.completed(this, nowPs);
        }
    }

    /** Makes a completed request pending again, for reuse from a pool. */
    protected final void rearm() {
        complete = false;
        completedPs = -1;
    }

    /** Called once, at completion time. */
    protected abstract void onComplete(long nowPs);
}
