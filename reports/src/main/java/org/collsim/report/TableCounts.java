package org.collsim.report;

/**
 * The collective-table counters of one run, as results report them: tables allocated, reused
 * (an existing table shared by another communicator), freed, hook calls, tables still alive
 * when the run ended (0 unless something leaked) and destroy hooks that met a table another
 * layer had installed (only with the CH3 newest-first hook order).
 */
public record TableCounts(long allocated, long reused, long freed, long hookCalls, long aliveAtEnd,
                          long foreignAtDestroy) {
    /** No layers, no hooks: every counter zero. */
    public static final TableCounts NONE = new TableCounts(0, 0, 0, 0, 0, 0);
}
