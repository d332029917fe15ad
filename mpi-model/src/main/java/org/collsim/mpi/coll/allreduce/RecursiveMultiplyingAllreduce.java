package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive multiplying allreduce (MPICH {@code allreduce_intra_recursive_multiplying.c}):
 * recursive doubling with groups of k. With pofk the largest power of k not above p:
 * <ol>
 * <li>Copy IN to OUT. Pre-stage: rank r &gt;= pofk sends its vector to r mod pofk; rank r &lt; pofk
 * receives from r + pofk, r + 2 pofk, ... and combines them all into its own.</li>
 * <li>Main stage, distances 1, k, k^2, ... &lt; pofk: a {@link DigitExchange} among the k ranks that
 * differ only in the digit of that distance.</li>
 * <li>Post-stage: rank r &lt; pofk sends the result to r + pofk, r + 2 pofk, ...</li>
 * </ol>
 * The pre-stage gathers ranks out of order, so the operation must be commutative (MPICH asserts
 * it when p is not a power of k). {@code k} defaults to MPICH's
 * MPIR_CVAR_ALLREDUCE_RECURSIVE_MULTIPLYING_KVAL, 2. Any p.
 * <p>Cost under Hockney for p = c k^m (c &lt; k, so every rank below pofk has c-1 extras):
 * (c-1)(alpha + n beta) + (c-1) n gamma to gather the extras on the receive port and combine them,
 * m (k-1)(alpha + n beta + n gamma) for the main stage, (c-1)(alpha + n beta) to send the result
 * back. Other p load the low ranks unevenly and no short formula is exact.
 */
public final class RecursiveMultiplyingAllreduce extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: ranks per exchange group");

    private final int k;

    public RecursiveMultiplyingAllreduce() {
        this(K.defaultValue());
    }

    private RecursiveMultiplyingAllreduce(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "recursive_multiplying";
    }

    @Override
    public String citation() {
        return "MPICH allreduce_intra_recursive_multiplying.c";
    }

    @Override
    public Set<Restriction> restrictions() {
        return Set.of(Restriction.COMMUTATIVE_OP_ONLY);
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new RecursiveMultiplyingAllreduce(value);
    }

    private int powerOfK(int p) {
        int power = 1;
        while ((long) power * k <= p) {
            power *= k;
        }
        return power;
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        int p = args.ranks();
        long n = args.count();
        int pofk = powerOfK(p);
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        if (rank >= pofk) {
            schedule.send(rank % pofk, Buffers.OUT, 0, n);
            schedule.fence();
            schedule.recv(rank % pofk, Buffers.OUT, 0, n);
            return;
        }
        int tmp = schedule.tmp((k - 1) * n);
        for (int extra = rank + pofk, slot = 0; extra < p; extra += pofk, slot++) {
            schedule.recv(extra, tmp, slot * n, n);
        }
        schedule.fence();
        for (int extra = rank + pofk, slot = 0; extra < p; extra += pofk, slot++) {
            schedule.reduce(args.op(), tmp, slot * n, Buffers.OUT, 0, n);
        }
        schedule.fence();
        for (long place = 1; place < pofk; place *= k) {
            DigitExchange.exchange(rank, k, place, r -> r, args, tmp, schedule);
        }
        for (int extra = rank + pofk; extra < p; extra += pofk) {
            schedule.send(extra, Buffers.OUT, 0, n);
        }
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        int pofk = powerOfK(p);
        if (p % pofk != 0) {
            return OptionalLong.empty();
        }
        int levels = 0;
        for (int power = 1; power < pofk; power *= k) {
            levels++;
        }
        long extras = p / pofk - 1;
        long t = model.transferPs(args.bytes());
        long r = model.gamma().timePs(args.bytes());
        return OptionalLong.of(extras * (2 * t + r) + (long) levels * (k - 1) * (t + r));
    }
}
