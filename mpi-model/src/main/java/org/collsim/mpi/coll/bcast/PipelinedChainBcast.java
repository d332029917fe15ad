package org.collsim.mpi.coll.bcast;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Pipelined chain broadcast (Open MPI {@code ompi_coll_base_bcast_intra_chain} with one chain,
 * segmented as its {@code segsize}): ranks relative to the root form a chain 0 -> 1 -> ... ->
 * p-1, the buffer is cut into chunks of {@code segment} bytes, and each rank forwards chunk i
 * as soon as chunk i has arrived: the send of chunk i depends on the receive of chunk i only,
 * not on a fence, so the chunks flow down the chain one behind the other. Any p.
 * <p>Cost under Hockney, with c chunks (at least one), t = alpha + s*beta for a full chunk of s
 * bytes and t' = alpha + (n - (c-1)s)*beta for the last: (p-1)t' when c = 1, else
 * (c + p - 3)t + t' (the last chunk waits at every hop for the port its predecessor holds).
 */
public final class PipelinedChainBcast extends OneParameterAlgorithm {
    private static final Parameter SEGMENT = new Parameter("segment", 8192, 1, 1L << 30,
            "bytes per chunk (whole elements, at least one)");

    private final long segmentBytes;

    public PipelinedChainBcast() {
        this(SEGMENT.defaultValue());
    }

    private PipelinedChainBcast(long segmentBytes) {
        super(SEGMENT, segmentBytes);
        this.segmentBytes = segmentBytes;
    }

    @Override
    public Collective collective() {
        return Collective.BCAST;
    }

    @Override
    public String name() {
        return "pipelined_chain";
    }

    @Override
    public String citation() {
        return "Open MPI coll/base ompi_coll_base_bcast_intra_chain (coll_base_bcast.c), one chain, segmented";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new PipelinedChainBcast(value);
    }

    /** Elements per chunk: whole elements of the segment, at least one. */
    private long chunkCount(CollArgs args) {
        return Math.max(1, segmentBytes / args.elementBytes());
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        int relative = (rank - args.root() + p) % p;
        long n = args.count();
        long chunk = chunkCount(args);
        long chunks = Math.max(1, (n + chunk - 1) / chunk);
        for (long i = 0; i < chunks; i++) {
            long offset = i * chunk;
            long count = Math.min(chunk, n - offset);
            int arrived = relative > 0 ? schedule.recv((rank - 1 + p) % p, Buffers.OUT, offset, count) : -1;
            if (relative < p - 1) {
                int forward = schedule.send((rank + 1) % p, Buffers.OUT, offset, count);
                if (arrived >= 0) {
                    schedule.dependsOn(forward, arrived);
                }
            }
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (p == 1) {
            return OptionalLong.of(0);
        }
        long n = args.count();
        long chunk = chunkCount(args);
        long chunks = Math.max(1, (n + chunk - 1) / chunk);
        long full = model.transferPs(chunk * args.elementBytes());
        long last = model.transferPs((n - (chunks - 1) * chunk) * args.elementBytes());
        return OptionalLong.of(chunks == 1 ? (p - 1) * last : (chunks + p - 3) * full + last);
    }
}
