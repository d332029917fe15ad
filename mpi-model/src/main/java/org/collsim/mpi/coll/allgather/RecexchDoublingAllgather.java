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
 * Recursive-exchange allgather, recursive doubling extended to radix k (Thakur,
 * Rabenseifner &amp; Gropp 2005): MPICH {@code allgather_intra_recexch} with {@code recexch_type}
 * recursive doubling. Any p. See {@link org.collsim.mpi.coll.RecursiveExchange} for the steps.
 * <ol>
 * <li>Step 1: a rank outside the power of k sends its block to its participant and waits
 * for the whole result (step 3); a participant copies its block to OUT and receives its
 * step-1 senders' blocks.</li>
 * <li>Step 2, log_k(pOfK) phases: send the blocks of the rank's group to the k-1 neighbours
 * of the phase (one after the other, in {@link org.collsim.mpi.coll.RecursiveExchange#sendOrder}'s
 * contention-free order) and receive theirs.</li>
 * <li>Step 3: send all p blocks to each step-1 sender.</li>
 * </ol>
 * <p>Cost: for p a power of k (after lowering k to p), the sum over phases j of (k-1)(alpha +
 * k^j n beta); at k = 2 that is lg p * alpha + (p-1) n beta (Thakur et al.). Exact under
 * Hockney's model: each phase is k-1 rounds in which no two ranks send to the same one.
 * Otherwise no closed form: step 1's senders delay some participants' first phase while their
 * neighbours' blocks are already on the way (p = 3, k = 2; the test derives it).
 */
public final class RecexchDoublingAllgather extends OneParameterAlgorithm {
    private static final Parameter K = new Parameter("k", 2, 2, 1 << 16, "radix: neighbours per phase plus one");

    private final int k;

    public RecexchDoublingAllgather() {
        this(K.defaultValue());
    }

    private RecexchDoublingAllgather(long k) {
        super(K, k);
        this.k = Math.toIntExact(k);
    }

    @Override
    public Collective collective() {
        return Collective.ALLGATHER;
    }

    @Override
    public String name() {
        return "recexch_doubling";
    }

    @Override
    public String citation() {
        return "; MPICH allgather_intra_recexch.c, recexchalgo.c";
    }

    @Override
    protected CollectiveAlgorithm with(long value) {
        return new RecexchDoublingAllgather(value);
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        RecexchAllgatherSchedule.build(args, rank, schedule, k, false);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return RecexchAllgatherSchedule.closedFormPs(args, model, k, false);
    }
}
