package org.collsim.mpi.progress;

import java.util.List;

/**
 * An array of requests handed to the progress engine as one (waitall / waitany): the engine
 * tells its owner once, when all of them (or the first of them) have completed, instead of the
 * owner testing each. On an offload NIC this is the array the NIC progresses while the host
 * computes.
 */
final class RequestArray {
    private final RequestListener done;
    private final boolean any;
    private int pending;
    private boolean fired;

    RequestArray(List<? extends Request> requests, boolean any, RequestListener done) {
        this.done = done;
        this.any = any;
        for (Request r : requests) {
            if (!r.isComplete()) {
                pending++;
                r.joinArray(this);
            }
        }
    }

    /** True when the wait is satisfied already (the caller completes at once; later completions are ignored). */
    boolean alreadyDone(int total) {
        fired = pending == 0 || (any && pending < total);
        return fired;
    }

    void completed(Request r, long nowPs) {
        pending--;
        if (!fired && (any || pending == 0)) {
            fired = true;
            done.requestDone(r, nowPs);
        }
    }
}
