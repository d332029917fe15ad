package org.collsim.mpi.coll.bcast;

import java.util.Map;
import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.Chunks;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.tree.ChunkedTreeAlgorithm;
import org.collsim.mpi.coll.tree.TreeShape;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Pipelined tree broadcast (MPICH {@code bcast_intra_pipelined_tree.c}): the buffer is cut into
 * chunks of {@code segment} bytes ({@link Chunks}); over a k-ary or k-nomial tree
 * ({@link TreeShape}, MPICH's treealgo), each rank receives chunk i from its parent and sends it
 * to its children in order, the sends of chunk i depending on the receive of chunk i only. MPICH's
 * defaults: kary, k = 2, 8192 B. Any p.
 * <p>Cost under Hockney for a complete k-ary tree of depth d, p = (k^(d+1) - 1)/(k - 1), with c
 * chunks, t for a full chunk and t' for the last: d*k*t' when c = 1, else k((c + d - 2)t + t').
 * A rank that is the j-th child on every level of its path (j_1 .. j_l) holds full chunk i at
 * (i*k + j_1 + .. + j_l)t: it needs k*t to forward a chunk to its k children, exactly the time
 * between two arrivals, so no chunk waits. The short last chunk arrives early and waits for the
 * port its predecessor holds at every hop but the last. Elsewhere (partial trees, k-nomial trees)
 * ranks with fewer children run ahead of those with more and no short formula is exact.
 */
public final class PipelinedTreeBcast extends ChunkedTreeAlgorithm {
    public PipelinedTreeBcast() {
        this(Map.of());
    }

    private PipelinedTreeBcast(Map<String, Long> values) {
        super(TreeShape.KARY, 8192, values);
    }

    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "pipelined_tree";
    }

    @Override
    public String citation() {
        return "MPICH bcast_intra_pipelined_tree.c (treealgo kary, knomial_1)";
    }

    @Override
    protected CollectiveAlgorithm with(Map<String, Long> values) {
        return new PipelinedTreeBcast(values);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int relative = (rank - args.root() + p) % p;
        long n = args.count();
        int parent = shape.parent(relative, p, k);
        int[] children = shape.children(relative, p, k);
        Chunks chunks = chunks(args);
        for (long i = 0; i < chunks.count(); i++) {
            long offset = chunks.offset(i);
            long count = chunks.size(n, i);
            int arrived = parent >= 0 ? schedule.recv((parent + args.root()) % p, Buffers.OUT, offset, count) : -1;
            for (int child : children) {
                int forward = schedule.send((child + args.root()) % p, Buffers.OUT, offset, count);
                if (arrived >= 0) {
                    schedule.dependsOn(forward, arrived);
                }
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int depth = 0;
        long complete = 1;
        for (long level = k; complete < args.ranks(); level *= k) {
            complete += level;
            depth++;
        }
        if (shape != TreeShape.KARY || complete != args.ranks()) {
            return OptionalLong.empty();
        }
        long n = args.count();
        Chunks chunks = chunks(args);
        long c = chunks.count();
        long last = model.transferPs(chunks.size(n, c - 1) * args.elementBytes());
        if (c == 1) {
            return OptionalLong.of((long) depth * k * last);
        }
        long full = model.transferPs(chunks.chunkElements() * args.elementBytes());
        return OptionalLong.of(depth == 0 ? 0 : k * ((c + depth - 2) * full + last));
    }
}
