package org.collsim.mpi.coll.allreduce;

import java.util.HashMap;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.Chunks;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.coll.tree.TreeReduction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Double binary tree allreduce (NCCL's tree algorithm, {@code ncclGetBtree} and
 * {@code ncclGetDtree} in src/graph/trees.cc; Sanders, Speck &amp; Traeff, Two-tree algorithms for
 * full bandwidth broadcast, reduction and scan, Parallel Computing 2009). Two binary trees carry
 * half of the vector each ({@link BlockPartition} into 2), pipelined in chunks of
 * {@code segment} bytes ({@link Chunks}).
 * <ul>
 * <li>Tree 0 ({@link #btree}) is rooted at rank 0, whose one child is the highest power of two
 * below p; below it, a rank with lowest set bit b has children rank - b/2 and rank + b/2 (or the
 * nearest rank + b/2^j inside p): odd ranks are the leaves, even ranks the inner nodes.</li>
 * <li>Tree 1 is tree 0 mirrored (rank -> p-1-rank) for even p, shifted by one for odd p: its inner
 * nodes are the odd ranks (and, for odd p, rank 0, where the shift wraps), so nearly every rank is
 * a leaf in one tree and an inner node in the other.</li>
 * </ul>
 * Each rank first reduces: chunk by chunk, for each tree, it combines its children's chunks into
 * OUT as they arrive and sends the chunk to its parent. Then it broadcasts: it receives each
 * chunk's result from its parent and sends it to its children. Unlike NCCL, which overlaps the
 * two on separate channels, a rank starts broadcasting once its reducing is done, because
 * collsim matches the messages between two ranks in order under one tag, and a rank's up and
 * down messages to one neighbour would otherwise interleave in timing-dependent order; for the
 * same reason a rank's sends to one peer go in the order they were added. Children
 * combine as data arrives: commutative operations only. Any p.
 * <p>Cost under Hockney for p = 2 with equal halves in c equal chunks, t = alpha + s beta and
 * r = s gamma per chunk: c max(t, r) + min(t, r) + c t (each rank sends its half up while it
 * combines the other's, then each root returns its half). Larger p have leaves and inner nodes
 * at uneven depths in the two trees; no short formula is exact.
 */
public final class DoubleBinaryTreeAllreduce extends OneParameterAlgorithm {
    private static final Parameter SEGMENT = new Parameter("segment", 8192, 0, 1L << 30,
            "bytes per chunk of each half (whole elements, at least one; 0: whole halves)");

    private final long segmentBytes;

    public DoubleBinaryTreeAllreduce() {
        this(SEGMENT.defaultValue());
    }

    private DoubleBinaryTreeAllreduce(long segmentBytes) {
        super(SEGMENT, segmentBytes);
        this.segmentBytes = segmentBytes;
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "double_binary_tree";
    }

    @Override
    public String citation() {
        return "NCCL src/graph/trees.cc (ncclGetBtree, ncclGetDtree); Sanders, Speck & Traeff, Parallel Computing 2009";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new DoubleBinaryTreeAllreduce(value);
    }

    /** {parent, child 0, child 1} of {@code rank} in NCCL's binary tree of p ranks rooted at 0; -1 for none. */
    static int[] btree(int rank, int p) {
        int bit = 1;
        while (bit < p && (bit & rank) == 0) {
            bit <<= 1;
        }
        if (rank == 0) {
            return new int[] {-1, -1, p > 1 ? bit >> 1 : -1};
        }
        int up = (rank ^ bit) | (bit << 1);
        if (up >= p) {
            up = rank ^ bit;
        }
        int low = bit >> 1;
        int down1 = low == 0 ? -1 : rank + low;
        while (down1 >= p) {
            low >>= 1;
            down1 = low == 0 ? -1 : rank + low;
        }
        return new int[] {up, bit == 1 ? -1 : rank - (bit >> 1), down1};
    }

    /** {parent, child 0, child 1} of {@code rank} in tree {@code tree} (0 or 1). */
    static int[] node(int tree, int rank, int p) {
        if (tree == 0) {
            return btree(rank, p);
        }
        boolean mirror = p % 2 == 0;
        int[] in = btree(mirror ? p - 1 - rank : (rank - 1 + p) % p, p);
        int[] out = new int[3];
        for (int i = 0; i < 3; i++) {
            out[i] = in[i] < 0 ? -1 : mirror ? p - 1 - in[i] : (in[i] + 1) % p;
        }
        return out;
    }

    private static int[] children(int[] node) {
        return node[1] >= 0 && node[2] >= 0 ? new int[] {node[1], node[2]}
                : node[1] >= 0 ? new int[] {node[1]} : node[2] >= 0 ? new int[] {node[2]} : new int[0];
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int start = schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        int scratch = schedule.tmp(2 * n);
        int[][] nodes = {node(0, rank, p), node(1, rank, p)};
        Chunks[] chunks = new Chunks[2];
        for (int h = 0; h < 2; h++) {
            chunks[h] = Chunks.of(BlockPartition.count(n, 2, h), args.elementBytes(), segmentBytes);
        }
        long rounds = Math.max(chunks[0].count(), chunks[1].count());
        Map<Integer, Integer> lastSendTo = new HashMap<>();
        for (long i = 0; i < rounds; i++) {
            for (int h = 0; h < 2; h++) {
                if (i < chunks[h].count()) {
                    long offset = BlockPartition.offset(n, 2, h) + chunks[h].offset(i);
                    long count = chunks[h].size(BlockPartition.count(n, 2, h), i);
                    int[] combined = TreeReduction.combineChildren(schedule, args.op(), false, children(nodes[h]),
                            scratch, n, Buffers.OUT, offset, count, start);
                    if (nodes[h][0] >= 0) {
                        int up = inOrder(schedule, lastSendTo, nodes[h][0], schedule.send(nodes[h][0], Buffers.OUT, offset, count));
                        TreeReduction.waitForAll(schedule, up, combined);
                        schedule.dependsOn(up, start);
                    }
                }
            }
        }
        schedule.fence();
        lastSendTo.clear();
        for (long i = 0; i < rounds; i++) {
            for (int h = 0; h < 2; h++) {
                if (i < chunks[h].count()) {
                    long offset = BlockPartition.offset(n, 2, h) + chunks[h].offset(i);
                    long count = chunks[h].size(BlockPartition.count(n, 2, h), i);
                    int result = nodes[h][0] >= 0 ? schedule.recv(nodes[h][0], Buffers.OUT, offset, count) : -1;
                    for (int child : children(nodes[h])) {
                        int down = inOrder(schedule, lastSendTo, child, schedule.send(child, Buffers.OUT, offset, count));
                        if (result >= 0) {
                            schedule.dependsOn(down, result);
                        }
                    }
                }
            }
        }
    }

    /**
     * Sends to one peer go in the order they were added, each after the previous one: for odd p
     * the shifted tree wraps around, and a pair can carry both trees' chunks, which the peer
     * receives in that order.
     */
    private static int inOrder(ScheduleBuilder schedule, Map<Integer, Integer> lastSendTo, int peer, int send) {
        Integer previous = lastSendTo.put(peer, send);
        if (previous != null) {
            schedule.dependsOn(send, previous);
        }
        return send;
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        long half = args.count() / 2;
        Chunks chunks = Chunks.of(half, args.elementBytes(), segmentBytes);
        if (p == 1) {
            return OptionalLong.of(0);
        }
        if (p != 2 || args.count() % 2 != 0 || (chunks.count() > 1 && half % chunks.chunkElements() != 0)) {
            return OptionalLong.empty();
        }
        long chunkBytes = chunks.size(half, 0) * args.elementBytes();
        long t = model.transferPs(chunkBytes);
        long r = model.gamma().timePs(chunkBytes);
        long c = chunks.count();
        return OptionalLong.of(c * Math.max(t, r) + Math.min(t, r) + c * t);
    }
}
