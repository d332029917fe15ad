package org.collsim.mpi.sched;

/**
 * The vertex vocabulary of a schedule (MPICH gentran's {@code MPII_Genutil_vtx_type_t}, without
 * its fence and sink: a fence here is the implicit join of {@link ScheduleBuilder#fence()}).
 * Each kind gives the vertex's operand field its own meaning; {@link Schedule} reads it through
 * the accessor of that meaning.
 */
public enum VertexKind {
    /** Send count elements of a buffer region to a peer rank. */
    SEND,
    /** Receive count elements from a peer rank into a buffer region. */
    RECV,
    /** Combine count elements of a source region into a destination region; costs gamma per byte of CPU. */
    REDUCE,
    /** Local copy of count elements; free in the current cost models. */
    COPY,
    /** Compute for a duration in picoseconds on the rank's CPU. */
    CALC,
    /** Join the hardware barrier of a communicator (by context id); completes for every member at once. */
    HW_BARRIER,
    /** Join a hardware broadcast of count elements on a communicator as a receiving member. */
    HW_BCAST,
    /** Join a hardware broadcast as its root, whose buffer region is the data. */
    HW_BCAST_ROOT;

    static final VertexKind[] VALUES = values();

    /** True for the kinds that address a peer rank (and are translated by builder views). */
    public boolean hasPeer() {
        return this == SEND || this == RECV;
    }

    /** True for the hardware collectives, whose operand is a communicator's context id. */
    public boolean isHardware() {
        return this == HW_BARRIER || this == HW_BCAST || this == HW_BCAST_ROOT;
    }
}
