package org.collsim.mpi.coll.allreduce;

import java.util.List;
import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.BlockPartition;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.IntMath;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Swing allreduce (De Sensi, Bonato, Saam &amp; Hoefler, Swing: Short-cutting Rings for Higher
 * Bandwidth Allreduce, NSDI 2024). In each of lg p steps rank r works with the partner
 * pi(r, s) = r + rho(s) for even r and r - rho(s) for odd r (mod p), with rho(s) = sum over
 * i = 0..s of (-2)^i = (1 - (-2)^(s+1))/3 = 1, -1, 3, -5, 11, ...: partners stay close on a ring or
 * torus (distances 1, 1, 3, 5, 11 instead of recursive doubling's 1, 2, 4, 8, 16). rho(s) is odd,
 * so partners have opposite parity and every step is a perfect matching.
 * <ul>
 * <li>{@code variant=latency}: every step exchanges the whole vector and combines it, lg p
 * steps.</li>
 * <li>{@code variant=bandwidth}: a reduce-scatter, then an allgather over the same partners in
 * reverse. In reduce-scatter step s, r sends pi(r, s) the blocks {@link SwingReach} says the
 * partner serves from step s+1 on, in one message, and combines the blocks it keeps; the
 * allgather returns them. Those blocks are scattered over the vector, so r first permutes its
 * vector into the block order of {@link SwingReach#order} (as the paper's implementation does),
 * in which every step sends, receives and combines one contiguous region, and permutes the
 * result back at the end: one send, receive and combine per step whatever the count, and at
 * most p copies (runs of consecutive blocks) each way, free in the cost models.</li>
 * </ul>
 * For p not a power of two collsim folds to the largest power of two first, as MPICH's recursive
 * doubling does ({@link PowerOfTwoFold}), and runs Swing on the pof2 new ranks; the paper instead
 * keeps every rank and lets some skip steps or send extra blocks, which needs a per-p block
 * assignment this fold avoids (at the cost of the fold's two extra whole-vector steps).
 * Combinations are out of rank order: commutative operations only.
 * <p>Cost under Hockney, which has no distances, for p a power of two: latency lg p (alpha +
 * n beta + n gamma), as recursive doubling; bandwidth, when p divides n, 2 lg p alpha +
 * 2 (p-1)/p n beta + (p-1)/p n gamma, as Rabenseifner's (step s moves n/2^(s+1) elements each
 * way). The shorter paths pay off only on a topology.
 */
public final class SwingAllreduce extends OneParameterAlgorithm {
    private static final List<String> VARIANTS = List.of("latency", "bandwidth");
    private static final Parameter VARIANT = Parameter.named("variant", VARIANTS, "bandwidth",
            "latency: whole vector every step; bandwidth: reduce-scatter and allgather");

    private final boolean bandwidth;

    public SwingAllreduce() {
        this(VARIANT.defaultValue());
    }

    private SwingAllreduce(long variant) {
        super(VARIANT, variant);
        this.bandwidth = VARIANTS.get(Math.toIntExact(variant)).equals("bandwidth");
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "swing";
    }

    @Override
    public String citation() {
        return "De Sensi, Bonato, Saam & Hoefler, Swing: Short-cutting Rings for Higher Bandwidth Allreduce, NSDI 2024";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new SwingAllreduce(value);
    }

    /** rho(s) = (1 - (-2)^(s+1)) / 3, in whole numbers (a build asks it p times a rank). */
    static long rho(int step) {
        long twoToTheStep = 1L << (step + 1);
        return (1 - (step % 2 == 0 ? -twoToTheStep : twoToTheStep)) / 3;
    }

    /** pi(r, s) among p ranks. */
    static int peer(int rank, int step, int p) {
        long offset = rank % 2 == 0 ? rho(step) : -rho(step);
        return (int) Math.floorMod(rank + offset, (long) p);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        PowerOfTwoFold.allreduce(args, rank, schedule, (fold, newRank, tmp) -> {
            if (bandwidth) {
                bandwidthCore(args, fold, newRank, tmp, schedule);
            } else {
                latencyCore(args, fold, newRank, tmp, schedule);
            }
        });
    }

    /** The latency variant on the pof2 new ranks: the whole vector exchanged and combined at every step. */
    private static void latencyCore(CollArgs args, PowerOfTwoFold fold, int newRank, int tmp, ScheduleBuilder schedule) {
        int p = fold.pof2();
        long n = args.count();
        for (int s = 0; s < IntMath.floorLog2(p); s++) {
            int partner = fold.realRank(peer(newRank, s, p));
            schedule.send(partner, Buffers.OUT, 0, n);
            schedule.recv(partner, tmp, 0, n);
            schedule.fence();
            schedule.reduce(args.op(), tmp, 0, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }

    /**
     * The bandwidth variant on the pof2 new ranks: OUT permuted into the layout of
     * {@link SwingReach#order}, where at step s the kept blocks are the first p/2^(s+1) and those
     * sent the next p/2^(s+1); the reduce-scatter and allgather on it; the result permuted back.
     */
    private static void bandwidthCore(CollArgs args, PowerOfTwoFold fold, int newRank, int tmp, ScheduleBuilder schedule) {
        int p = fold.pof2();
        int steps = IntMath.floorLog2(p);
        int[] layout = SwingReach.order(newRank, 0, p);
        BlockPartition.Blocks blocks = BlockPartition.of(args.count(), p);
        long[] at = layoutOffsets(blocks, layout);
        int permuted = schedule.tmp(args.count());
        permute(blocks, layout, at, permuted, true, schedule);
        for (int s = 0; s < steps; s++) {
            int partner = fold.realRank(peer(newRank, s, p));
            long kept = at[p >> (s + 1)];
            schedule.send(partner, permuted, kept, at[p >> s] - kept);
            schedule.recv(partner, tmp, 0, kept);
            schedule.fence();
            schedule.reduce(args.op(), tmp, 0, permuted, 0, kept);
            schedule.fence();
        }
        for (int s = steps - 1; s >= 0; s--) {
            int partner = fold.realRank(peer(newRank, s, p));
            long kept = at[p >> (s + 1)];
            schedule.send(partner, permuted, 0, kept);
            schedule.recv(partner, permuted, kept, at[p >> s] - kept);
            schedule.fence();
        }
        permute(blocks, layout, at, permuted, false, schedule);
    }

    /** at[i]: the first element of layout position i in the permuted buffer; at[p] = n. */
    private static long[] layoutOffsets(BlockPartition.Blocks blocks, int[] layout) {
        long[] at = new long[layout.length + 1];
        for (int i = 0; i < layout.length; i++) {
            at[i + 1] = at[i] + blocks.count(layout[i]);
        }
        return at;
    }

    /**
     * Copies OUT into the permuted buffer ({@code in}) or back, one copy per run of consecutive
     * blocks, then a fence.
     */
    private static void permute(BlockPartition.Blocks blocks, int[] layout, long[] at, int permuted, boolean in,
                                ScheduleBuilder schedule) {
        int p = layout.length;
        for (int i = 0; i < p; ) {
            int end = i + 1;
            while (end < p && layout[end] == layout[end - 1] + 1) {
                end++;
            }
            long outOffset = blocks.offset(layout[i]);
            long count = at[end] - at[i];
            if (in) {
                schedule.copy(Buffers.OUT, outOffset, permuted, at[i], count);
            } else {
                schedule.copy(permuted, at[i], Buffers.OUT, outOffset, count);
            }
            i = end;
        }
        schedule.fence();
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (Integer.bitCount(p) != 1) {
            return OptionalLong.empty();
        }
        long bytes = args.bytes();
        int steps = IntMath.floorLog2(p);
        if (!bandwidth) {
            return OptionalLong.of(steps * (model.transferPs(bytes) + model.gamma().timePs(bytes)));
        }
        if (args.count() % p != 0) {
            return OptionalLong.empty();
        }
        long total = 0;
        for (int s = 0; s < steps; s++) {
            long moved = bytes >> (s + 1);
            total += 2 * model.transferPs(moved) + model.gamma().timePs(moved);
        }
        return OptionalLong.of(total);
    }
}
