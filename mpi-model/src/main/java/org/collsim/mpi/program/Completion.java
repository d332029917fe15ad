package org.collsim.mpi.program;

import java.util.List;
import org.collsim.mpi.progress.Request;
import org.collsim.mpi.progress.RequestListener;

/**
 * The completion calls: wait / waitall / waitany / waitsome block until requests complete and
 * retire them; test / testall / testany never block. A test is an MPI call: the interpreter marks the rank
 * inside MPI before it ({@code setInsideMpi(rank, true)}), so a host-driven NIC handles the
 * packets that waited for the host — the classic way to make a rendezvous progress during a
 * long computation. The test itself costs no simulated time unless the NIC prices
 * completions ({@code host_completion}); the packet handling it allows occupies the CPU as usual.
 */
final class Completion {
    private Completion() {
    }

    /**
     * wait / waitall / waitany / waitsome: the named requests go to the engine as one array
     * ({@code RequestArrays.waitAll} / {@code waitAny} / {@code waitSome}), which says when the wait is over,
     * completion costs included; waitany retires the request the engine reports, waitsome every
     * request complete when the wait ends.
     */
    static void waitOn(RankInterpreter r, Stmt.Wait w) {
        RequestTable table = r.requests();
        List<Handle> handles = table.resolve(w.requests(), w);
        List<Handle.Signal> signals = handles.stream().map(Handle::signal).toList();
        Handle array = new Handle(r, null, w.verb(), w.path());
        Handle[] chosen = new Handle[1];
        RequestListener done = (req, nowPs) -> {
            chosen[0] = req == null ? null : ((Handle.Signal) req).handle;
            array.requestDone(req, nowPs);
        };
        Runnable retire = switch (w.mode()) {
            case ALL -> {
                r.engine().arrays().waitAll(r.rank(), signals, done);
                yield () -> handles.forEach(table::retire);
            }
            case ANY -> {
                r.engine().arrays().waitAny(r.rank(), signals, done);
                yield () -> retireChosen(table, chosen[0]);
            }
            case SOME -> {
                r.engine().arrays().waitSome(r.rank(), signals, done);
                yield () -> handles.stream().filter(Handle::isComplete).forEach(table::retire);
            }
        };
        r.block(Blocker.on(w.path(), () -> w.verb() + " for " + incomplete(handles), array, retire));
    }

    /** waitany retires the request the engine reported (none when the array was empty). */
    private static void retireChosen(RequestTable table, Handle chosen) {
        if (chosen != null) {
            table.retire(chosen);
        }
    }

    /**
     * MPI_Test / MPI_Testall through the engine: when every named request is complete, all are
     * retired; otherwise none. MPI_Testany retires the first complete one, if any.
     */
    static void test(RankInterpreter r, Stmt.Test t) {
        RequestTable table = r.requests();
        List<Handle> handles = table.resolve(t.requests(), t);
        List<Handle.Signal> signals = handles.stream().map(Handle::signal).toList();
        if (t.any()) {
            Request first = r.engine().arrays().testAny(r.rank(), signals);
            if (first != null) {
                table.retireByTest(((Handle.Signal) first).handle);
            }
        } else if (r.engine().arrays().testAll(r.rank(), signals)) {
            handles.forEach(table::retireByTest);
        }
    }

    private static String incomplete(List<Handle> handles) {
        return String.join(", ", handles.stream().filter(h -> !h.isComplete()).map(Handle::toString).toList());
    }
}
