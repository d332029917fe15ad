package org.collsim.mpi.sched;

import java.util.Arrays;

/**
 * One rank's schedule for one collective call: a DAG of vertices in topological order, packed
 * for memory. A vertex is one {@code long} (kind, fence flag, operand, element count); buffer
 * regions live in a side array only when data is carried; explicit dependency edges, when an
 * algorithm declares any, are a CSR of successors.
 * <p>A fence is an implicit join vertex: the vertex flagged {@link #startsPhase} and every later
 * one depend on every vertex before it. Those a*b dependencies of a fence between phases of a
 * and b vertices are implied by vertex order, so they cost no storage at all; the stored edges
 * are only those inside a phase (an edge into an earlier phase is implied by the join and
 * dropped when the schedule is built). A 2^20-rank dissemination barrier thus stays at 8 bytes
 * per vertex: 40 vertices per rank and no edges.
 * <p>The arrays may be shared by the schedules of many ranks ({@link SharedSchedules}): then a
 * SEND's or RECV's operand is the peer's distance after {@link #rank} modulo {@link #ranks}, and
 * every rank of a dissemination barrier holds the same 40 words. A vertex whose count is a block's
 * ({@link BlockCounts}) may keep that block instead, relative to the rank, in {@link BlockVertices}:
 * then the ranks of a ring share one schedule even where their blocks differ in size.
 */
public final class Schedule {
    static final int KIND_BITS = 3;
    static final long FENCE_BIT = 1L << KIND_BITS;
    static final int OPERAND_SHIFT = KIND_BITS + 1;
    static final int OPERAND_BITS = 28;
    static final int COUNT_SHIFT = OPERAND_SHIFT + OPERAND_BITS;
    static final long OPERAND_MASK = (1L << OPERAND_BITS) - 1;
    /** Largest rank a schedule can address. */
    public static final int MAX_PEER = (1 << OPERAND_BITS) - 1;
    /** Largest element count of one vertex. */
    public static final long MAX_COUNT = (1L << (64 - COUNT_SHIFT)) - 1;
    /** Longest computation of one CALC vertex: operand and count together hold its picoseconds. */
    public static final long MAX_CALC_PS = (1L << (64 - OPERAND_SHIFT)) - 1;

    // package-private for SharedSchedules, which compares schedules by these arrays
    final long[] words; // exactly one per vertex
    final int[] regions; // per vertex: bufA, offA, bufB, offB; null unless data is carried
    final long[] tmpCounts;
    /**
     * The CSR in one array, null when there is no edge: edges[v] .. edges[v+1] are the indexes of
     * v's successors, which follow the size + 1 offsets in the same array.
     */
    final int[] edges;
    /** Null unless some vertex's count is a block's, kept relative to the rank. */
    final BlockVertices blockVertices;
    private final int longestPhase;
    /** Peers are stored as (peer - rank) mod ranks; rank 0 of {@link #ABSOLUTE} ranks stores them as they are. */
    private final int rank;
    private final int ranks;
    static final int ABSOLUTE = Integer.MAX_VALUE;

    /** The schedule whose arrays this one uses: itself, or the kept schedule this is a rank's view of. */
    private final Schedule shared;

    Schedule(long[] words, int[] regions, long[] tmpCounts, int[] edges, BlockVertices blockVertices, int longestPhase,
             int rank, int ranks) {
        this(words, regions, tmpCounts, edges, blockVertices, longestPhase, rank, ranks, null);
    }

    private Schedule(long[] words, int[] regions, long[] tmpCounts, int[] edges, BlockVertices blockVertices,
                     int longestPhase, int rank, int ranks, Schedule shared) {
        this.words = words;
        this.regions = regions;
        this.tmpCounts = tmpCounts;
        this.edges = edges;
        this.blockVertices = blockVertices;
        this.longestPhase = longestPhase;
        this.rank = rank;
        this.ranks = ranks;
        this.shared = shared == null ? this : shared;
    }

    /** This schedule's vertices for {@code rank} of {@code ranks}: the same arrays, peers relative to that rank. */
    Schedule of(int ownerRank, int commRanks) {
        return new Schedule(words, regions, tmpCounts, edges, blockVertices, longestPhase, ownerRank, commRanks, shared);
    }

    /**
     * What an executor of this schedule's rank keeps: the one schedule of every rank whose vertices
     * equal this one's, asked for the rank's peers with {@link #peerOf} (a million ranks holding no
     * view each); this view itself when its counts are blocks that depend on the rank.
     */
    public Schedule shared() {
        return blockVertices == null ? shared : this;
    }

    /** The vertex array itself, to check sharing. */
    long[] wordsForTest() {
        return words;
    }

    /** Number of vertices. */
    public int size() {
        return words.length;
    }

