package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import java.util.function.IntToLongFunction;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Bruck's allgather with radix k (Bruck et al. 1997; MPICH {@code allgather_intra_k_brucks},
 * which is {@code allgather_intra_brucks} at k = 2). Any p.
 * <ol>
 * <li>Copy the rank's own block to the top of a temporary of p blocks; block i of the
 * temporary will hold the data of rank (rank + i) mod p.</li>
 * <li>ceil(log_k p) phases, delta = 1, k, k^2, ..: for j = 1 .. k-1 while j*delta &lt; p, send
 * the first delta blocks to rank - j*delta and receive delta blocks from rank + j*delta into
 * blocks j*delta on. In the last phase, when p is not a power of k, the counts are cut so that
 * the p blocks are filled exactly (digit k-1 takes what is left).</li>
 * <li>Rotate: temporary block i goes to OUT block (rank + i) mod p (two COPY ops).</li>
 * </ol>
 * A phase's sends leave one after the other (send j depends on send j-1), as in the k-ary
 * dissemination barrier: they share the one send port anyway. A count of 0 returns at once.
 * <p>Cost: the sum over phases and digits j of alpha + c(j) * n * beta, c(j) the blocks of
 * digit j; for p a power of k that is log_k(p) (k-1) alpha + (p-1) n beta (Bruck et al.), and
 * at k = 2 ceil(lg p) alpha + (p-1) n beta (Thakur et al.). Exact for every p, k and n under
 * Hockney's model: each digit's messages form a shift permutation of equal size on every rank.
 */
public final class BruckAllgather extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: messages sent per phase plus one");

    private final int k;

    public BruckAllgather() {
        this(K.defaultValue());
    }

    private BruckAllgather(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "bruck";
    }

    /** The collective's default (MPICH's default choice when no algorithm is named). */
    @Override
    public boolean isDefault() {
        return true;
    }

    @Override
    public String citation() {
        return "Bruck, Ho, Kipnis, Upfal & Weathersby, Efficient algorithms for all-to-all communications in multiport message-passing systems, IEEE TPDS 1997; MPICH allgather_intra_k_brucks.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new BruckAllgather(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        long n = args.count();
        gather(schedule, rank, args.ranks(), k, block -> block * n);
    }

    /**
     * Bruck's schedule on OUT, whose block b starts at {@code offset(b)} ({@code offset(p)} is
     * the end): written once for allgather's equal blocks and allgatherv's counts. The
     * temporary holds the blocks rotated, so a phase's message is the blocks between two
     * rotated offsets.
     */
    public static void gather(ScheduleBuilder schedule, int rank, int p, int k, IntToLongFunction offset) {
        long total = offset.applyAsLong(p);
        if (total == 0) {
            return;
        }
        IntToLongFunction rotated = i -> rank + i <= p
                ? offset.applyAsLong(rank + i) - offset.applyAsLong(rank)
                : total - offset.applyAsLong(rank) + offset.applyAsLong(rank + i - p);
        int tmp = schedule.tmp(total);
        schedule.copy(Buffers.IN, 0, tmp, 0, rotated.applyAsLong(1));
        for (long delta = 1; delta < p; delta *= k) {
            int previous = -1;
            for (int j = 1; j < k && j * delta < p; j++) {
                int send = schedule.send((int) ((rank - j * delta + p) % p), tmp, 0, rotated.applyAsLong((int) blocks(p, delta, j)));
                if (previous >= 0) {
                    schedule.dependsOn(send, previous);
                }
                previous = send;
            }
            for (int j = 1; j < k && j * delta < p; j++) {
                int first = (int) (j * delta);
                long start = rotated.applyAsLong(first);
                schedule.recv((rank + first) % p, tmp, start, rotated.applyAsLong(first + (int) blocks(p, delta, j)) - start);
            }
            schedule.fence();
        }
        long mine = offset.applyAsLong(rank);
        schedule.copy(tmp, 0, Buffers.OUT, mine, total - mine);
        schedule.copy(tmp, total - mine, Buffers.OUT, 0, mine);
    }

    /** Blocks that digit {@code j} of the phase with {@code delta} moves: delta, cut to the blocks left at p. */
    private static long blocks(int p, long delta, int j) {
        return Math.min(delta, p - j * delta);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        if (args.count() == 0) {
            return OptionalLong.of(0);
        }
        long total = 0;
        for (long delta = 1; delta < p; delta *= k) {
            for (int j = 1; j < k && j * delta < p; j++) {
                total += model.transferPs(blocks(p, delta, j) * args.bytes());
            }
        }
        return OptionalLong.of(total);
    }
}
