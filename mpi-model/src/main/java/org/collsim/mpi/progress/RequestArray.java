package org.collsim.mpi.progress;

import java.util.List;

/**
 * An array of requests handed to the progress engine as one (waitall / waitany / waitsome):
 * the engine tells its owner once, when all of them (or the first of them) have completed,
 * instead of the owner testing each. A waitsome that finds requests complete at the call takes
 * all of them; otherwise it is told of the first, as a waitany.
 * <p>With completion costs ({@link PathCosts}) the array says who takes each completion: on a
 * host-driven NIC the host, {@code hostCompletionPs} per request (a request complete before
 * the call is taken at the call); on an offload NIC the NIC, {@code nicCompletionPs} per
 * request on its processor, and then the host once, {@code hostCompletionPs}, for the one event
 * the NIC raises. The owner is told when the last of that work ends. Without costs the owner is
 * told at the completion itself, synchronously.
 */
final class RequestArray {
    /** What satisfies a wait: every request, the first one, or those complete when it is satisfied. */
    enum Until { ALL, ANY, SOME }

    private final ProgressEngine engine;
    private final int rank;
    private final RequestListener done;
    /** Satisfied by one completion (waitany, waitsome). */
    private final boolean any;
    /** waitsome: takes every request complete at the call. */
    private final boolean some;
    private final boolean costed;
    private int pending;
    private boolean fired;
    /** When the processor that takes completions has taken the last one so far. */
    private long takenPs;

    RequestArray(ProgressEngine engine, int rank, List<? extends Request> requests, Until until, RequestListener done) {
        this.engine = engine;
        this.rank = rank;
        this.done = done;
        this.any = until != Until.ALL;
        this.some = until == Until.SOME;
        DeviceModel d = engine.device();
        this.costed = d != null && d.paths().completionCosted();
        for (Request r : requests) {
            if (!r.isComplete()) {
                pending++;
                r.joinArray(this);
            }
        }
    }

    /** Starts the wait at {@code nowPs}: requests complete already are taken now; the owner may be told at once. */
    void start(List<? extends Request> requests, long nowPs) {
        List<Request> complete = requests.stream().filter(Request::isComplete).map(Request.class::cast).toList();
        boolean satisfied = pending == 0 || (any && !complete.isEmpty());
        if (!costed || requests.isEmpty()) {
            fired = satisfied;
            if (satisfied) {
                done.requestDone(complete.isEmpty() ? null : complete.get(0), nowPs);
            }
        } else if (any && !some) {
            if (!complete.isEmpty()) {
                take(complete.get(0), nowPs, true);
            }
        } else {
            boolean satisfiedNow = some ? !complete.isEmpty() : pending == 0;
            for (int i = 0; i < complete.size(); i++) {
                take(complete.get(i), nowPs, satisfiedNow && i == complete.size() - 1);
            }
        }
    }

    void completed(Request r, long nowPs) {
        pending--;
        if (fired) {
            return;
        }
        boolean last = any || pending == 0;
        if (costed) {
            take(r, nowPs, last);
        } else if (last) {
            fired = true;
            done.requestDone(r, nowPs);
        }
    }

    /** The completion of {@code r} is taken from {@code readyPs}; the {@code last} one tells the owner when taken. */
    private void take(Request r, long readyPs, boolean last) {
        PathCosts c = engine.device().paths();
        if (engine.device().offload()) {
            takenPs = engine.nicWork(rank, readyPs, c.nicCompletionPs());
            if (last) {
                takenPs = engine.network().hosts().occupyCpu(rank, takenPs, c.hostCompletionPs());
            }
        } else {
            takenPs = engine.network().hosts().occupyCpu(rank, readyPs, c.hostCompletionPs());
        }
        if (last) {
            fired = true;
            engine.simulation().schedule(takenPs, now -> done.requestDone(r, now));
        }
    }
}
