package org.collsim.replay.ti;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CountsSpec;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.program.Expr;
import org.collsim.mpi.program.Stmt;

/**
 * The "v" actions of a TI trace (SimGrid's argument orders, smpi_replay.cpp), as collsim's v
 * collectives with explicit per-rank counts in bytes:
 * {@code gatherv sendcount recvcount×p [root [sendtype [recvtype]]]},
 * {@code scatterv sendcount×p recvcount [root [sendtype [recvtype]]]},
 * {@code allgatherv sendcount recvcount×p [sendtype recvtype] [displacement×p]},
 * {@code alltoallv sendsize sendcount×p recvsize recvcount×p [sendtype [recvtype]]},
 * {@code reducescatter recvcount×p flops [datatype]}.
 * SMPI writes a gatherv's receive counts (a scatterv's send counts) only on the root's line, zeros
 * elsewhere, so the other ranks take theirs from the root's call ({@link #reconcile}). The send
 * counts of the ranks' k-th alltoallv are the rows of its count matrix, built once and shared by
 * the ranks' statements; each rank's receive counts must be its column.
 */
final class TiVectors {
    /** A datatype token no line reaches: the rank's default datatype. */
    private static final int NO_TYPE = Integer.MAX_VALUE;

    private TiVectors() {
    }

    /**
     * A v call as read on one rank: its counts in bytes (null: the root's; an alltoallv's send
     * counts), its own part (and its token), its root, and an alltoallv's receive counts (else null).
     */
    record VCall(TiLine line, Collective collective, long[] countsBytes, long ownBytes, int ownToken, int root,
                 long[] recvBytes) {
        VCall(TiLine line, Collective collective, long[] countsBytes, long ownBytes, int ownToken, int root) {
            this(line, collective, countsBytes, ownBytes, ownToken, root, null);
        }
    }

    static VCall gatherv(TiRank r, TiLine line, int p, boolean gather) {
        line.arguments(p + 1, p + 4, gather ? "a send count, " + p + " receive counts [root [send datatype [receive datatype]]]"
                : p + " send counts, a receive count [root [send datatype [receive datatype]]]");
        int root = TiParser.root(line, p + 3, p);
        int countsAt = gather ? 3 : 2;
        int ownAt = gather ? 2 : p + 2;
        int countsType = gather ? p + 5 : p + 4;
        int ownType = gather ? p + 4 : p + 5;
        long[] counts = counts(r, line, countsAt, p, countsType);
        boolean isRoot = (int) line.integer(0, "a rank", 0, p - 1) == root;
        return new VCall(line, gather ? Collective.GATHERV : Collective.SCATTERV, isRoot ? counts : null,
                r.bytes(line, ownAt, ownType), ownAt, root);
    }

    static VCall allgatherv(TiRank r, TiLine line, int p) {
        line.arguments(p + 1, 2 * p + 3, "a send count, " + p + " receive counts [send datatype receive datatype] ["
                + p + " displacements]");
        int extra = line.size() - (3 + p);
        if (extra > 2 && extra != p && extra != p + 2) {
            throw line.error(3 + p, "after the counts: 2 datatypes, " + p + " displacements, or both (" + (p + 2)
                    + " numbers), not " + extra + " numbers");
        }
        boolean types = extra <= 2 || extra == p + 2;
        long[] counts = counts(r, line, 3, p, types ? 4 + p : NO_TYPE);
        long own = r.bytes(line, 2, types ? 3 + p : NO_TYPE);
        return new VCall(line, Collective.ALLGATHERV, counts, own, 2, 0);
    }

    /** A row of the call's count matrix (this rank's send counts) and this rank's receive counts. */
    static VCall alltoallv(TiRank r, TiLine line, int p) {
        line.arguments(2 * p + 2, 2 * p + 4, "a send size, " + p + " send counts, a receive size, " + p
                + " receive counts [send datatype [receive datatype]]");
        line.count(2, "a send buffer size");
        line.count(3 + p, "a receive buffer size");
        long[] sends = counts(r, line, 3, p, 4 + 2 * p);
        long[] receives = counts(r, line, 4 + p, p, 5 + 2 * p);
        int self = (int) line.integer(0, "a rank", 0, p - 1);
        return new VCall(line, Collective.ALLTOALLV, sends, sends[self], 3 + self, 0, receives);
    }

