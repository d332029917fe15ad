package org.collsim.mpi.sched;

import java.util.Arrays;

/**
 * Builds a {@link Schedule}. Counts and offsets are in elements. Each vertex method returns the
 * new vertex's id; {@link #dependsOn} adds an edge from an earlier vertex, and {@link #fence()}
 * makes every later vertex depend on every earlier one (an implicit join, stored as one bit).
 * Vertices that become ready together are issued in the order they were added.
 * <p>A {@linkplain #view view} lets a composite algorithm (a hierarchical layer, say) have a
 * collective on a sub-communicator build into the same schedule: the view maps the
 * sub-communicator's ranks and its IN/OUT buffers onto the caller's.
 */
public final class ScheduleBuilder {
    /** The vertices being built, shared by a builder and its views. */
    private static final class Storage {
        final boolean carryData;
        long[] words = new long[16];
        int[] regions;
        int size;
        boolean fencePending;
        int phaseStart;
        long[] edges = NO_EDGES; // (dependency << 32) | vertex
        int edgeCount;
        long[] tmpCounts = NO_TMP;
        /** The blocks some vertices' counts are, or null; then blockOf[v] is v's block or -1. */
        BlockCounts blockCounts;
        int[] blockOf;
        /** COPY vertices added: fewer than two leave nothing for {@link #mergeCopies} to merge. */
        int copies;
        /**
         * The last {@link #addRotated} that ran its build into an empty builder: its algorithm and
         * arguments, and the vertex and edge counts it left; {@code rotated}, the schedule a
         * {@link #build(int, int, SharedSchedules)} made of exactly that, once it has.
         */
        Object rotatedAlgorithm;
        Object rotatedArgs;
        int rotatedSize = -1;
        int rotatedEdges;
        Schedule rotated;
        SharedSchedules rotatedIn;
        /** The build {@link #addRotated} did not run, because the builder stands for {@link #rotated}; null when none. */
        Runnable skipped;

        Storage(boolean carryData) {
            this.carryData = carryData;
            this.regions = carryData ? new int[64] : null;
        }
    }

    private static final long[] NO_TMP = new long[0];
    private static final long[] NO_EDGES = new long[0];

    private final Storage storage;
    /** Peer translation to the schedule's ranks, or null for identity. */
    private final int[] peerMap;
    /** Where this builder's IN and OUT lie in the schedule's buffers. */
    private final int[] ioBuffer;
    private final long[] ioOffset;

    public ScheduleBuilder(boolean carryData) {
        this(new Storage(carryData), null, new int[] {Buffers.IN, Buffers.OUT}, new long[2]);
    }

    private ScheduleBuilder(Storage storage, int[] peerMap, int[] ioBuffer, long[] ioOffset) {
        this.storage = storage;
        this.peerMap = peerMap;
        this.ioBuffer = ioBuffer;
        this.ioOffset = ioOffset;
    }

    /**
     * A builder whose vertices go into this schedule with peers translated by
     * {@code ranks} (sub-communicator rank to this builder's rank) and whose IN and OUT are
     * regions of this builder's buffers.
     */
    public ScheduleBuilder view(int[] ranks, int inBuffer, long inOffset, int outBuffer, long outOffset) {
        unskip();
        int[] composed = new int[ranks.length];
        for (int i = 0; i < ranks.length; i++) {
            composed[i] = peerMap == null ? ranks[i] : peerMap[ranks[i]];
        }
        int[] buffers = {resolveBuffer(inBuffer), resolveBuffer(outBuffer)};
        long[] offsets = {resolveOffset(inBuffer, inOffset), resolveOffset(outBuffer, outOffset)};
        return new ScheduleBuilder(storage, composed, buffers, offsets);
    }

    private int resolveBuffer(int buf) {
        return buf < Buffers.FIRST_TMP ? ioBuffer[buf] : buf;
    }

    private long resolveOffset(int buf, long offset) {
        return buf < Buffers.FIRST_TMP ? ioOffset[buf] + offset : offset;
    }

    /** Starts a new phase: later vertices wait for all earlier ones. */
    public ScheduleBuilder fence() {
        unskip();
        if (storage.size > 0) {
            storage.fencePending = true;
        }
        return this;
    }

