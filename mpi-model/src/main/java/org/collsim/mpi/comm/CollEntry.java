package org.collsim.mpi.comm;

import java.util.Locale;
import org.collsim.mpi.coll.Collective;

/** The entries of a collective function table: one per blocking and one per nonblocking collective. */
public enum CollEntry {
    BARRIER, BCAST, GATHER, GATHERV, SCATTER, SCATTERV, ALLGATHER, ALLGATHERV, ALLTOALL, ALLTOALLV,
    ALLTOALLW, REDUCE, ALLREDUCE, REDUCE_SCATTER, REDUCE_SCATTER_BLOCK, SCAN, EXSCAN,
    IBARRIER, IBCAST, IGATHER, IGATHERV, ISCATTER, ISCATTERV, IALLGATHER, IALLGATHERV, IALLTOALL, IALLTOALLV,
    IALLTOALLW, IREDUCE, IALLREDUCE, IREDUCE_SCATTER, IREDUCE_SCATTER_BLOCK, ISCAN, IEXSCAN;

    /** values() copies its array on every call, and a table check or dispatch runs once per rank. */
    private static final Collective[] COLLECTIVES = Collective.values();
    private static final int BLOCKING = COLLECTIVES.length;
    private static final CollEntry[] ENTRIES = values();

    private final String id = name().toLowerCase(Locale.ROOT);

    public boolean nonblocking() {
        return ordinal() >= BLOCKING;
    }

    public Collective collective() {
        return COLLECTIVES[ordinal() % BLOCKING];
    }

    public static CollEntry blocking(Collective c) {
        return ENTRIES[c.ordinal()];
    }

    public static CollEntry nonblocking(Collective c) {
        return ENTRIES[BLOCKING + c.ordinal()];
    }

    /** The blocking and the nonblocking entry of each collective. */
    public static java.util.Set<CollEntry> bothOf(java.util.Collection<Collective> collectives) {
        java.util.Set<CollEntry> out = java.util.EnumSet.noneOf(CollEntry.class);
        for (Collective c : collectives) {
            out.add(blocking(c));
            out.add(nonblocking(c));
        }
        return out;
    }

    /** "allreduce", "iallreduce". */
    public String id() {
        return id;
    }
}
