package org.collsim.mpi.wireup;

import java.util.Locale;

/** How ranks publish and find each other's business cards during and after {@code MPI_Init}. */
public enum WireupMode {
    /** put, commit, fence as an all-gather of the whole key-value space through the tree; gets from the local proxy's copy. */
    PMI1,
    /** job attributes, a fence that only synchronizes, and gets that go up the tree to mpiexec on demand (cached per proxy). */
    PMI2,
    /** PMIx-style direct modex: no fence; a first message to a peer asks the peer's own proxy for its card. */
    DIRECT;

    /** The JSON spelling ("pmi1"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