    /**
     * {@code vertex} waits for {@code dependency}, an earlier vertex. A dependency before the
     * vertex's last fence is implied by the fence and not stored.
     */
    public void dependsOn(int vertex, int dependency) {
        unskip();
        Storage s = storage;
        if (vertex < 0 || vertex >= s.size || dependency < 0 || dependency >= vertex) {
            throw new IllegalArgumentException("vertex " + vertex + " cannot depend on " + dependency
                    + ": a dependency is an earlier vertex of " + s.size);
        }
        if (dependency < phaseStartOf(vertex)) {
            return;
        }
        if (s.edgeCount == s.edges.length) {
            s.edges = Arrays.copyOf(s.edges, Math.max(16, s.edgeCount * 2));
        }
        s.edges[s.edgeCount++] = ((long) dependency << 32) | vertex;
    }

    private int phaseStartOf(int vertex) {
        Storage s = storage;
        if (vertex >= s.phaseStart) {
            return s.phaseStart;
        }
        int v = vertex;
        while (v > 0 && (s.words[v] & Schedule.FENCE_BIT) == 0) {
            v--;
        }
        return v;
    }

    /** A temporary buffer of {@code count} elements; returns its id. */
    public int tmp(long count) {
        unskip();
        long[] t = Arrays.copyOf(storage.tmpCounts, storage.tmpCounts.length + 1);
        t[t.length - 1] = count;
        storage.tmpCounts = t;
        return Buffers.FIRST_TMP + t.length - 1;
    }

    public int send(int peer, int buf, long offset, long count) {
        return add(VertexKind.SEND, mapPeer(peer), count, buf, offset, 0, 0);
    }

    public int recv(int peer, int buf, long offset, long count) {
        return add(VertexKind.RECV, mapPeer(peer), count, buf, offset, 0, 0);
    }

    /**
     * As {@link #send(int, int, long, long)} of {@code blocks.count(block)} elements, a count the
     * schedule keeps as that block (see {@link BlockCounts}); likewise the recv and reduce below.
     */
    public int send(int peer, int buf, long offset, BlockCounts blocks, int block) {
        return inBlock(send(peer, buf, offset, blocks.count(block)), blocks, block);
    }

    public int recv(int peer, int buf, long offset, BlockCounts blocks, int block) {
        return inBlock(recv(peer, buf, offset, blocks.count(block)), blocks, block);
    }

    public int reduce(ReduceOp op, int srcBuf, long srcOffset, int dstBuf, long dstOffset, BlockCounts blocks, int block) {
        return inBlock(reduce(op, srcBuf, srcOffset, dstBuf, dstOffset, blocks.count(block)), blocks, block);
    }

    /**
     * Vertex v's count is {@code block}'s. Kept for the schedule's first {@link BlockCounts} only:
     * other counts stay in their words, which is always correct, only not shared. (A rank that
     * shares a schedule built the same relative blocks, so block + its rank is its own block.)
     */
    private int inBlock(int v, BlockCounts blocks, int block) {
        if (block < 0 || block >= blocks.ranks()) {
            throw new IllegalArgumentException("block " + block + " of " + blocks.ranks());
        }
        Storage s = storage;
        if (s.blockCounts != null && s.blockCounts != blocks && !s.blockCounts.equals(blocks)) {
            return v;
        }
        if (s.blockCounts == null) {
            s.blockCounts = blocks;
            if (s.blockOf == null || s.blockOf.length < s.words.length) {
                s.blockOf = new int[s.words.length];
            }
            Arrays.fill(s.blockOf, 0, s.size, -1);
        }
        s.blockOf[v] = block;
        return v;
    }

    /**
     * dst[dstOffset + i] = dst[dstOffset + i] op src[srcOffset + i]: for a non-commutative op, the
     * source holds the contributions of later ranks than the destination.
     */
    public int reduce(ReduceOp op, int srcBuf, long srcOffset, int dstBuf, long dstOffset, long count) {
        return add(VertexKind.REDUCE, op.ordinal() << 1, count, srcBuf, srcOffset, dstBuf, dstOffset);
    }

    /** dst[dstOffset + i] = src[srcOffset + i] op dst[dstOffset + i]: the source holds earlier ranks. */
    public int reduceSourceFirst(ReduceOp op, int srcBuf, long srcOffset, int dstBuf, long dstOffset, long count) {
        return add(VertexKind.REDUCE, op.ordinal() << 1 | 1, count, srcBuf, srcOffset, dstBuf, dstOffset);
    }

