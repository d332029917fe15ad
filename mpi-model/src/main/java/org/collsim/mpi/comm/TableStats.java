package org.collsim.mpi.comm;

/**
 * The override mechanism's own counters for one run: tables allocated and reused by layers,
 * hook calls, tables still alive, and destroy hooks that met a table they did not install.
 */
public final class TableStats {
    long allocated;
    long reused;
    long freed;
    long hookCalls;
    long foreignTablesAtDestroy;

    public long allocated() {
        return allocated;
    }

    public long reused() {
        return reused;
    }

    public long freed() {
        return freed;
    }

    public long hookCalls() {
        return hookCalls;
    }

    public long aliveTables() {
        return allocated - freed;
    }

    public long foreignTablesAtDestroy() {
        return foreignTablesAtDestroy;
    }
}
