package org.collsim.mpi.program;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.progress.OperationRequest;

/**
 * One-sided communication with fence synchronization: win_create (collective over a
 * communicator: a barrier through its table), put / get / accumulate (nonblocking; they
 * complete at the next fence), fence (waits for this rank's accesses on the window, then a
 * barrier through the window communicator's table) and win_free (local). win_create and fence
 * count as collectives of the window's communicator, in order with its other collectives.
 */
final class WindowCalls {
    /** A window, shared by its members: the engine's window id and its communicator. */
    record Window(int id, CommState comm) {
    }

    /** One rank's window: the accesses it started since its last fence. */
    static final class RankWindow {
        final Window window;
        final List<Handle> outstanding = new ArrayList<>();

        RankWindow(Window window) {
            this.window = window;
        }
    }

    private final ProgramContext ctx;

    WindowCalls(ProgramContext ctx) {
        this.ctx = ctx;
    }

    void execute(RankInterpreter r, Stmt s) {
        if (s instanceof Stmt.WinCreate w) {
            create(r, w);
        } else if (s instanceof Stmt.Rma a) {
            access(r, a);
        } else if (s instanceof Stmt.Fence f) {
            fence(r, f);
        } else if (s instanceof Stmt.WinFree f) {
            free(r, f);
        }
    }

    private void create(RankInterpreter r, Stmt.WinCreate w) {
        CommState cs = r.comm(w.comm(), w);
        if (r.windows().containsKey(w.name())) {
            throw r.error(MpiErrorClass.MPI_ERR_WIN, w, "window name \"" + w.name() + "\" is in use; free it first");
        }
        CommState.Arrival a = cs.join(cs.rankOf(r.rank()), new CollSignature("win_create", 0, -1, "", r.rank(), w.path()));
        if (a.window == null) {
            a.window = new Window(ctx.nextWindowId(), cs);
        }
        Window window = a.window;
        barrier(r, w, cs, a.sequence, "win_create " + w.name(), () -> r.windows().put(w.name(), new RankWindow(window)));
    }

    private void access(RankInterpreter r, Stmt.Rma a) {
        RankWindow rw = window(r, a, a.window());
        CommState cs = rw.window.comm();
        int target = cs.worldRank(MpiCalls.rankIn(r, a, cs, a.target(), "target", MpiErrorClass.MPI_ERR_RANK));
        long bytes = MpiCalls.count(r, a, a.bytes());
        Handle h = new Handle(r, null, a.verb().id() + " of " + bytes + " B at " + target + " on window " + a.window(), a.path());
        OperationRequest req = new OperationRequest(h);
        int origin = r.rank();
        int id = rw.window.id();
        switch (a.verb()) {
            case PUT -> r.engine().oneSided().put(origin, target, id, bytes, req);
            case GET -> r.engine().oneSided().get(origin, target, id, bytes, req);
            case ACCUMULATE -> r.engine().oneSided().accumulate(origin, target, id, bytes, req);
        }
        rw.outstanding.add(h);
    }

    /** MPI_Win_fence: this rank's accesses complete first, then the members synchronize. */
    private void fence(RankInterpreter r, Stmt.Fence f) {
        RankWindow rw = window(r, f, f.window());
        CommState cs = rw.window.comm();
        CommState.Arrival a = cs.join(cs.rankOf(r.rank()), new CollSignature("fence", 0, -1, "", r.rank(), f.path()));
        List<Handle> pending = List.copyOf(rw.outstanding);
        rw.outstanding.clear();
        String what = "fence on " + f.window();
        r.block(new Blocker(f.path(), () -> what + " waiting for " + incomplete(pending), pending, Stmt.WaitMode.ALL,
                () -> barrier(r, f, cs, a.sequence, what, () -> { })));
    }

    /** MPI_Win_free: local here; accesses not completed by a fence are MPI_ERR_RMA_SYNC. */
    private static void free(RankInterpreter r, Stmt.WinFree f) {
        RankWindow rw = window(r, f, f.window());
        if (!rw.outstanding.isEmpty()) {
            throw r.error(MpiErrorClass.MPI_ERR_RMA_SYNC, f, rw.outstanding.size() + " access(es) on window \""
                    + f.window() + "\" not completed by a fence (first: " + rw.outstanding.get(0) + ")");
        }
        r.windows().remove(f.window());
    }

    private static RankWindow window(RankInterpreter r, Stmt s, String name) {
        RankWindow rw = r.windows().get(name);
        if (rw == null) {
            throw r.error(MpiErrorClass.MPI_ERR_WIN, s, "no window named \"" + name + "\" on this rank (known: "
                    + String.join(", ", r.windows().keySet().stream().sorted().toList()) + ")");
        }
        return rw;
    }

    /** A barrier through {@code cs}'s table as collective #{@code sequence}; {@code then} runs when it completes. */
    private void barrier(RankInterpreter r, Stmt s, CommState cs, long sequence, String what, Runnable then) {
        String description = what + " (barrier on " + cs.name() + ", collective #" + sequence + ")";
        Handle h = new Handle(r, null, description, s.path());
        ctx.startCollective(cs, CollEntry.BARRIER, new CollArgs(cs.size(), 0, 1, 0), null, sequence, r.rank(),
                Statements.verb(s) + " at " + s.path(), h);
        r.block(Blocker.on(s.path(), () -> description + MpiCalls.missing(cs, sequence), h, then));
    }

    private static String incomplete(List<Handle> handles) {
        return String.join(", ", handles.stream().filter(h -> !h.isComplete()).map(Handle::toString).toList());
    }
}
