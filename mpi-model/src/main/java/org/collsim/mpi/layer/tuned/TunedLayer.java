package org.collsim.mpi.layer.tuned;

import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.tuned.TunedThresholds.Cutoff;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Chooses among the algorithm library by message size and rank count, as MPICH's default
 * selection does (see {@link TunedThresholds}). When its choice is not in the registry or
 * cannot run the call, it falls through to the table below.
 */
public final class TunedLayer implements Layer {
    public static final String NAME = "tuned";
    private static final Set<Collective> COLLECTIVES = EnumSet.of(Collective.BARRIER, Collective.BCAST,
            Collective.GATHER, Collective.SCATTER, Collective.REDUCE, Collective.ALLREDUCE, Collective.ALLGATHER,
            Collective.ALLTOALL, Collective.REDUCE_SCATTER, Collective.SCAN, Collective.EXSCAN);

    private final TunedThresholds t;
    private final AlgorithmRegistry registry;

    public TunedLayer(TunedThresholds thresholds, AlgorithmRegistry registry) {
        this.t = thresholds;
        this.registry = registry;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Set<CollEntry> overrides() {
        return CollEntry.bothOf(COLLECTIVES);
    }

    @Override
    public CollFn function() {
        return this::build;
    }

    private void build(CollCall call, ScheduleBuilder schedule) {
        Collective c = call.entry().collective();
        CollectiveAlgorithm a = registry.find(c, choose(c, call.args())).orElse(null);
        if (a == null || AlgorithmRegistry.violation(a, call.args()).isPresent()) {
            call.fallThrough(schedule);
            return;
        }
        call.build(a, schedule);
    }

    /**
     * The registry name MPICH's default selection would use for this call (commutative
     * operations). Exhaustive over {@link Collective}: a new collective must be decided here.
     */
    public String choose(Collective c, CollArgs args) {
        int p = args.ranks();
        long bytes = args.bytes();
        boolean powerOfTwo = Integer.bitCount(p) == 1;
        boolean countCoversPof2 = args.count() >= Integer.highestOneBit(p);
        return switch (c) {
            case BCAST -> bytes < t.get(Cutoff.BCAST_SHORT_MSG_SIZE) || p < t.get(Cutoff.BCAST_MIN_PROCS) ? "binomial"
                    : bytes < t.get(Cutoff.BCAST_LONG_MSG_SIZE) && powerOfTwo ? "scatter_recursive_doubling_allgather"
                    : "scatter_ring_allgather";
            case ALLREDUCE -> bytes <= t.get(Cutoff.ALLREDUCE_SHORT_MSG_SIZE) || !countCoversPof2
                    ? "recursive_doubling" : "reduce_scatter_allgather";
            case REDUCE -> bytes > t.get(Cutoff.REDUCE_SHORT_MSG_SIZE) && countCoversPof2 ? "reduce_scatter_gather" : "binomial";
            case ALLGATHER -> allgather(bytes * p, powerOfTwo);
            case ALLTOALL -> bytes <= t.get(Cutoff.ALLTOALL_SHORT_MSG_SIZE) && p >= 8 ? "bruck"
                    : bytes <= t.get(Cutoff.ALLTOALL_MEDIUM_MSG_SIZE) ? "linear" : "pairwise";
            case REDUCE_SCATTER -> bytes < t.get(Cutoff.REDSCAT_COMMUTATIVE_LONG_MSG_SIZE) ? "recursive_halving" : "pairwise";
            case GATHER, SCATTER -> "binomial";
            case SCAN, EXSCAN -> "recursive_doubling";
            case BARRIER -> "dissemination";
            // not in COLLECTIVES: the layer never overrides them, so a call here is a bug
            case GATHERV, SCATTERV, ALLGATHERV, ALLTOALLV, ALLTOALLW, REDUCE_SCATTER_BLOCK ->
                    throw new IllegalArgumentException("the tuned layer has no selection for " + c.id());
        };
    }

    private String allgather(long totalBytes, boolean powerOfTwo) {
        return totalBytes < t.get(Cutoff.ALLGATHER_LONG_MSG_SIZE) && powerOfTwo ? "recursive_doubling"
                : totalBytes < t.get(Cutoff.ALLGATHER_SHORT_MSG_SIZE) ? "bruck" : "ring";
    }
}
