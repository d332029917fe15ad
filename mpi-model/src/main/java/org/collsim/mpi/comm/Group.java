package org.collsim.mpi.comm;

import java.util.Arrays;

/**
 * The ordered world ranks of a communicator. A contiguous range needs no array, so the world
 * group of a million ranks costs nothing.
 */
public final class Group {
    private final int first;
    private final int size;
    private final int[] ranks;

    private Group(int first, int size, int[] ranks) {
        this.first = first;
        this.size = size;
        this.ranks = ranks;
    }

    public static Group range(int first, int size) {
        return new Group(first, size, null);
    }

    public static Group of(int... worldRanks) {
        return new Group(0, worldRanks.length, worldRanks.clone());
    }

    public int size() {
        return size;
    }

    public int worldRank(int rank) {
        return ranks == null ? first + rank : ranks[rank];
    }

    /** Rank of {@code worldRank} in this group, or -1. */
    public int rankOf(int worldRank) {
        if (ranks == null) {
            int r = worldRank - first;
            return r >= 0 && r < size ? r : -1;
        }
        for (int i = 0; i < size; i++) {
            if (ranks[i] == worldRank) {
                return i;
            }
        }
        return -1;
    }

    /** The world ranks as an array, or null for a group that starts at world rank 0 (identity). */
    public int[] toWorldRanksOrNull() {
        if (ranks == null) {
            if (first == 0) {
                return null;
            }
            int[] out = new int[size];
            Arrays.setAll(out, i -> first + i);
            return out;
        }
        return ranks.clone();
    }
}
