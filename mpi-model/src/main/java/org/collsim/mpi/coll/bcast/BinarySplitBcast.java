package org.collsim.mpi.coll.bcast;

import java.util.Map;
import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.Chunks;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Split binary tree broadcast (Open MPI {@code ompi_coll_base_bcast_intra_split_bintree},
 * coll_base_bcast.c, over {@code ompi_coll_base_topo_build_tree(2, ...)}). With s the rank
 * relative to the root, the tree has level L = floor(lg(s+1)) holding s = 2^L - 1 .. 2^(L+1) - 2,
 * and s's children are s + 2^L and s + 2^(L+1): odd s form the left subtree, even s the right.
 * <ol>
 * <li>The buffer splits in halves, the first ceil(n/2) elements and the rest. The root sends the
 * left half down the left subtree and the right half down the right one, segment by segment
 * (segments of {@code segment} bytes, 0 for whole halves), alternating between its two
 * children; every other rank forwards each segment of its half to its children as it arrives.</li>
 * <li>Each rank then swaps halves with its pair, the same position in the other subtree: odd s
 * with s + 1. For even p the last rank s = p - 1 has no pair and gets the right half from the
 * root instead.</li>
 * </ol>
 * As Open MPI does, a buffer too small to split (a half empty, or shorter than a segment) goes
 * by {@link PipelinedChainBcast} with the same segment. Any p.
 * <p>Cost under Hockney, with t_0 and t_1 the halves' transfer times: for p = 2 the root's port
 * carries the left half's segments, then the right half, one after the other; for p = 3 with
 * whole halves it is 2 t_0 + t_1 (the root's two sends, then rank 1's half to rank 2, which
 * waits for rank 2's receive port). Larger trees interleave the halves' pipelines with the swap
 * in ways no short formula captures.
 */
public final class BinarySplitBcast extends OneParameterAlgorithm {
    private static final Parameter SEGMENT = new Parameter("segment", 0, 0, 1L << 30,
            "bytes per segment of each half (whole elements; 0: whole halves)");

    private final long segmentBytes;

    public BinarySplitBcast() {
        this(SEGMENT.defaultValue());
    }

    private BinarySplitBcast(long segmentBytes) {
        super(SEGMENT, segmentBytes);
        this.segmentBytes = segmentBytes;
    }

    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "binary_split";
    }

    @Override
    public String citation() {
        return "Open MPI coll/base ompi_coll_base_bcast_intra_split_bintree (coll_base_bcast.c)";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new BinarySplitBcast(value);
    }

    /** Open MPI's test for a buffer it does not split; the chain serves it instead. */
    private boolean unsplittable(CollArgs args) {
        long left = (args.count() + 1) / 2;
        long right = args.count() - left;
        return right == 0 || segmentBytes > right * args.elementBytes();
    }

    private CollectiveAlgorithm chain(CollArgs args) {
        long segment = segmentBytes == 0 ? Math.max(1, Math.min(1L << 30, args.bytes())) : segmentBytes;
        return new PipelinedChainBcast().withParameters(Map.of("segment", segment));
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        if (p == 1) {
            return;
        }
        if (unsplittable(args)) {
            chain(args).build(args, rank, schedule);
            return;
        }
        int s = (rank - args.root() + p) % p;
        long[] offsets = {0, (args.count() + 1) / 2};
        long[] counts = {offsets[1], args.count() - offsets[1]};
        int half = (s + 1) % 2; // 0: left subtree (odd s), 1: right subtree and the root
        if (s == 0) {
            rootSends(args, offsets, counts, schedule);
        } else {
            forward(args, s, offsets[half], counts[half], schedule);
        }
        schedule.fence();
        int other = 1 - half;
        if (p % 2 == 0 && (s == 0 || s == p - 1)) {
            if (s == 0) {
                schedule.send(real(p - 1, args), Buffers.OUT, offsets[1], counts[1]);
            } else {
                schedule.recv(real(0, args), Buffers.OUT, offsets[1], counts[1]);
            }
        } else if (s != 0) {
            int pair = real(half == 0 ? s + 1 : s - 1, args);
            schedule.send(pair, Buffers.OUT, offsets[half], counts[half]);
            schedule.recv(pair, Buffers.OUT, offsets[other], counts[other]);
        }
    }

    /** Segment by segment, the left half to child 1 and the right half to child 2. */
    private void rootSends(CollArgs args, long[] offsets, long[] counts, ScheduleBuilder schedule) {
        int p = args.ranks();
        Chunks[] halves = {Chunks.of(counts[0], args.elementBytes(), segmentBytes),
                Chunks.of(counts[1], args.elementBytes(), segmentBytes)};
        for (long i = 0; i < halves[0].count(); i++) {
            for (int child = 0; child < 2 && child + 1 < p; child++) {
                if (i < halves[child].count()) {
                    schedule.send(real(child + 1, args), Buffers.OUT, offsets[child] + halves[child].offset(i),
                            halves[child].size(counts[child], i));
                }
            }
        }
    }

    /** Receives each segment of its half from the parent and forwards it to both children. */
    private void forward(CollArgs args, int s, long offset, long count, ScheduleBuilder schedule) {
        int p = args.ranks();
        int levelSize = Integer.highestOneBit(s + 1); // 2^L for s on level L
        int parent = s < 2 ? 0 : s;
        while (parent >= levelSize - 1 && s >= 2) {
            parent -= levelSize / 2;
        }
        Chunks chunks = Chunks.of(count, args.elementBytes(), segmentBytes);
        for (long i = 0; i < chunks.count(); i++) {
            long segmentCount = chunks.size(count, i);
            int arrived = schedule.recv(real(parent, args), Buffers.OUT, offset + chunks.offset(i), segmentCount);
            for (long child = s + levelSize; child < p && child <= s + 2L * levelSize; child += levelSize) {
                int sent = schedule.send(real((int) child, args), Buffers.OUT, offset + chunks.offset(i), segmentCount);
                schedule.dependsOn(sent, arrived);
            }
        }
    }

    private static int real(int relative, CollArgs args) {
        return (relative + args.root()) % args.ranks();
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (p == 1) {
            return OptionalLong.of(0);
        }
        if (unsplittable(args)) {
            return chain(args).closedFormPs(args, model);
        }
        int eb = args.elementBytes();
        long left = (args.count() + 1) / 2;
        long right = args.count() - left;
        Chunks leftChunks = Chunks.of(left, eb, segmentBytes);
        Chunks rightChunks = Chunks.of(right, eb, segmentBytes);
        if (p == 2) {
            long c = leftChunks.count();
            long segments = (c - 1) * model.transferPs(leftChunks.chunkElements() * eb)
                    + model.transferPs(leftChunks.size(left, c - 1) * eb);
            return OptionalLong.of(segments + model.transferPs(right * eb));
        }
        if (p == 3 && leftChunks.count() == 1 && rightChunks.count() == 1) {
            return OptionalLong.of(2 * model.transferPs(left * eb) + model.transferPs(right * eb));
        }
        return OptionalLong.empty();
    }
}
