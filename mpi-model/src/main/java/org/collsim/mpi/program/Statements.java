package org.collsim.mpi.program;

/** Names of statements as programs spell them, for messages. */
final class Statements {
    private Statements() {
    }

    /** "isend", "allreduce", "split", "loop", ... */
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
        if (s instanceof Stmt.CommFree) {
            return "free";
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
