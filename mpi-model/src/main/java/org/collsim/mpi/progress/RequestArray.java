package org.collsim.mpi.progress;

import java.util.List;
import org.collsim.engine.Time;

/**
 * An array of requests handed to the progress engine as one (waitall / waitany): the engine
 * tells its owner once, when all of them (or the first of them) have completed, instead of the
 * owner testing each.
 * <p>With completion costs ({@link PathCosts}) the array says who takes each completion: on a
 * host-driven NIC the host, {@code hostCompletionPs} per request (a request complete before
 * the call is taken at the call); on an offload NIC the NIC, {@code nicCompletionPs} per
 * request on its processor, and then the host once, {@code hostCompletionPs}, for the one event
 * the NIC raises. The owner is told when the last of that work ends. Without costs the owner is
 * told at the completion itself, synchronously.
 */
final class RequestArray {
    private final ProgressEngine engine;
    private final int rank;
    private final RequestListener done;
    private final boolean any;
    private final boolean costed;
    private int pending;
    private boolean fired;
    /** When the processor that takes completions has taken the last one so far. */
    private long takenPs;

    RequestArray(ProgressEngine engine, int rank, List<? extends Request> requests, boolean any, RequestListener done) {
        this.engine = engine;
        this.rank = rank;
        this.done = done;
        this.any = any;
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
        } else if (any) {
            if (!complete.isEmpty()) {
                take(complete.get(0), nowPs, true);
            }
        } else {
            for (int i = 0; i < complete.size(); i++) {
                take(complete.get(i), nowPs, pending == 0 && i == complete.size() - 1);
            }
        }
    }

    /**
     * MPI_Testall over {@code requests}: true when all completed at or before now. With
     * completion costs the host checks every request on a host-driven NIC
     * ({@code hostCompletionPs} each) and reads the one completion event of an offload NIC once.
     */
    static boolean test(ProgressEngine engine, int rank, List<? extends Request> requests) {
        DeviceModel d = engine.device();
        if (d != null && d.paths().completionCosted() && !requests.isEmpty()) {
            int checks = d.offload() ? 1 : requests.size();
            engine.network().hosts().occupyCpu(rank, engine.simulation().nowPs(),
                    Time.multiply(checks, d.paths().hostCompletionPs(), "test time"));
        }
        return requests.stream().allMatch(Request::isComplete);
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