    public VertexKind kind(int v) {
        return VertexKind.VALUES[(int) (words[v] & ((1 << KIND_BITS) - 1))];
    }

    /** True when vertex v follows a fence: it (and every later vertex) waits for every vertex before it. */
    public boolean startsPhase(int v) {
        return (words[v] & FENCE_BIT) != 0;
    }

    /** The number of vertices of the longest phase (what an executor tracks at once). */
    public int longestPhase() {
        return longestPhase;
    }

    /** The peer rank of a SEND or RECV. */
    public int peer(int v) {
        return peerOf(v, rank);
    }

    /** The peer rank of a SEND or RECV in the schedule of {@code ownerRank}, a rank whose view {@link #shared()} this is. */
    public int peerOf(int v, int ownerRank) {
        assert kind(v).hasPeer() : kind(v);
        if (ranks == ABSOLUTE) {
            return operand(v);
        }
        int p = operand(v) + ownerRank;
        return p >= ranks ? p - ranks : p;
    }

    /** The communicator (context id) of a hardware collective. */
    public int contextId(int v) {
        assert kind(v).isHardware() : kind(v);
        return operand(v);
    }

    /** The operation of a REDUCE vertex. */
    public ReduceOp reduceOp(int v) {
        assert kind(v) == VertexKind.REDUCE;
        return ReduceOp.VALUES[operand(v) >>> 1];
    }

    /** True when a REDUCE computes dst = src op dst; false for dst = dst op src. */
    public boolean sourceFirst(int v) {
        assert kind(v) == VertexKind.REDUCE;
        return (operand(v) & 1) != 0;
    }

    /** The duration of a CALC vertex. */
    public long calcPs(int v) {
        assert kind(v) == VertexKind.CALC;
        return words[v] >>> OPERAND_SHIFT;
    }

    int operand(int v) {
        return (int) ((words[v] >>> OPERAND_SHIFT) & OPERAND_MASK);
    }

    /** Elements a vertex moves or combines (0 for hardware barriers; not defined for CALC). */
    public long count(int v) {
        if (blockVertices != null) {
            long count = blockVertices.count(v, rank, ranks);
            if (count >= 0) {
                return count;
            }
        }
        return words[v] >>> COUNT_SHIFT;
    }

    public boolean carriesData() {
        return regions != null;
    }

    /** Buffer of a send/recv/hardware broadcast, or the source of a reduce/copy. */
    public int bufA(int v) {
        return regions[4 * v];
    }

    public int offA(int v) {
        return regions[4 * v + 1];
    }

    /** Destination buffer of a reduce/copy. */
    public int bufB(int v) {
        return regions[4 * v + 2];
    }

    public int offB(int v) {
        return regions[4 * v + 3];
    }

    /** Element counts of the temporary buffers, indexed from {@link Buffers#FIRST_TMP}. */
    public long tmpCount(int bufferId) {
        return tmpCounts[bufferId - Buffers.FIRST_TMP];
    }

    public int tmpBuffers() {
        return tmpCounts.length;
    }

    /** True when some vertex has an explicit dependency inside its phase. */
    public boolean hasEdges() {
        return edges != null;
    }

    /** Index of v's first successor in {@link #successor}; successors are in ascending vertex order. */
    public int firstSuccessor(int v) {
        return edges == null ? 0 : edges[v];
    }

    /** One past the index of v's last successor. */
    public int endSuccessor(int v) {
        return edges == null ? 0 : edges[v + 1];
    }

    public int successor(int index) {
        return edges[index];
    }

    /** Number of stored dependency edges (the implicit ones of fences excluded). */
    public int edges() {
        return edges == null ? 0 : edges.length - words.length - 1;
    }

    /** Number of vertices of the given kind (for cost accounting and tests). */
    public int countOf(VertexKind kind) {
        int n = 0;
        for (int v = 0; v < words.length; v++) {
            if (kind(v) == kind) {
                n++;
            }
        }
        return n;
    }

    /** "send 3 (8 B)", "hw_bcast on context 2 (8 B)": a vertex for reports. */
    public String describe(int v, int elementBytes) {
        return describe(v, elementBytes, rank);
    }

    /** {@link #describe(int, int)} in the schedule of {@code ownerRank}, as {@link #peerOf}. */
    public String describe(int v, int elementBytes, int ownerRank) {
        VertexKind k = kind(v);
        String what = k.name().toLowerCase();
        if (k.hasPeer()) {
            what += " " + peerOf(v, ownerRank);
        } else if (k.isHardware()) {
            what += " on context " + contextId(v);
        } else if (k == VertexKind.REDUCE) {
            what += " " + reduceOp(v).id() + (sourceFirst(v) ? " (src op dst)" : "");
        } else if (k == VertexKind.CALC) {
            return what + " " + calcPs(v) + " ps";
        }
        return what + " (" + count(v) * elementBytes + " B)";
    }
}
