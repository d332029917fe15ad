package org.collsim.mpi.run;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.sched.ReduceOp;

/**
 * Deterministic input data for a collective call and the sequential reference for its
 * output. Values are distinct per (rank, index) below 65535 ranks and 2^31 elements; the
 * reference reduces in rank order (r0 op r1 op ... op r(p-1)), as MPI defines the result of a
 * non-commutative operation, so a correct algorithm gives it exactly for every {@link ReduceOp}.
 */
public final class CollectiveData {
    private CollectiveData() {
    }

    /**
     * Element i of rank r's contribution: also a 2x2 matrix for {@link ReduceOp#MATRIX2X2},
     * [[1 + 2 (i >> 16), x], [y, 1 + x y]] modulo 2^16 with x = r + 1 and y = i + 1. Its
     * determinant, 1 + 2 (i >> 16) (1 + x y), is odd, so products of any length stay invertible
     * and never collapse to a value both orders share; two ranks' elements at the same index
     * differ in their top-left product (1 + x1 y versus 1 + x2 y), so they do not commute.
     */
    public static long value(int rank, long i) {
        long x = rank + 1;
        long y = i + 1;
        return ReduceOp.pack(1 + 2 * (i >>> 16), x, y, 1 + x * y);
    }

    /** Rank r's input buffer for the call {@code args} (for bcast: the root's buffer goes in OUT; see {@link #initialOutput}). */
    public static long[] input(Collective c, CollArgs args, int rank) {
        long[] in = new long[Math.toIntExact(c.inputCount(args, rank))];
        for (int i = 0; i < in.length; i++) {
            in[i] = value(rank, i);
        }
        return in;
    }

    /** Rank r's output buffer before the call: the root's data for bcast, else zeros. */
    public static long[] initialOutput(Collective c, CollArgs args, int rank) {
        long[] out = new long[Math.toIntExact(c.outputCount(args, rank))];
        if (c == Collective.BCAST && rank == args.root()) {
            for (int i = 0; i < out.length; i++) {
                out[i] = value(rank, i);
            }
        }
        return out;
    }

    /** What rank r's output buffer must hold after a call whose reductions are sums. */
    public static long[] expectedOutput(Collective c, int ranks, long n, int rank, int root) {
        return expectedOutput(c, new CollArgs(ranks, n, 1, root), rank);
    }

    /** What rank r's output buffer must hold after the call {@code args}. */
    public static long[] expectedOutput(Collective c, CollArgs args, int rank) {
        int ranks = args.ranks();
        long n = args.count();
        int root = args.root();
        Counts counts = args.counts();
        long[] out = new long[Math.toIntExact(c.outputCount(args, rank))];
        switch (c) {
            case BARRIER -> { }
            case BCAST -> fill(out, 0, root, 0, n);
            case ALLREDUCE, REDUCE -> reduced(out, args, ranks, 0);
            case ALLGATHER, GATHER -> {
                for (int r = 0; r < ranks && out.length > 0; r++) {
                    fill(out, r * n, r, 0, n);
                }
            }
            case ALLGATHERV, GATHERV -> {
                for (int r = 0; r < ranks && out.length > 0; r++) {
                    fill(out, counts.offset(r), r, 0, counts.count(r));
                }
            }
            case SCATTER -> fill(out, 0, root, rank * n, n);
            case SCATTERV -> fill(out, 0, root, counts.offset(rank), counts.count(rank));
            case ALLTOALL -> {
                for (int r = 0; r < ranks; r++) {
                    fill(out, r * n, r, rank * n, n);
                }
            }
            case ALLTOALLV, ALLTOALLW -> { // rank r's block for this rank, at sendOffset(r, rank) of its input
                for (int r = 0; r < ranks; r++) {
                    fill(out, counts.recvOffset(rank, r), r, counts.sendOffset(r, rank), counts.block(r, rank));
                }
            }
            case REDUCE_SCATTER -> reduced(out, args, ranks, counts.offset(rank));
            case REDUCE_SCATTER_BLOCK -> reduced(out, args, ranks, rank * n);
            case SCAN -> reduced(out, args, rank + 1, 0);
            case EXSCAN -> {
                if (rank > 0) {
                    reduced(out, args, rank, 0);
                }
            }
        }
        return out;
    }

    /** out[i] = element (from + i) combined over ranks 0 .. toRankExclusive-1 in rank order. */
    private static void reduced(long[] out, CollArgs args, int toRankExclusive, long from) {
        for (int i = 0; i < out.length; i++) {
            out[i] = combine(args.op(), 0, toRankExclusive, from + i);
        }
    }

    private static void fill(long[] out, long at, int fromRank, long fromIndex, long n) {
        for (long k = 0; k < n; k++) {
            out[Math.toIntExact(at + k)] = value(fromRank, fromIndex + k);
        }
    }

    /** Element i combined over ranks [from, to) in rank order (to > from). */
    private static long combine(ReduceOp op, int fromRank, int toRankExclusive, long i) {
        long acc = value(fromRank, i);
        for (int r = fromRank + 1; r < toRankExclusive; r++) {
            acc = op.apply(acc, value(r, i));
        }
        return acc;
    }
}
