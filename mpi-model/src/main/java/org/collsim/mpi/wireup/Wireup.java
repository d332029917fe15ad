package org.collsim.mpi.wireup;

/**
 * The wire-up a program's job starts with: a mode and the process manager's costs. The job
 * supplies the ranks and how many share a node ({@link WireupParams#forJob}).
 */
public record Wireup(WireupMode mode, WireupParams params) {
    public Wireup {
        java.util.Objects.requireNonNull(mode, "mode");
        java.util.Objects.requireNonNull(params, "params");
    }
}
