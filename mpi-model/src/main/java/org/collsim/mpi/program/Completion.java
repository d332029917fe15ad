package org.collsim.mpi.program;

import java.util.List;

/**
 * The completion calls: wait / waitall / waitany block until requests complete and retire
 * them; test / testall never block. A test is an MPI call: the interpreter marks the rank
 * inside MPI before it ({@code setInsideMpi(rank, true)}), so a host-driven NIC handles the
 * packets that waited for the host — the classic way to make a rendezvous progress during a
 * long computation. The test itself costs no simulated time; the packet handling it allows
 * occupies the CPU as usual.
 */
final class Completion {
    private Completion() {
    }

    static void waitOn(RankInterpreter r, Stmt.Wait w) {
        RequestTable table = r.requests();
        List<Handle> handles = table.resolve(w.requests(), w);
        Runnable retire = w.mode() == Stmt.WaitMode.ALL
                ? () -> handles.forEach(table::retire)
                : () -> handles.stream().filter(Handle::isComplete).findFirst().ifPresent(table::retire);
        r.block(new Blocker(w.path(), () -> w.verb() + " for " + incomplete(handles), handles, w.mode(), retire));
    }

    /** MPI_Test / MPI_Testall: when every named request is complete, all are retired; otherwise none. */
    static void test(RankInterpreter r, Stmt.Test t) {
        RequestTable table = r.requests();
        List<Handle> handles = table.resolve(t.requests(), t);
        if (handles.stream().allMatch(Handle::isComplete)) {
            handles.forEach(table::retireByTest);
        }
    }

    private static String incomplete(List<Handle> handles) {
        return String.join(", ", handles.stream().filter(h -> !h.isComplete()).map(Handle::toString).toList());
    }
}
