package org.collsim.mpi.sched;

/** The vertex vocabulary of a schedule. */
public enum OpKind {
    /** Send count elements of a buffer region to a peer. */
    SEND,
    /** Receive count elements from a peer into a buffer region. */
    RECV,
    /** dst[i] = dst[i] (op) src[i] over count elements; costs gamma per byte of CPU. */
    REDUCE,
    /** Local copy of count elements; free in the current cost models. */
    COPY,
    /**
     * Join a hardware collective (Quadrics-style barrier, or broadcast of count elements) of
     * the communicator whose context id is in the peer field; completes for every member at once.
     */
    HW_JOIN,
    /** As {@link #HW_JOIN}, for the broadcast's root, whose buffer region is the data. */
    HW_ROOT_JOIN;

    static final OpKind[] VALUES = values();
}
