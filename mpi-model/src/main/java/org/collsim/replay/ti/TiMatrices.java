package org.collsim.replay.ti;

import java.util.List;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Counts;
import org.collsim.mpi.coll.CountsSpec;

/**
 * The count matrix of a TI trace's alltoallv: the ranks' k-th alltoallv lines give its rows
 * (their send counts), and each rank's receive counts must be its column (what every rank sends
 * to it), as MPI requires of matching alltoallv calls.
 */
final class TiMatrices {
    private TiMatrices() {
    }

    /** The matrix of the ranks' alltoallv number {@code k} (their k-th collective), in bytes; {@code v} is one of them. */
    static CountsSpec.Matrix matrix(List<TiRank> ranks, int k, TiVectors.VCall v) {
        long[][] bytes = new long[ranks.size()][];
        for (int src = 0; src < ranks.size(); src++) {
            TiVectors.VCall row = TiVectors.vCall(ranks.get(src), k);
            if (row == null || row.collective() != Collective.ALLTOALLV) {
                throw v.line().error(1, "an alltoallv that rank " + src + " calls too (as its collective #" + k
                        + ", which gives row " + src + " of the count matrix)");
            }
            bytes[src] = row.countsBytes();
        }
        try {
            return CountsSpec.Matrix.of(bytes);
        } catch (ArithmeticException | IllegalArgumentException e) { // a sum past 2^63 - 1 bytes, or too many ranks
            throw v.line().error(1, "an alltoallv whose count matrix collsim can hold (at most " + Counts.MAX_MATRIX_RANKS
                    + " ranks, counts adding up to at most 2^63 - 1 bytes)");
        }
    }

    /** Rank {@code dst}'s receive counts must be column dst of the matrix. */
    static void checkColumn(List<TiRank> ranks, int dst, int k, TiVectors.VCall v, Counts matrix) {
        int p = ranks.size();
        for (int src = 0; src < p; src++) {
            if (v.recvBytes()[src] != matrix.block(src, dst)) {
                TiVectors.VCall sender = TiVectors.vCall(ranks.get(src), k);
                throw v.line().error(4 + p + src, "a receive count of " + matrix.block(src, dst) + " bytes from rank " + src
                        + " (what rank " + src + "'s alltoallv at " + sender.line().where() + " sends to rank " + dst + ")");
            }
        }
    }
}
