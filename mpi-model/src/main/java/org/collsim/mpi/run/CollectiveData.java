package org.collsim.mpi.run;

import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.Collective;

/**
 * Deterministic input data for a collective call and the sequential reference for its
 * output. Values are distinct per (rank, index); the reduction is wrapping 64-bit addition,
 * which is commutative and associative, so any correct algorithm gives the exact reference.
 */
public final class CollectiveData {
    private CollectiveData() {
    }

    /** Element i of rank r's contribution. */
    public static long value(int rank, long i) {
        return (rank + 1) * 1_000_003L + i * 7919L;
    }

    /** Rank r's input buffer (for bcast: the root's buffer goes in OUT; see {@link #initialOutput}). */
    public static long[] input(Collective c, int ranks, long n, int rank, int root) {
        long[] in = new long[Math.toIntExact(c.inputCount(ranks, n, rank, root))];
        for (int i = 0; i < in.length; i++) {
            in[i] = value(rank, i);
        }
        return in;
    }

    /** Rank r's output buffer before the call: the root's data for bcast, else zeros. */
    public static long[] initialOutput(Collective c, int ranks, long n, int rank, int root) {
        long[] out = new long[Math.toIntExact(c.outputCount(ranks, n, rank, root))];
        if (c == Collective.BCAST && rank == root) {
            for (int i = 0; i < out.length; i++) {
                out[i] = value(root, i);
            }
        }
        return out;
    }

    /** What rank r's output buffer must hold after the call. */
    public static long[] expectedOutput(Collective c, int ranks, long n, int rank, int root) {
        long[] out = new long[Math.toIntExact(c.outputCount(ranks, n, rank, root))];
        switch (c) {
            case BARRIER -> { }
            case BCAST -> fill(out, 0, root, 0, n);
            case ALLREDUCE, REDUCE -> {
                for (int i = 0; i < out.length; i++) {
                    out[i] = sum(0, ranks, i);
                }
            }
            case ALLGATHER, ALLGATHERV, GATHER, GATHERV -> {
                if (out.length > 0) {
                    for (int r = 0; r < ranks; r++) {
                        fill(out, r * n, r, 0, n);
                    }
                }
            }
            case SCATTER, SCATTERV -> fill(out, 0, root, rank * n, n);
            case ALLTOALL, ALLTOALLV, ALLTOALLW -> {
                for (int r = 0; r < ranks; r++) {
                    fill(out, r * n, r, rank * n, n);
                }
            }
            case REDUCE_SCATTER -> {
                long off = BlockPartition.offset(n, ranks, rank);
                for (int i = 0; i < out.length; i++) {
                    out[i] = sum(0, ranks, off + i);
                }
            }
            case SCAN -> {
                for (int i = 0; i < out.length; i++) {
                    out[i] = sum(0, rank + 1, i);
                }
            }
            case EXSCAN -> {
                if (rank > 0) {
                    for (int i = 0; i < out.length; i++) {
                        out[i] = sum(0, rank, i);
                    }
                }
            }
        }
        return out;
    }

    private static void fill(long[] out, long at, int fromRank, long fromIndex, long n) {
        for (long k = 0; k < n; k++) {
            out[Math.toIntExact(at + k)] = value(fromRank, fromIndex + k);
        }
    }

    private static long sum(int fromRank, int toRankExclusive, long i) {
        long s = 0;
        for (int r = fromRank; r < toRankExclusive; r++) {
            s += value(r, i);
        }
        return s;
    }
}
