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
import org.collsim.mpi.coll.RecursiveExchange;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Radix-k Rabenseifner allreduce (MPICH {@code allreduce_intra_k_reduce_scatter_allgather.c}):
 * a recursive-exchange reduce-scatter with vector division by k, then the recursive-exchange
 * allgather in reverse. Ranks are laid out by {@link RecursiveExchange} (steps 1 and 3 are {@link RecexchFrame}'s); the vector splits into
 * pofk blocks ({@link BlockPartition}; MPICH puts the remainder in the last block).
 * <ol>
 * <li>Copy IN to OUT; step 1 folds the ranks outside the power of k in.</li>
 * <li>Reduce-scatter, phase j = 0 .. m-1 (pofk = k^m): the blocks a rank is responsible for,
 * first all, split into k equal parts; it keeps the part numbered by its digit j and sends part v
 * to the group member whose digit j is v (sends one after the other, digit+1, digit+2, ... mod
 * k, as in {@link DigitExchange}), and combines each member's copy of its kept part as it
 * arrives. Rank r ends with block digit-reverse(r), fully reduced (MPICH's
 * reverse_digits_step2).</li>
 * <li>Allgather, phase j = m-1 .. 0: send the blocks held to the k-1 group members and receive
 * theirs, k times as many blocks after each phase.</li>
 * <li>Step 3 returns the result to the ranks of step 1.</li>
 * </ol>
 * Combinations follow arrivals, so the operation must be commutative (MPICH asserts it). Any p.
 * <p>Cost under Hockney for p = k^m with p dividing n, t_j = alpha + (n/k^(j+1)) beta and r_j the
 * combination of n/k^(j+1) elements: sum over j of (k-1) max(t_j, r_j) + min(t_j, r_j) for the
 * reduce-scatter (k-1 contention-free rounds, each combination after its arrival and the previous
 * one) plus (k-1) t_j for the allgather. For k = 2 that is Rabenseifner's 2 lg p alpha + 2 (p-1)/p
 * n beta + (p-1)/p n gamma.
 */
public final class KReduceScatterAllgatherAllreduce extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: ranks per exchange group");

    private final int k;

    public KReduceScatterAllgatherAllreduce() {
        this(K.defaultValue());
    }

    private KReduceScatterAllgatherAllreduce(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "k_reduce_scatter_allgather";
    }

    @Override
    public String citation() {
        return "MPICH allreduce_intra_k_reduce_scatter_allgather.c, recexchalgo.c";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new KReduceScatterAllgatherAllreduce(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        RecexchFrame.build(args, rank, k, schedule, (layout, step2Rank, tmp) -> {
            int radix = layout.radix();
            int[] firstBlock = new int[layout.phases() + 1]; // the range held before each phase
            int size = layout.powerOfRadix();
            long place = 1;
            for (int phase = 0; phase < layout.phases(); phase++, place *= radix) {
                size /= radix;
                int own = (int) (step2Rank / place % radix);
                firstBlock[phase + 1] = firstBlock[phase] + own * size;
                reduceScatter(layout, step2Rank, place, own, firstBlock[phase], size, args, tmp, schedule);
            }
            for (int phase = layout.phases() - 1; phase >= 0; phase--) {
                place /= radix;
                allgather(layout, step2Rank, place, firstBlock[phase], size, args, schedule);
                size *= radix;
            }
        });
    }

    /** Keep part {@code own} of the range [first, first + k size); send the others; combine what comes. */
    private static void reduceScatter(RecursiveExchange g, int newRank, long place, int own, int first, int size,
                                      CollArgs args, int tmp, ScheduleBuilder schedule) {
        long n = args.count();
        int previous = -1;
        for (int j = 1; j < g.radix(); j++) {
            int value = (own + j) % g.radix();
            long[] part = blocks(g, n, first + value * size, size);
            int sent = schedule.send(g.originalRank(member(newRank, place, own, value)), Buffers.OUT, part[0], part[1]);
            if (previous >= 0) {
                schedule.dependsOn(sent, previous);
            }
            previous = sent;
        }
        long[] kept = blocks(g, n, first + own * size, size);
        for (int value = 0, slot = 0; value < g.radix(); value++) {
            if (value != own) {
                long at = slot++ * n + kept[0];
                int arrived = schedule.recv(g.originalRank(member(newRank, place, own, value)), tmp, at, kept[1]);
                int combined = schedule.reduce(args.op(), tmp, at, Buffers.OUT, kept[0], kept[1]);
                schedule.dependsOn(combined, arrived);
            }
        }
        schedule.fence();
    }

    /** Send the range held (part {@code own}'s) to the group; receive the other parts of [first, first + k size). */
    private static void allgather(RecursiveExchange g, int newRank, long place, int first, int size, CollArgs args,
                                  ScheduleBuilder schedule) {
        long n = args.count();
        int own = (int) (newRank / place % g.radix());
        long[] held = blocks(g, n, first + own * size, size);
        int previous = -1;
        for (int j = 1; j < g.radix(); j++) {
            int value = (own + j) % g.radix();
            int sent = schedule.send(g.originalRank(member(newRank, place, own, value)), Buffers.OUT, held[0], held[1]);
            if (previous >= 0) {
                schedule.dependsOn(sent, previous);
            }
            previous = sent;
        }
        for (int value = 0; value < g.radix(); value++) {
            if (value != own) {
                long[] theirs = blocks(g, n, first + value * size, size);
                schedule.recv(g.originalRank(member(newRank, place, own, value)), Buffers.OUT, theirs[0], theirs[1]);
            }
        }
        schedule.fence();
    }

    private static int member(int newRank, long place, int own, int value) {
        return (int) (newRank + (value - own) * place);
    }

    /** {offset, count} of blocks first .. first + size - 1 of pofk. */
    private static long[] blocks(RecursiveExchange g, long n, int first, int size) {
        long offset = BlockPartition.offset(n, g.powerOfRadix(), first);
        return new long[] {offset, BlockPartition.offset(n, g.powerOfRadix(), first + size) - offset};
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        RecursiveExchange layout = new RecursiveExchange(p, k);
        if (!layout.allParticipate() || args.count() % p != 0) {
            return OptionalLong.empty();
        }
        long total = 0;
        long partBytes = args.bytes();
        for (int phase = 0; phase < layout.phases(); phase++) {
            partBytes /= layout.radix();
            long t = model.transferPs(partBytes);
            long r = model.gamma().timePs(partBytes);
            total += (layout.radix() - 1) * Math.max(t, r) + Math.min(t, r) + (layout.radix() - 1) * t;
        }
        return OptionalLong.of(total);
    }
}
