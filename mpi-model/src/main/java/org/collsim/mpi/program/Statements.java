package org.collsim.mpi.program;

/** Names of statements as programs spell them, for messages. */
final class Statements {
    private Statements() {
    }

    /** "isend", "allreduce", "split", "create", "loop", ... */
    static String verb(Stmt s) {
        if (s instanceof Stmt.PointToPoint p) {
            return p.verb().id();
        }
        if (s instanceof Stmt.Collective c) {
            return c.entry().id();
        }
        if (s instanceof Stmt.Wait w) {
            return w.verb();
        }
        if (s instanceof Stmt.CommDup) {
            return "dup";
        }
        if (s instanceof Stmt.CommSplit) {
            return "split";
        }
        if (s instanceof Stmt.CommCreate) {
            return "create";
        }
        if (s instanceof Stmt.CommFree) {
            return "free";
        }
        if (s instanceof Stmt.Start st) {
            return st.verb();
        }
        if (s instanceof Stmt.Test t) {
            return t.verb();
        }
        if (s instanceof Stmt.RequestFree) {
            return "request_free";
        }
        if (s instanceof Stmt.Cancel) {
            return "cancel";
        }
        if (s instanceof Stmt.Rma r) {
            return r.verb().id();
        }
        if (s instanceof Stmt.WinCreate) {
            return "win_create";
        }
        if (s instanceof Stmt.Fence) {
            return "fence";
        }
        if (s instanceof Stmt.WinFree) {
            return "win_free";
        }
        if (s instanceof Stmt.Loop) {
            return "loop";
        }
        if (s instanceof Stmt.If) {
            return "if";
        }
        return "compute";
    }
}
