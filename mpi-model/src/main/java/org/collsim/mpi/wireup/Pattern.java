package org.collsim.mpi.wireup;

import java.util.Locale;

/** Whom each rank sends its first messages to after {@code MPI_Init}: which cards it must look up. */
public enum Pattern {
    /** Nobody: MPI_Init alone. */
    NONE,
    /** A 1-D periodic nearest-neighbour halo: ranks r - 1 and r + 1 (mod R). */
    HALO,
    /** Every other rank (an alltoall). */
    ALLTOALL;

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
