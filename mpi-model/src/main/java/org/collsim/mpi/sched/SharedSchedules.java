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
    private int[] blockScratch = new int[16];
    private final Key probe = new Key();

    /** An array of at least {@code size} words for the schedule being built; valid until the next call. */
    long[] scratch(int size) {
        if (scratch.length < size) {
            scratch = new long[Math.max(size, 2 * scratch.length)];
        }
        return scratch;
    }

    /** An array of at least {@code size} relative blocks for the schedule being built; valid until the next call. */
    int[] blockScratch(int size) {
        if (blockScratch.length < size) {
            blockScratch = new int[Math.max(size, 2 * blockScratch.length)];
        }
        return blockScratch;
    }

    /**
     * The kept schedule whose arrays equal these ({@code words} and {@code blocks} up to
     * {@code size}; {@code blocks} null when no count is a block's), or null.
     */
    Schedule find(long[] words, int size, int[] regions, long[] tmpCounts, int[] edges, int[] blocks, BlockCounts blockCounts) {
        return kept.get(probe.set(words, size, regions, tmpCounts, edges, blocks, blockCounts));
    }

    /** {@code built}, kept for sharing while fewer than {@link #MAX_KEPT} are. */
    Schedule keep(Schedule built) {
        if (kept.size() < MAX_KEPT) {
            BlockVertices b = built.blockVertices;
            kept.put(new Key().set(built.words, built.words.length, built.regions, built.tmpCounts, built.edges,
                    b == null ? null : b.relativeBlock(), b == null ? null : b.blocks()), built);
        }
        return built;
    }

    /** Distinct schedules kept so far. */
    public int distinct() {
        return kept.size();
    }

    /** A schedule's arrays ({@code words} and {@code blocks} up to {@code size}), compared by content. */
    private static final class Key {
        private long[] words;
        private int size;
        private int[] regions;
        private long[] tmpCounts;
        private int[] edges;
        private int[] blocks;
        private BlockCounts blockCounts;
        private int hash;

        Key set(long[] words, int size, int[] regions, long[] tmpCounts, int[] edges, int[] blocks, BlockCounts blockCounts) {
            this.words = words;
            this.size = size;
            this.regions = regions;
            this.tmpCounts = tmpCounts;
            this.edges = edges;
            this.blocks = blocks;
            this.blockCounts = blockCounts;
            int h = 1;
            for (int v = 0; v < size; v++) {
                h = 31 * h + Long.hashCode(words[v]) + (blocks == null ? 0 : blocks[v]);
            }
            this.hash = ((h * 31 + Arrays.hashCode(regions)) * 31 + Arrays.hashCode(tmpCounts)) * 31 + Arrays.hashCode(edges);
            return this;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && hash == k.hash && size == k.size && Arrays.equals(words, 0, size, k.words, 0, size)
                    && Arrays.equals(regions, k.regions) && Arrays.equals(tmpCounts, k.tmpCounts) && Arrays.equals(edges, k.edges)
                    && sameBlocks(k);
        }

        private boolean sameBlocks(Key k) {
            if (blocks == null || k.blocks == null) {
                return blocks == k.blocks;
            }
            return Arrays.equals(blocks, 0, size, k.blocks, 0, size) && blockCounts.equals(k.blockCounts);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
