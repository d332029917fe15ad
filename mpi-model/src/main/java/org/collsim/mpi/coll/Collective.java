package org.collsim.mpi.coll;

import java.util.Locale;

/**
 * The MPI collectives, with the sizes of each rank's input and output buffers in elements for
 * a benchmark count n (OSU micro-benchmark meaning of the message size: bcast, reduce and
 * allreduce the whole buffer; allgather, gather and scatter each rank's block; alltoall the
 * block per destination; reduce_scatter the whole input vector).
 */
public enum Collective {
    BARRIER, BCAST, GATHER, GATHERV, SCATTER, SCATTERV, ALLGATHER, ALLGATHERV, ALLTOALL, ALLTOALLV,
    ALLTOALLW, REDUCE, ALLREDUCE, REDUCE_SCATTER, SCAN, EXSCAN;

    /** The lowercase name used in scenarios and on the command line ("allreduce"). */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Collective fromId(String id) {
        for (Collective c : values()) {
            if (c.id().equals(id)) {
                return c;
            }
        }
        return null;
    }

    /** True for the collectives that combine data with a reduction operation. */
    public boolean reduces() {
        return this == REDUCE || this == ALLREDUCE || this == REDUCE_SCATTER || this == SCAN || this == EXSCAN;
    }

    /** True when a root rank is involved. */
    public boolean rooted() {
        return this == BCAST || this == GATHER || this == GATHERV || this == SCATTER || this == SCATTERV || this == REDUCE;
    }

    /** Elements in {@code rank}'s input buffer. */
    public long inputCount(int ranks, long n, int rank, int root) {
        return switch (this) {
            case BARRIER, BCAST -> 0;
            case SCATTER, SCATTERV -> rank == root ? n * ranks : 0;
            case ALLTOALL, ALLTOALLV, ALLTOALLW -> n * ranks;
            default -> n;
        };
    }

    /** Elements in {@code rank}'s output buffer. */
    public long outputCount(int ranks, long n, int rank, int root) {
        return switch (this) {
            case BARRIER -> 0;
            case BCAST, ALLREDUCE, SCAN, EXSCAN, SCATTER, SCATTERV -> n;
            case REDUCE -> rank == root ? n : 0;
            case GATHER, GATHERV -> rank == root ? n * ranks : 0;
            case ALLGATHER, ALLGATHERV, ALLTOALL, ALLTOALLV, ALLTOALLW -> n * ranks;
            case REDUCE_SCATTER -> BlockPartition.count(n, ranks, rank);
        };
    }
}
