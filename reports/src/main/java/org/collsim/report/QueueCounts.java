package org.collsim.report;

/**
 * Matching-queue statistics of one run: the deepest posted and unexpected queue of any rank,
 * the entries all searches traversed, and — for runs small enough to list — the same per rank.
 *
 * @param perRankMaxPosted     per rank, or null when the run was too large to list ranks
 */
public record QueueCounts(int maxPosted, int maxUnexpected, long entriesSearched, int[] perRankMaxPosted,
                          int[] perRankMaxUnexpected, long[] perRankSearched) {
    /** Nothing was matched. */
    public static final QueueCounts NONE = new QueueCounts(0, 0, 0, null, null, null);

    public boolean hasPerRank() {
        return perRankMaxPosted != null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof QueueCounts q && maxPosted == q.maxPosted && maxUnexpected == q.maxUnexpected
                && entriesSearched == q.entriesSearched && java.util.Arrays.equals(perRankMaxPosted, q.perRankMaxPosted)
                && java.util.Arrays.equals(perRankMaxUnexpected, q.perRankMaxUnexpected)
                && java.util.Arrays.equals(perRankSearched, q.perRankSearched);
    }

    @Override
    public int hashCode() {
        return java.util.Objects.hash(maxPosted, maxUnexpected, entriesSearched, java.util.Arrays.hashCode(perRankSearched));
    }
}
