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
    COPY;

    static final OpKind[] VALUES = values();
}
