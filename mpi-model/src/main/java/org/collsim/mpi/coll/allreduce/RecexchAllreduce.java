package org.collsim.mpi.coll.allreduce;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.RecursiveExchange;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-exchange allreduce (MPICH {@code allreduce_intra_recexch.c}): recursive doubling
 * generalized to radix k. Ranks are laid out by {@link RecursiveExchange}, steps 1 and 3 are {@link RecexchFrame}'s.
 * <ol>
 * <li>Copy IN to OUT. Step 1: ranks outside the power of k send their vector to a rank inside,
 * which combines them in front of its own.</li>
 * <li>Step 2, phase j = 0 .. log_k(pofk) - 1: a {@link DigitExchange} on digit j of the step-2
 * ranks: the whole vector to the k-1 ranks whose digit j differs, theirs combined in rank
 * order.</li>
 * <li>Step 3: the ranks of step 1 get the result back.</li>
 * </ol>
 * Every partial result covers a contiguous range of ranks, so non-commutative operations are
 * correct. {@code k} defaults to MPICH's MPIR_CVAR_ALLREDUCE_RECEXCH_KVAL, 2. Any p.
 * <p>Cost under Hockney for p a power of k (k = p when p &lt; k): log_k(p) (k-1)(alpha + n beta +
 * n gamma), every phase k-1 contention-free rounds and k-1 combinations; for k = 2 that is
 * recursive doubling's lg p (alpha + n beta + n gamma). Steps 1 and 3 load some ranks more than
 * others and no short formula is exact then.
 */
public final class RecexchAllreduce extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: ranks per exchange group");

    private final int k;

    public RecexchAllreduce() {
        this(K.defaultValue());
    }

    private RecexchAllreduce(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLREDUCE;
    }

    @Override
    public String name() {
        return "recexch";
    }

    @Override
    public String citation() {
        return "MPICH allreduce_intra_recexch.c, recexchalgo.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new RecexchAllreduce(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        RecexchFrame.build(args, rank, k, schedule, (layout, step2Rank, tmp) -> {
            long place = 1;
            for (int phase = 0; phase < layout.phases(); phase++, place *= layout.radix()) {
                DigitExchange.exchange(step2Rank, layout.radix(), place, layout::originalRank, args, tmp, schedule);
            }
        });
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        int p = args.ranks();
        RecursiveExchange layout = new RecursiveExchange(p, k);
        if (!layout.allParticipate()) {
            return OptionalLong.empty();
        }
        long bytes = args.bytes();
        long round = model.transferPs(bytes) + model.gamma().timePs(bytes);
        return OptionalLong.of((long) layout.phases() * (layout.radix() - 1) * round);
    }
}
