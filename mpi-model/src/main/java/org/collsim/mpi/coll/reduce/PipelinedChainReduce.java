package org.collsim.mpi.coll.reduce;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
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
 * Pipelined chain reduce (Open MPI {@code ompi_coll_base_reduce_intra_chain} with one chain,
 * through {@code ompi_coll_base_reduce_generic}): ranks relative to the root form a chain
 * p-1 -> p-2 -> ... -> 0; the buffer is cut into chunks of {@code segment} bytes ({@link Chunks}),
 * and each rank combines chunk i from its successor into its own copy of the input as soon as it
 * arrives and sends it on, so the chunks flow up the chain one behind the other. Relative order
 * is not rank order, so the operation must be commutative (as Open MPI's tuned selection
 * requires). Any p.
 * <p>Cost under Hockney with c equal chunks of s bytes, t = alpha + s beta and r = s gamma:
 * (p-1)(t + r) + (c-1) max(t, r). The chunk reaches the root after p-1 hops of a transfer and a
 * combination each; behind it the chain delivers one chunk per max(t, r), the slower of the port
 * and the CPU. A short last chunk ends the pipeline unevenly; no closed form is claimed then.
 */
public final class PipelinedChainReduce extends OneParameterAlgorithm {
    private static final Parameter SEGMENT = new Parameter("segment", 8192, 1, 1L << 30,
            "bytes per chunk (whole elements, at least one)");

    private final long segmentBytes;

    public PipelinedChainReduce() {
        this(SEGMENT.defaultValue());
    }

    private PipelinedChainReduce(long segmentBytes) {
        super(SEGMENT, segmentBytes);
        this.segmentBytes = segmentBytes;
    }

    @Override
    public Collective collective() {
        return Collective.REDUCE;
    }

    @Override
    public String name() {
        return "pipelined_chain";
    }

    @Override
    public String citation() {
        return "Open MPI coll/base ompi_coll_base_reduce_intra_chain (coll_base_reduce.c), one chain, segmented";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new PipelinedChainReduce(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int relative = (rank - args.root() + p) % p;
        int[] successor = relative < p - 1 ? new int[] {(rank + 1) % p} : new int[0];
        int acc = schedule.tmp(n);
        int scratch = schedule.tmp(successor.length * n);
        int start = schedule.copy(Buffers.IN, 0, acc, 0, n);
        Chunks chunks = Chunks.of(n, args.elementBytes(), segmentBytes);
        for (long i = 0; i < chunks.count(); i++) {
            long offset = chunks.offset(i);
            long count = chunks.size(n, i);
            int[] combined = TreeReduction.combineChildren(schedule, args.op(), true, successor, scratch, n, acc,
                    offset, count, start);
            if (relative > 0) {
                int sent = schedule.send((rank - 1 + p) % p, acc, offset, count);
                TreeReduction.waitForAll(schedule, sent, combined);
                schedule.dependsOn(sent, start);
            }
        }
        if (relative == 0) {
            schedule.fence();
            schedule.copy(acc, 0, Buffers.OUT, 0, n);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        long n = args.count();
        if (args.ranks() == 1) {
            return OptionalLong.of(0);
        }
        Chunks chunks = Chunks.of(n, args.elementBytes(), segmentBytes);
        if (chunks.size(n, chunks.count() - 1) != chunks.chunkElements() && chunks.count() > 1) {
            return OptionalLong.empty();
        }
        long chunkBytes = chunks.size(n, 0) * args.elementBytes();
        long t = model.transferPs(chunkBytes);
        long r = model.gamma().timePs(chunkBytes);
        return OptionalLong.of((args.ranks() - 1) * (t + r) + (chunks.count() - 1) * Math.max(t, r));
    }
}
