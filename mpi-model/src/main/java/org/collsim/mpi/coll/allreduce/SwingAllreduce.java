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
 * partner serves from step s+1 on, packed into one message, and combines the blocks it keeps;
 * the allgather returns them. The blocks a rank serves are scattered over the vector, so a
 * rank's schedule has about 1.5 p pack and unpack vertices (6143 at p = 4096) where recursive
 * halving has 2 lg p: fine to thousands of ranks, not to millions (the paper's implementation
 * permutes the buffer to keep them contiguous; collsim does not).</li>
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

    /** rho(s) = (1 - (-2)^(s+1)) / 3. */
    static long rho(int step) {
        return (1 - (long) Math.pow(-2, step + 1)) / 3;
    }

    /** pi(r, s) among p ranks. */
    static int peer(int rank, int step, int p) {
        long offset = rank % 2 == 0 ? rho(step) : -rho(step);
        return (int) Math.floorMod(rank + offset, (long) p);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        PowerOfTwoFold.allreduce(args, rank, schedule, (fold, newRank, tmp) -> {
            int p = fold.pof2();
            int steps = IntMath.floorLog2(p);
            if (!bandwidth) {
                for (int s = 0; s < steps; s++) {
                    int partner = fold.realRank(peer(newRank, s, p));
                    schedule.send(partner, Buffers.OUT, 0, n);
                    schedule.recv(partner, tmp, 0, n);
                    schedule.fence();
                    schedule.reduce(args.op(), tmp, 0, Buffers.OUT, 0, n);
                    schedule.fence();
                }
                return;
            }
            int packed = schedule.tmp(n);
            for (int s = 0; s < steps; s++) {
                int q = peer(newRank, s, p);
                exchange(args, fold.realRank(q), SwingReach.reach(q, s + 1, p), SwingReach.reach(newRank, s + 1, p),
                        p, packed, tmp, true, schedule);
            }
            for (int s = steps - 1; s >= 0; s--) {
                int q = peer(newRank, s, p);
                exchange(args, fold.realRank(q), SwingReach.reach(newRank, s + 1, p), SwingReach.reach(q, s + 1, p),
                        p, packed, tmp, false, schedule);
            }
        });
    }

    /**
     * One bandwidth step: the blocks {@code sent} packed into one message to {@code partner}, the
     * blocks {@code received} unpacked from its message, combined (reduce-scatter) or copied
     * (allgather) into OUT. Runs of consecutive blocks move as one piece.
     */
    private static void exchange(CollArgs args, int partner, int[] sent, int[] received, int p, int packed, int tmp,
                                 boolean combine, ScheduleBuilder schedule) {
        long n = args.count();
        long sentCount = 0;
        for (int i = 0; i < sent.length; i = runEnd(sent, i)) {
            long[] run = run(n, p, sent, i);
            schedule.copy(Buffers.OUT, run[0], packed, sentCount, run[1]);
            sentCount += run[1];
        }
        schedule.fence();
        long receivedCount = 0;
        for (int i = 0; i < received.length; i = runEnd(received, i)) {
            receivedCount += run(n, p, received, i)[1];
        }
        schedule.send(partner, packed, 0, sentCount);
        schedule.recv(partner, tmp, 0, receivedCount);
        schedule.fence();
        long at = 0;
        for (int i = 0; i < received.length; i = runEnd(received, i)) {
            long[] run = run(n, p, received, i);
            if (combine) {
                schedule.reduce(args.op(), tmp, at, Buffers.OUT, run[0], run[1]);
            } else {
                schedule.copy(tmp, at, Buffers.OUT, run[0], run[1]);
            }
            at += run[1];
        }
        schedule.fence();
    }

    /** The index after the run of consecutive blocks that starts at {@code i}. */
    private static int runEnd(int[] blocks, int i) {
        int end = i + 1;
        while (end < blocks.length && blocks[end] == blocks[end - 1] + 1) {
            end++;
        }
        return end;
    }

    /** {offset, count} of the run of blocks starting at index i. */
    private static long[] run(long n, int p, int[] blocks, int i) {
        long offset = BlockPartition.offset(n, p, blocks[i]);
        return new long[] {offset, BlockPartition.offset(n, p, blocks[runEnd(blocks, i) - 1] + 1) - offset};
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