    /** {@code reducescatter recvcount×p flops [datatype]}: every rank's line gives the same counts. */
    static VCall reduceScatter(TiRank r, TiLine line, int p) {
        line.arguments(p + 1, p + 2, p + " receive counts (one per rank), flops [datatype]");
        long[] counts = counts(r, line, 2, p, 3 + p);
        int self = (int) line.integer(0, "a rank", 0, p - 1);
        return new VCall(line, Collective.REDUCE_SCATTER, counts, counts[self], 2 + self, 0);
    }

    /** {@code p} counts from token {@code first}, in bytes of the datatype at {@code typeToken}. */
    private static long[] counts(TiRank r, TiLine line, int first, int p, int typeToken) {
        long[] out = new long[p];
        for (int i = 0; i < p; i++) {
            out[i] = r.bytes(line, first + i, typeToken);
        }
        return out;
    }

    /**
     * Each rank's v calls as statements, in place of {@code null} in its body: the counts of the
     * root's call of the same number (gatherv, scatterv) or its own; every rank's own part must be
     * its count, and every rank's counts those of rank 0's call of that number.
     */
    static void reconcile(List<TiRank> ranks) {
        Map<Integer, CountsSpec.Matrix> matrices = new HashMap<>();
        for (int rank = 0; rank < ranks.size(); rank++) {
            TiRank r = ranks.get(rank);
            for (int k = 0; k < r.calls.size(); k++) {
                VCall v = r.calls.get(k).v();
                if (v != null && v.collective() == Collective.ALLTOALLV) {
                    int call = k;
                    CountsSpec.Matrix matrix = matrices.computeIfAbsent(k, kk -> TiMatrices.matrix(ranks, call, v));
                    TiMatrices.checkColumn(ranks, rank, k, v, matrix.counts());
                    r.body.set(r.calls.get(k).bodyIndex(), statement(v, matrix.counts().total(), matrix));
                } else if (v != null) {
                    long[] counts = countsOf(ranks, k, v);
                    check(ranks, rank, k, v, counts);
                    r.body.set(r.calls.get(k).bodyIndex(), statement(v, Arrays.stream(counts).reduce(0, Math::addExact),
                            new CountsSpec.Explicit(counts)));
                }
            }
        }
    }

    private static long[] countsOf(List<TiRank> ranks, int k, VCall v) {
        if (v.countsBytes() != null) {
            return v.countsBytes();
        }
        VCall atRoot = vCall(ranks.get(v.root()), k);
        if (atRoot == null || atRoot.collective() != v.collective() || atRoot.countsBytes() == null) {
            throw v.line().error(1, "a " + v.collective().id() + " that its root, rank " + v.root() + ", calls too (as its "
                    + "collective #" + k + ", which gives the counts)");
        }
        return atRoot.countsBytes();
    }

    private static void check(List<TiRank> ranks, int rank, int k, VCall v, long[] counts) {
        if (v.countsBytes() == null || !v.collective().rooted()) { // a root's own part may be MPI_IN_PLACE
            if (v.ownBytes() != counts[rank]) {
                throw v.line().error(v.ownToken(), "a count of "
                        + counts[rank] + " bytes, rank " + rank + "'s in the call's counts " + Arrays.toString(counts));
            }
        }
        VCall first = vCall(ranks.get(0), k);
        if (first != null && first.collective() == v.collective() && first.countsBytes() != null
                && v.countsBytes() != null && !Arrays.equals(first.countsBytes(), v.countsBytes())) {
            throw v.line().error(1, "a " + v.collective().id() + " with the counts of rank 0's at " + first.line().where()
                    + " (" + Arrays.toString(first.countsBytes()) + " bytes, not " + Arrays.toString(v.countsBytes()) + ")");
        }
    }

    static VCall vCall(TiRank r, int k) {
        return k < r.calls.size() ? r.calls.get(k).v() : null;
    }

    private static Stmt statement(VCall v, long totalBytes, CountsSpec counts) {
        Expr root = v.collective().rooted() ? new Expr.Const(v.root()) : null;
        return new Stmt.Collective(v.line().where(), CollEntry.blocking(v.collective()), Stmt.WORLD,
                new Expr.Const(totalBytes), root, null, null, counts);
    }
}
