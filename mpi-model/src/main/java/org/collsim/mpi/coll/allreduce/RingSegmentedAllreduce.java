package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Segmented ring allreduce (Open MPI {@code ompi_coll_base_allreduce_intra_ring_segmented}):
 * the ring's reduce-scatter runs in phases over segments of the blocks, so no message exceeds
 * the segment, and the allgather then moves whole blocks.
 * <ol>
 * <li>With s elements per segment ({@code segment} bytes, whole elements, at least one): a buffer
 * of fewer than p*s elements goes by the plain {@link RingAllreduce} instead, as in Open MPI
 * ({@link #runs}: the record's {@code ran} says {@code ring}).</li>
 * <li>P = n / (p s) phases, one more when the remainder is at least p and more than p s / 2. The
 * buffer splits into p blocks and each block into P segments ({@link BlockPartition} both).</li>
 * <li>Phase j, a ring reduce-scatter over the j-th segments: send the segment of block r to
 * r + 1; for k = 2 .. p-1 receive the segment of block r - k + 1 from r - 1, combine it and send
 * it on; last, receive and combine the segment of block r + 1. Rank r ends with block r + 1.</li>
 * <li>Ring allgather of whole blocks: step k sends block r + 1 - k, receives block r - k.</li>
 * </ol>
 * Combinations are out of rank order: commutative operations only.
 * <p>Cost under Hockney when p divides n and P divides n/p (every segment and block equal, all
 * ranks in lockstep): P (p-1)(alpha + s' beta + s' gamma) + (p-1)(alpha + b beta), b = n/p,
 * s' = b/P. Uneven segments let ranks drift; no closed form is claimed for them.
 */
public final class RingSegmentedAllreduce extends OneParameterAlgorithm {
    private static final Parameter SEGMENT = new Parameter("segment", 8192, 1, 1L << 30,
            "bytes per segment (whole elements, at least one)");
    private static final RingAllreduce RING = new RingAllreduce();

    private final long segmentBytes;

    public RingSegmentedAllreduce() {
        this(SEGMENT.defaultValue());
    }

    private RingSegmentedAllreduce(long segmentBytes) {
        super(SEGMENT, segmentBytes);
        this.segmentBytes = segmentBytes;
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "ring_segmented";
    }

    @Override
    public String citation() {
        return "Open MPI coll/base ompi_coll_base_allreduce_intra_ring_segmented (coll_base_allreduce.c)";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new RingSegmentedAllreduce(value);
    }

    private long segmentCount(CollArgs args) {
        return Math.max(1, segmentBytes / args.elementBytes());
    }

    private int phases(CollArgs args) {
        long perPhase = args.ranks() * segmentCount(args);
        long rest = args.count() % perPhase;
        return Math.toIntExact(args.count() / perPhase + (rest >= args.ranks() && rest > perPhase / 2 ? 1 : 0));
    }

    /** A buffer of fewer than p segments goes by the plain ring, as in Open MPI: the record names the ring. */
    @Override
    public CollectiveAlgorithm runs(CollArgs args) {
        return args.count() < args.ranks() * segmentCount(args) ? RING : this;
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        if (runs(args) != this) {
            RING.build(args, rank, schedule);
            return;
        }
        int p = args.ranks();
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        int phases = phases(args);
        int right = (rank + 1) % p;
        int left = (rank - 1 + p) % p;
        int tmp = schedule.tmp(BlockPartition.count(BlockPartition.count(n, p, 0), phases, 0));
        for (int phase = 0; phase < phases; phase++) {
            int sendBlock = rank;
            for (int k = 2; k <= p; k++) {
                int recvBlock = Math.floorMod(rank - k + 1, p);
                schedule.send(right, Buffers.OUT, segmentOffset(n, p, sendBlock, phases, phase),
                        segmentCount(n, p, sendBlock, phases, phase));
                long count = segmentCount(n, p, recvBlock, phases, phase);
                schedule.recv(left, tmp, 0, count);
                schedule.fence();
                schedule.reduceSourceFirst(args.op(), tmp, 0, Buffers.OUT, segmentOffset(n, p, recvBlock, phases, phase), count);
                schedule.fence();
                sendBlock = recvBlock;
            }
        }
        for (int k = 0; k < p - 1; k++) {
            int sendBlock = Math.floorMod(rank + 1 - k, p);
            int recvBlock = Math.floorMod(rank - k, p);
            schedule.send(right, Buffers.OUT, BlockPartition.offset(n, p, sendBlock), BlockPartition.count(n, p, sendBlock));
            schedule.recv(left, Buffers.OUT, BlockPartition.offset(n, p, recvBlock), BlockPartition.count(n, p, recvBlock));
            schedule.fence();
        }
    }

    private static long segmentOffset(long n, int p, int block, int phases, int phase) {
        return BlockPartition.offset(n, p, block) + BlockPartition.offset(BlockPartition.count(n, p, block), phases, phase);
    }

    private static long segmentCount(long n, int p, int block, int phases, int phase) {
        return BlockPartition.count(BlockPartition.count(n, p, block), phases, phase);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        if (runs(args) != this) {
            return RING.closedFormPs(args, model);
        }
        int p = args.ranks();
        long n = args.count();
        int phases = phases(args);
        long block = n / p;
        if (n % p != 0 || block % phases != 0) {
            return OptionalLong.empty();
        }
        long segmentBytes = block / phases * args.elementBytes();
        long step = model.transferPs(segmentBytes) + model.gamma().timePs(segmentBytes);
        return OptionalLong.of((long) phases * (p - 1) * step + (p - 1) * model.transferPs(block * args.elementBytes()));
    }
}
