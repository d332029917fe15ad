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

    /** A snapshot of every rank's queues (null: the rank never matched anything). */
    QueueStats(MatchQueue[] queues) {
        int ranks = queues.length;
        maxPosted = new int[ranks];
        maxUnexpected = new int[ranks];
        searched = new long[ranks];
        for (int r = 0; r < ranks; r++) {
            if (queues[r] != null) {
                maxPosted[r] = queues[r].maxPostedDepth();
                maxUnexpected[r] = queues[r].maxUnexpectedDepth();
                searched[r] = queues[r].totalSearched();
            }
        }
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
