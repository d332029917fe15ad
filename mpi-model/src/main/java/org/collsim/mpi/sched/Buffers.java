package org.collsim.mpi.sched;

/**
 * Buffer ids used in schedules. Every rank has an input and an output buffer whose sizes the
 * collective defines; algorithms ask the builder for temporary buffers.
 */
public final class Buffers {
    /** The user's send buffer. */
    public static final int IN = 0;
    /** The user's receive buffer (for bcast: the one buffer, valid at the root on entry). */
    public static final int OUT = 1;
    /** Id of the first temporary buffer. */
    public static final int FIRST_TMP = 2;

    private Buffers() {
    }
}
