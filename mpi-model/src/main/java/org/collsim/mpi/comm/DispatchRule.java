package org.collsim.mpi.comm;

/** What a communicator's table must look like. */
public enum DispatchRule {
    /**
     * The current rule: {@code collFns} always points to a table whose nonblocking entries are
     * all set; a null blocking entry means the default.
     */
    TABLE_REQUIRED,
    /** The MPICH2 legacy rule: {@code collFns} may be null, meaning every collective uses the default. */
    LEGACY_NULL_TABLE
}
