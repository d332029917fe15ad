package org.collsim.mpi.program;

import org.collsim.mpi.progress.Request;
import org.collsim.mpi.progress.RequestListener;
import org.collsim.mpi.progress.ScheduleExecution;
import org.collsim.mpi.progress.SendRequest;

/**
 * A program's request: a point-to-point request, a collective's schedule execution or a
 * compute phase. It tells its rank's interpreter when it completes. Program requests are
 * never taken from the engine's pools: a program may hold them for as long as it likes.
 */
final class Handle implements RequestListener, ScheduleExecution.Listener {
    private final RankInterpreter owner;
    private final String name;
    private final String description;
    private final String path;
    private boolean complete;
    /** True when a timeline records this handle's call as an operation (point-to-point calls). */
    private boolean traced;
    /** The engine's request when this handle is a send (for cancel), else null. */
    private SendRequest send;
    /** Completes with this handle: what a wait or test hands to the engine's request arrays. */
    private final Signal signal = new Signal(this);

    /** The engine-side request of a handle, whatever the handle stands for (send, collective, access). */
    static final class Signal extends Request {
        final Handle handle;

        private Signal(Handle handle) {
            this.handle = handle;
        }

        @Override
        protected void onComplete(long nowPs) {
        }
    }

    /**
     * @param name        the program's name for it, or null for the hidden request of a blocking call
     * @param description the call, as deadlock reports show it ("irecv from 0 tag 0")
     */
    Handle(RankInterpreter owner, String name, String description, String path) {
        this.owner = owner;
        this.name = name;
        this.description = description;
        this.path = path;
    }

    boolean isComplete() {
        return complete;
    }

    /** Tells the timeline when this handle completes (its start was told by the caller). */
    void traced() {
        traced = true;
    }

    void attachSend(SendRequest send) {
        this.send = send;
    }

    /** The engine's send request, or null when this is not a send. */
    SendRequest send() {
        return send;
    }

    String name() {
        return name;
    }

    String description() {
        return description;
    }

    @Override
    public void requestDone(Request request, long nowPs) {
        complete(nowPs);
    }

    @Override
    public void scheduleDone(ScheduleExecution execution, long nowPs) {
        complete(nowPs);
    }

    /** The request that completes with this handle, for the engine's request arrays. */
    Signal signal() {
        return signal;
    }

    private void complete(long nowPs) {
        complete = true;
        if (traced) {
            owner.engine().trace().operationDone(this, 0, nowPs);
        }
        signal.fire(nowPs);
        owner.handleDone(nowPs);
    }

    /** An engine request that completes this handle (for {@code ProgressEngine.compute}). */
    Request asRequest() {
        return new Request() {
            @Override
            protected void onComplete(long nowPs) {
                complete(nowPs);
            }
        };
    }

    /** "r (irecv from 0 tag 0 at $.program.body[1])"; unnamed: "put of 8 B at 1 on window w at $.program.body[2]". */
    @Override
    public String toString() {
        return name == null ? description + " at " + path : name + " (" + description + " at " + path + ")";
    }
}