    public int copy(int srcBuf, long srcOffset, int dstBuf, long dstOffset, long count) {
        storage.copies++;
        return add(VertexKind.COPY, 0, count, srcBuf, srcOffset, dstBuf, dstOffset);
    }

    /** Computes for {@code durationPs} on the rank's CPU. */
    public int calc(long durationPs) {
        if (durationPs < 0 || durationPs > Schedule.MAX_CALC_PS) {
            throw new IllegalArgumentException("calc duration out of range: " + durationPs + " ps");
        }
        return append(VertexKind.CALC.ordinal() | (durationPs << Schedule.OPERAND_SHIFT), 0, 0, 0, 0);
    }

    /** Joins the hardware barrier of the communicator {@code contextId}. */
    public int hardwareBarrier(int contextId) {
        return add(VertexKind.HW_BARRIER, contextId, 0, 0, 0, 0, 0);
    }

    /**
     * Joins a hardware broadcast of the region on the communicator {@code contextId}; the member
     * joining as {@code root} provides the data.
     */
    public int hardwareBcast(int contextId, boolean root, int buf, long offset, long count) {
        return add(root ? VertexKind.HW_BCAST_ROOT : VertexKind.HW_BCAST, contextId, count, buf, offset, 0, 0);
    }

    private int mapPeer(int peer) {
        return peerMap == null ? peer : peerMap[peer];
    }

    private int add(VertexKind kind, int operand, long count, int bufA, long offA, int bufB, long offB) {
        if (operand < 0 || operand > Schedule.MAX_PEER) {
            throw new IllegalArgumentException((kind.isHardware() ? "context id" : "peer") + " out of range: " + operand);
        }
        if (count < 0 || count > Schedule.MAX_COUNT) {
            throw new IllegalArgumentException("count out of range: " + count);
        }
        long word = kind.ordinal() | ((long) operand << Schedule.OPERAND_SHIFT) | (count << Schedule.COUNT_SHIFT);
        return append(word, bufA, offA, bufB, offB);
    }

    private int append(long word, int bufA, long offA, int bufB, long offB) {
        unskip();
        Storage s = storage;
        if (s.size == s.words.length) {
            s.words = Arrays.copyOf(s.words, s.size * 2);
        }
        if (s.blockCounts != null) {
            if (s.size == s.blockOf.length) {
                s.blockOf = Arrays.copyOf(s.blockOf, s.words.length);
            }
            s.blockOf[s.size] = -1;
        }
        if (s.fencePending) {
            word |= Schedule.FENCE_BIT;
            s.fencePending = false;
            s.phaseStart = s.size;
        }
        s.words[s.size] = word;
        if (s.carryData) {
            if (4 * s.size + 4 > s.regions.length) {
                s.regions = Arrays.copyOf(s.regions, s.regions.length * 2);
            }
            s.regions[4 * s.size] = resolveBuffer(bufA);
            s.regions[4 * s.size + 1] = Math.toIntExact(resolveOffset(bufA, offA));
            s.regions[4 * s.size + 2] = resolveBuffer(bufB);
            s.regions[4 * s.size + 3] = Math.toIntExact(resolveOffset(bufB, offB));
        }
        return s.size++;
    }

    /** Empties the builder (and its views) to build another schedule with the same arrays. */
    public ScheduleBuilder reset() {
        Storage s = storage;
        s.size = 0;
        s.fencePending = false;
        s.phaseStart = 0;
        s.edgeCount = 0;
        s.tmpCounts = NO_TMP;
        s.blockCounts = null;
        s.copies = 0;
        s.rotatedSize = -1;
        s.skipped = null;
        return this;
    }

