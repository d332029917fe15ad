package org.collsim.mpi.progress;

import java.util.List;
import org.collsim.engine.Time;

/**
 * MPI's completion calls over arrays of requests, each handed to the progress engine as one
 * call that answers once: waitall / waitany / waitsome through a {@link RequestArray}, testall /
 * testany as one check. The caller is inside MPI meanwhile. Who pays for each completion is the
 * NIC's business ({@link PathCosts}: {@code hostCompletionPs}, {@code nicCompletionPs}).
 */
public final class RequestArrays {
    private final ProgressEngine engine;

    RequestArrays(ProgressEngine engine) {
        this.engine = engine;
    }

    /** Waits for all of {@code requests}: {@code done} is told once, when the last completes (at once if none is pending). */
    public void waitAll(int rank, List<? extends Request> requests, RequestListener done) {
        wait(rank, requests, RequestArray.Until.ALL, done);
    }

    /** Waits until any one of {@code requests} completes; {@code done} gets that request. */
    public void waitAny(int rank, List<? extends Request> requests, RequestListener done) {
        wait(rank, requests, RequestArray.Until.ANY, done);
    }

    /**
     * MPI_Waitsome: as {@link #waitAny}, but requests already complete at the call are all taken
     * (each priced as in a waitall); the caller retires every request complete when told.
     */
    public void waitSome(int rank, List<? extends Request> requests, RequestListener done) {
        wait(rank, requests, RequestArray.Until.SOME, done);
    }

    private void wait(int rank, List<? extends Request> requests, RequestArray.Until until, RequestListener done) {
        engine.setInsideMpi(rank, true);
        new RequestArray(engine, rank, requests, until, done).start(requests, engine.simulation().nowPs());
    }

    /**
     * MPI_Testall over {@code requests} as one call: true when all completed at or before now. With
     * completion costs the host checks every request on a host-driven NIC
     * ({@code hostCompletionPs} each) and reads the one completion event of an offload NIC once.
     */
    public boolean testAll(int rank, List<? extends Request> requests) {
        engine.setInsideMpi(rank, true);
        check(rank, requests.size());
        return requests.stream().allMatch(Request::isComplete);
    }

    /**
     * MPI_Testany: the first complete request (null: none). A host-driven NIC's host checks the
     * requests in order up to that one (all of them when none is complete), {@code hostCompletionPs}
     * each; an offload NIC's host reads its one completion event.
     */
    public Request testAny(int rank, List<? extends Request> requests) {
        engine.setInsideMpi(rank, true);
        int first = 0;
        while (first < requests.size() && !requests.get(first).isComplete()) {
            first++;
        }
        check(rank, Math.min(first + 1, requests.size()));
        return first < requests.size() ? requests.get(first) : null;
    }

    /** The host's checks of {@code requests} requests: each on a host-driven NIC, one event on an offload NIC. */
    private void check(int rank, int requests) {
        DeviceModel d = engine.device();
        if (d != null && d.paths().completionCosted() && requests > 0) {
            int checks = d.offload() ? 1 : requests;
            engine.network().hosts().occupyCpu(rank, engine.simulation().nowPs(),
                    Time.multiply(checks, d.paths().hostCompletionPs(), "test time"));
        }
    }
}
