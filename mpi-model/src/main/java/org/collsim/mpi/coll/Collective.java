package org.collsim.mpi.coll;

import java.util.Locale;

/**
 * The MPI collectives, with the sizes of each rank's input and output buffers in elements for
 * a call's count n (OSU micro-benchmark meaning of the message size: bcast, reduce and
 * allreduce the whole buffer; allgather, gather and scatter each rank's block; alltoall the
 * block per destination; reduce_scatter the whole input vector; reduce_scatter_block each
 * rank's block). The "v" collectives take per-rank counts ({@link CollArgs#counts()}) and n is
 * their total: rank r contributes counts(r) elements (gatherv, allgatherv) or receives counts(r)
 * (scatterv, reduce_scatter), at offset offset(r) of the concatenation; an alltoallv or alltoallw
 * sends {@link Counts#block}(r, d) to each rank d (counts(r) to every destination unless the
 * counts are a matrix).
 */
public enum Collective {
    BARRIER, BCAST, GATHER, GATHERV, SCATTER, SCATTERV, ALLGATHER, ALLGATHERV, ALLTOALL, ALLTOALLV,
    ALLTOALLW, REDUCE, ALLREDUCE, REDUCE_SCATTER, REDUCE_SCATTER_BLOCK, SCAN, EXSCAN;

    private final String id = name().toLowerCase(Locale.ROOT);

    /** The lowercase name used in scenarios and on the command line ("allreduce"). */
    public String id() {
        return id;
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
        return this == REDUCE || this == ALLREDUCE || this == REDUCE_SCATTER || this == REDUCE_SCATTER_BLOCK
                || this == SCAN || this == EXSCAN;
    }

    /** True for the collectives that take per-rank counts: the "v" ones and reduce_scatter (MPI's recvcounts). */
    public boolean vector() {
        return this == GATHERV || this == SCATTERV || this == ALLGATHERV || this == ALLTOALLV || this == ALLTOALLW
                || this == REDUCE_SCATTER;
    }

    /** True for the collectives that take a matrix of counts (alltoallv, alltoallw). */
    public boolean matrix() {
        return this == ALLTOALLV || this == ALLTOALLW;
    }

    /** True when a root rank is involved. */
    public boolean rooted() {
        return this == BCAST || this == GATHER || this == GATHERV || this == SCATTER || this == SCATTERV || this == REDUCE;
    }

    /** Elements in {@code rank}'s input buffer for the call {@code args}. */
    public long inputCount(CollArgs args, int rank) {
        long n = args.count();
        int p = args.ranks();
        boolean root = rank == args.root();
        return switch (this) {
            case BARRIER, BCAST -> 0;
            case SCATTER -> root ? n * p : 0;
            case SCATTERV -> root ? n : 0;
            case ALLTOALL, REDUCE_SCATTER_BLOCK -> n * p;
            case GATHERV, ALLGATHERV -> args.counts().count(rank);
            case ALLTOALLV, ALLTOALLW -> args.counts().sendTotal(rank);
            case GATHER, ALLGATHER, REDUCE, ALLREDUCE, REDUCE_SCATTER, SCAN, EXSCAN -> n;
        };
    }

    /** Elements in {@code rank}'s output buffer for the call {@code args}. */
    public long outputCount(CollArgs args, int rank) {
        long n = args.count();
        int p = args.ranks();
        boolean root = rank == args.root();
        return switch (this) {
            case BARRIER -> 0;
            case BCAST, ALLREDUCE, SCAN, EXSCAN, SCATTER, REDUCE_SCATTER_BLOCK -> n;
            case REDUCE -> root ? n : 0;
            case GATHER -> root ? n * p : 0;
            case GATHERV -> root ? n : 0;
            case SCATTERV -> args.counts().count(rank);
            case ALLGATHER, ALLTOALL -> n * p;
            case ALLGATHERV -> n;
            case ALLTOALLV, ALLTOALLW -> args.counts().recvTotal(rank);
            case REDUCE_SCATTER -> args.counts().count(rank);
        };
    }
}