    /**
     * Adds the vertices {@code build} adds, for an algorithm whose schedule of {@code args}, with no
     * data carried, is the same at every rank up to rotation (a ring: every rank sends to its right
     * and receives from its left). When this builder, empty, added that algorithm's schedule of equal
     * arguments for the previous rank and built it with {@link #build(int, int, SharedSchedules)},
     * {@code build} is not run: that schedule stands for this rank's, and the build of a p-rank call
     * takes O(p) rather than p times the schedule's length. Adding to the builder or reading it runs
     * {@code build} first, so the builder always holds what it would have.
     */
    public void addRotated(Object algorithm, Object args, Runnable build) {
        unskip();
        Storage s = storage;
        boolean empty = peerMap == null && !s.carryData && s.size == 0 && s.edgeCount == 0 && s.tmpCounts.length == 0;
        if (empty && s.rotated != null && algorithm == s.rotatedAlgorithm && args.equals(s.rotatedArgs)) {
            s.skipped = build;
            return;
        }
        build.run();
        if (empty) {
            s.rotatedAlgorithm = algorithm;
            s.rotatedArgs = args;
            s.rotatedSize = s.size;
            s.rotatedEdges = s.edgeCount;
            s.rotated = null;
        }
    }

    /** Runs the build {@link #addRotated} skipped, before the builder is changed or read. */
    private void unskip() {
        Runnable build = storage.skipped;
        if (build != null) {
            storage.skipped = null;
            build.run();
        }
    }

    /** Number of vertices added so far. */
    public int size() {
        unskip();
        return storage.size;
    }

    /** Vertices of {@code kind} added so far: what {@link Schedule#countOf} will say, without building. */
    public int countOf(VertexKind kind) {
        unskip();
        Storage s = storage;
        int n = 0;
        for (int v = 0; v < s.size; v++) {
            if ((int) (s.words[v] & ((1 << Schedule.KIND_BITS) - 1)) == kind.ordinal()) {
                n++;
            }
        }
        return n;
    }

    /** The schedule, with peers as they were given. */
    public Schedule build() {
        unskip();
        mergeCopies();
        return build(Arrays.copyOf(storage.words, storage.size), 0, Schedule.ABSOLUTE);
    }

    /**
     * The schedule of {@code rank} of a communicator of {@code ranks}, its peers and blocks stored
     * relative to the rank and its arrays those of an equal schedule in {@code shared} when there is
     * one. A schedule with a peer outside the communicator keeps its peers as they are (the engine
     * reports the invalid rank when it sends).
     */
    public Schedule build(int rank, int ranks, SharedSchedules shared) {
        Storage s = storage;
        if (s.skipped != null && shared == s.rotatedIn) {
            s.skipped = null;
            return s.rotated.of(rank, ranks);
        }
        unskip();
        boolean rotated = s.size == s.rotatedSize && s.edgeCount == s.rotatedEdges; // just what addRotated added
        mergeCopies();
        int[] blocks = relativeBlocks(rank, ranks, shared);
        long[] words = shared.scratch(s.size); // copied only when no equal schedule is kept: most ranks share one
        for (int v = 0; v < s.size; v++) {
            long word = s.words[v];
            if (VertexKind.VALUES[(int) (word & ((1 << Schedule.KIND_BITS) - 1))].hasPeer()) {
                long peer = (word >>> Schedule.OPERAND_SHIFT) & Schedule.OPERAND_MASK;
                if (peer >= ranks) {
                    return build();
                }
                long distance = peer >= rank ? peer - rank : peer - rank + ranks;
                word += (distance - peer) << Schedule.OPERAND_SHIFT;
            }
            if (blocks != null && blocks[v] >= 0) {
                word &= (1L << Schedule.COUNT_SHIFT) - 1; // the count is the block's
            }
            words[v] = word;
        }
        int[] regions = s.carryData ? Arrays.copyOf(s.regions, 4 * s.size) : null;
        int[] edges = s.edgeCount > 0 ? csr(s) : null;
        Schedule same = shared.find(words, s.size, regions, s.tmpCounts, edges, blocks, s.blockCounts);
        Schedule built;
        if (same != null) {
            built = same.of(rank, ranks);
        } else {
            BlockVertices blockVertices = blocks == null ? null : new BlockVertices(Arrays.copyOf(blocks, s.size), s.blockCounts);
            built = shared.keep(new Schedule(Arrays.copyOf(words, s.size), regions, s.tmpCounts, edges, blockVertices,
                    longestPhase(s), rank, ranks));
        }
        s.rotated = rotated ? built : null;
        s.rotatedIn = shared;
        return built;
    }

