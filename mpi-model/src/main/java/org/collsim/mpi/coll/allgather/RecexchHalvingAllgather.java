package org.collsim.mpi.coll.allgather;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.OneParameterAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Recursive-exchange allgather, distance halving (Sack &amp; Gropp
 * 2012): MPICH {@code allgather_intra_recexch} with {@code recexch_type} distance halving. Any p. See {@link org.collsim.mpi.coll.RecursiveExchange} for the steps.
 * <ol>
 * <li>Step 1: a rank outside the power of k sends its block to its participant and waits
 * for the whole result (step 3); a participant copies its block to OUT and receives its
 * step-1 senders' blocks.</li>
 * <li>Step 2, log_k(pOfK) phases: send the blocks of the rank's group to the k-1 neighbours
 * of the phase (one after the other, in {@link org.collsim.mpi.coll.RecursiveExchange#sendOrder}'s
 * contention-free order) and receive theirs.
 * Distance halving runs the phases from the last digit to the first, after swapping the rank's
 * blocks with the participant whose base-k digits are its own reversed, so that the blocks end
 * in rank order.</li>
 * <li>Step 3: send all p blocks to each step-1 sender.</li>
 * </ol>
 * <p>Cost: (k-1)(alpha + n beta) when p is k (one phase, nobody to swap with). From two phases
 * on no closed form, even for p a power of k: the ranks whose digits read the same reversed (0,
 * for one) skip the swap and send their first phase at once, so a neighbour's swap waits
 * behind it on its receive port (p = 8, k = 2 takes 3 T(n) + T(2n) + T(4n), not the 2 T(n) +
 * T(2n) + T(4n) of a swap and three phases). Off powers of k step 1 delays some participants.
 */
public final class RecexchHalvingAllgather extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: neighbours per phase plus one");

    private final int k;

    public RecexchHalvingAllgather() {
        this(K.defaultValue());
    }

    private RecexchHalvingAllgather(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "recexch_halving";
    }

    @Override
    public String citation() {
        return "; MPICH allgather_intra_recexch.c, recexchalgo.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new RecexchHalvingAllgather(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        RecexchAllgatherSchedule.build(args, rank, schedule, k, true);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return RecexchAllgatherSchedule.closedFormPs(args, model, k, true);
    }
}
