package org.collsim.mpi.coll.allreduce;

import java.util.Map;
import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.Chunks;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.tree.ChunkedTreeAlgorithm;
import org.collsim.mpi.coll.tree.TreeReduction;
import org.collsim.mpi.coll.tree.TreeShape;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Tree allreduce (MPICH {@code allreduce_intra_tree.c}): a reduce to rank 0 and a broadcast
 * back over the same k-ary or k-nomial tree ({@link TreeShape}), chunk by chunk ({@link Chunks};
 * MPICH's default chunk size 0 is one chunk). For each chunk a rank combines its children's
 * partial results into OUT ({@link TreeReduction}), sends the chunk to its parent, receives the
 * result from the parent and sends it to its children; as in MPICH's blocking loop, the next
 * chunk's combinations wait for this chunk's result. A commutative operation is combined as
 * data arrives (as MPICH's nonblocking tree reductions do; its blocking loop receives in child
 * order); a non-commutative one in child order over the k-nomial tree, whose subtrees are
 * contiguous rank ranges (MPICH switches a k-ary tree to knomial_1 for it). Defaults are MPICH's
 * CVARs: knomial, k = 2, chunk 0. Any p.
 * <p>Cost under Hockney, one chunk, commutative, t = alpha + n beta, r = n gamma: for p = k^m
 * over the k-nomial tree, m((k-1) max(t, r) + min(t, r)) to reduce (as {@code reduce/knomial})
 * plus m(k-1)t to broadcast; over a complete k-ary tree of depth d, d(k max(t, r) + min(t, r))
 * plus d k t. Several chunks wait on each other's round trips and partial trees are uneven: no
 * closed form is claimed there.
 */
public final class TreeAllreduce extends ChunkedTreeAlgorithm {
    public TreeAllreduce() {
        this(Map.of());
    }

    private TreeAllreduce(Map<String, Long> values) {
        super(TreeShape.KNOMIAL, 0, values);
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "tree";
    }

    @Override
    public String citation() {
        return "MPICH allreduce_intra_tree.c (treealgo kary, knomial_1)";
    }

    @Override
    protected CollectiveAlgorithm with(Map<String, Long> values) {
        return new TreeAllreduce(values);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        boolean commutative = args.op().commutative();
        TreeShape tree = commutative ? shape : TreeShape.KNOMIAL;
        int parent = tree.parent(rank, p, k);
        int[] children = tree.children(rank, p, k);
        int scratch = schedule.tmp(children.length * n);
        int previous = schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        Chunks chunks = chunks(args);
        for (long i = 0; i < chunks.count(); i++) {
            long offset = chunks.offset(i);
            long count = chunks.size(n, i);
            int[] combined = TreeReduction.combineChildren(schedule, args.op(), !commutative, children, scratch, n,
                    Buffers.OUT, offset, count, previous);
            int result = combined.length > 0 ? combined[combined.length - 1] : previous;
            if (parent >= 0) {
                int up = schedule.send(parent, Buffers.OUT, offset, count);
                TreeReduction.waitForAll(schedule, up, combined);
                schedule.dependsOn(up, previous);
                result = schedule.recv(parent, Buffers.OUT, offset, count);
                schedule.dependsOn(result, up);
            }
            for (int child : children) {
                int down = schedule.send(child, Buffers.OUT, offset, count);
                TreeReduction.waitForAll(schedule, down, combined);
                schedule.dependsOn(down, result);
            }
            previous = result;
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        if (!args.op().commutative() || chunks(args).count() != 1) {
            return OptionalLong.empty();
        }
        long t = model.transferPs(args.bytes());
        long r = model.gamma().timePs(args.bytes());
        int levels = 0;
        long size = 1;
        if (shape == TreeShape.KNOMIAL) {
            for (; size < args.ranks(); size *= k) {
                levels++;
            }
            long reduce = (k - 1) * Math.max(t, r) + Math.min(t, r);
            return size == args.ranks() ? OptionalLong.of(levels * (reduce + (k - 1) * t)) : OptionalLong.empty();
        }
        for (long level = k; size < args.ranks(); level *= k) {
            size += level;
            levels++;
        }
        long reduce = k * Math.max(t, r) + Math.min(t, r);
        return size == args.ranks() ? OptionalLong.of(levels * (reduce + k * t)) : OptionalLong.empty();
    }
}
