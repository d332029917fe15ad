package org.collsim.mpi.sched;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The schedules of one call's ranks, sharing their arrays where they are equal: built with
 * {@link ScheduleBuilder#build(int, int, SharedSchedules)}, a schedule stores its peers relative
 * to its own rank, so every rank of a dissemination barrier or a ring, and each level of a
 * binomial tree, holds the same vertices. At 2^20 ranks that is 360 bytes a rank less.
 */
public final class SharedSchedules {
    /**
     * Distinct schedules kept for sharing; past them (ranks whose peers differ, such as XOR
     * partners) new ones are no longer kept, so that the table stays small.
     */
    static final int MAX_KEPT = 4096;

    private final Map<Key, Schedule> kept = new HashMap<>();
    /** The relative vertices of the schedule being built, and the key that looks them up: reused for every rank. */
    private long[] scratch = new long[16];
    private final Key probe = new Key();

    /** An array of at least {@code size} words for the schedule being built; valid until the next call. */
    long[] scratch(int size) {
        if (scratch.length < size) {
            scratch = new long[Math.max(size, 2 * scratch.length)];
        }
        return scratch;
    }

    /** The kept schedule whose arrays equal these ({@code words} up to {@code size}), or null. */
    Schedule find(long[] words, int size, int[] regions, long[] tmpCounts, int[] edges) {
        return kept.get(probe.set(words, size, regions, tmpCounts, edges));
    }

    /** {@code built}, kept for sharing while fewer than {@link #MAX_KEPT} are. */
    Schedule keep(Schedule built) {
        if (kept.size() < MAX_KEPT) {
            kept.put(new Key().set(built.words, built.words.length, built.regions, built.tmpCounts, built.edges), built);
        }
        return built;
    }

    /** Distinct schedules kept so far. */
    public int distinct() {
        return kept.size();
    }

    /** A schedule's arrays ({@code words} up to {@code size}), compared by content. */
    private static final class Key {
        private long[] words;
        private int size;
        private int[] regions;
        private long[] tmpCounts;
        private int[] edges;
        private int hash;

        Key set(long[] words, int size, int[] regions, long[] tmpCounts, int[] edges) {
            this.words = words;
            this.size = size;
            this.regions = regions;
            this.tmpCounts = tmpCounts;
            this.edges = edges;
            int h = 1;
            for (int v = 0; v < size; v++) {
                h = 31 * h + Long.hashCode(words[v]);
            }
            this.hash = ((h * 31 + Arrays.hashCode(regions)) * 31 + Arrays.hashCode(tmpCounts)) * 31 + Arrays.hashCode(edges);
            return this;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && hash == k.hash && size == k.size && Arrays.equals(words, 0, size, k.words, 0, size)
                    && Arrays.equals(regions, k.regions) && Arrays.equals(tmpCounts, k.tmpCounts) && Arrays.equals(edges, k.edges);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