    /** Each vertex's block as its distance after {@code rank} (-1: none), or null when no count is a block's of {@code ranks}. */
    private int[] relativeBlocks(int rank, int ranks, SharedSchedules shared) {
        Storage s = storage;
        if (s.blockCounts == null || s.blockCounts.ranks() != ranks) {
            return null;
        }
        int[] relative = shared.blockScratch(s.size);
        for (int v = 0; v < s.size; v++) {
            int block = s.blockOf[v];
            relative[v] = block < 0 ? -1 : block >= rank ? block - rank : block - rank + ranks;
        }
        return relative;
    }

    private Schedule build(long[] words, int rank, int ranks) {
        Storage s = storage;
        return new Schedule(words, s.carryData ? Arrays.copyOf(s.regions, 4 * s.size) : null,
                s.tmpCounts, s.edgeCount > 0 ? csr(s) : null, null, longestPhase(s), rank, ranks);
    }

    /**
     * Without data a copy does nothing but complete at once, so adjacent copies of one phase that
     * have no explicit edge become one copy of their total count: a schedule whose copies move
     * rank-dependent pieces (Bruck's rotations, p blocks reversed) is then the same for every rank,
     * to share, and its phases stay short. Done in place (builders are reset between schedules).
     */
    private void mergeCopies() {
        Storage s = storage;
        if (s.carryData || s.copies < 2) {
            return;
        }
        boolean[] hasEdge = s.edgeCount > 0 ? new boolean[s.size] : null;
        for (int e = 0; e < s.edgeCount; e++) {
            hasEdge[(int) (s.edges[e] >>> 32)] = true;
            hasEdge[(int) s.edges[e]] = true;
        }
        int[] newIndex = hasEdge == null ? null : new int[s.size];
        int phaseStart = s.phaseStart;
        int kept = 0;
        for (int v = 0; v < s.size; v++) {
            long word = s.words[v];
            if (kept > 0 && mergeable(s.words[kept - 1], word) && (hasEdge == null || !hasEdge[v] && !hasEdge[v - 1])) {
                s.words[kept - 1] += word & ~((1L << Schedule.COUNT_SHIFT) - 1);
            } else {
                if (s.blockCounts != null) { // copies have no block: the kept vertices' blocks move with them
                    s.blockOf[kept] = s.blockOf[v];
                }
                s.words[kept++] = word;
            }
            if (v == phaseStart) {
                s.phaseStart = kept - 1;
            }
            if (newIndex != null) {
                newIndex[v] = kept - 1;
            }
        }
        s.size = kept;
        for (int e = 0; e < s.edgeCount; e++) {
            s.edges[e] = ((long) newIndex[(int) (s.edges[e] >>> 32)] << 32) | newIndex[(int) s.edges[e]];
        }
    }

    /** Two copies, the second not after a fence, whose counts fit one vertex. */
    private static boolean mergeable(long first, long second) {
        long copy = VertexKind.COPY.ordinal();
        long kindBits = (1 << Schedule.KIND_BITS) - 1;
        return (first & kindBits) == copy && (second & kindBits) == copy && (second & Schedule.FENCE_BIT) == 0
                && (first >>> Schedule.COUNT_SHIFT) + (second >>> Schedule.COUNT_SHIFT) <= Schedule.MAX_COUNT;
    }

    /** The successors of each vertex, in vertex order, duplicates dropped: offsets then targets in one array. */
    private static int[] csr(Storage s) {
        long[] sorted = Arrays.copyOf(s.edges, s.edgeCount);
        Arrays.sort(sorted); // by dependency, then vertex
        int unique = 0;
        for (int e = 0; e < sorted.length; e++) {
            if (e == 0 || sorted[e] != sorted[e - 1]) {
                sorted[unique++] = sorted[e];
            }
        }
        int[] csr = new int[s.size + 1 + unique];
        csr[0] = s.size + 1;
        for (int e = 0; e < unique; e++) {
            csr[(int) (sorted[e] >>> 32) + 1]++;
            csr[s.size + 1 + e] = (int) sorted[e];
        }
        for (int v = 0; v < s.size; v++) {
            csr[v + 1] += csr[v];
        }
        return csr;
    }

    private static int longestPhase(Storage s) {
        int longest = 0;
        int start = 0;
        for (int v = 1; v <= s.size; v++) {
            if (v == s.size || (s.words[v] & Schedule.FENCE_BIT) != 0) {
                longest = Math.max(longest, v - start);
                start = v;
            }
        }
        return longest;
    }
}
