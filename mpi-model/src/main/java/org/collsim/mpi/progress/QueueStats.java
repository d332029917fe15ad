package org.collsim.mpi.progress;

import java.util.Arrays;

/**
 * Matching-queue statistics of a run, per rank and in total: the deepest each queue got and
 * how many entries the searches traversed.
 */
public final class QueueStats {
    private final int[] maxPosted;
    private final int[] maxUnexpected;
    private final long[] searched;

    QueueStats(int ranks) {
        maxPosted = new int[ranks];
        maxUnexpected = new int[ranks];
        searched = new long[ranks];
    }

    void record(int rank, MatchQueue q) {
        maxPosted[rank] = Math.max(maxPosted[rank], q.postedDepth());
        maxUnexpected[rank] = Math.max(maxUnexpected[rank], q.unexpectedDepth());
    }

    void searched(int rank, int entries) {
        searched[rank] += entries;
    }

    public int maxPostedDepth(int rank) {
        return maxPosted[rank];
    }

    public int maxUnexpectedDepth(int rank) {
        return maxUnexpected[rank];
    }

    public long entriesSearched(int rank) {
        return searched[rank];
    }

    public int maxPostedDepth() {
        return Arrays.stream(maxPosted).max().orElse(0);
    }

    public int maxUnexpectedDepth() {
        return Arrays.stream(maxUnexpected).max().orElse(0);
    }

    public long entriesSearched() {
        return Arrays.stream(searched).sum();
    }
}
