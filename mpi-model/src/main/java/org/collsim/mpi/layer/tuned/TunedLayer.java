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
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * Chooses among the algorithm library by message size and rank count, as MPICH's default
 * selection does (see {@link TunedThresholds}). When its choice is not in the registry or
 * cannot run the call, it falls through to the table below.
 */
public final class TunedLayer implements Layer {
    public static final String NAME = "tuned";
    private static final Set<Collective> COLLECTIVES = EnumSet.of(Collective.BARRIER, Collective.BCAST,
            Collective.REDUCE, Collective.ALLREDUCE, Collective.ALLGATHER, Collective.ALLTOALL);

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
        a.build(call.args(), call.rank(), schedule);
    }

    /** The registry name MPICH's default selection would use for this call. */
    public String choose(Collective c, CollArgs args) {
        int p = args.ranks();
        long bytes = args.bytes();
        boolean powerOfTwo = Integer.bitCount(p) == 1;
        return switch (c) {
            case BCAST -> bytes < t.bcastShort() || p < t.bcastMinProcs() ? "binomial"
                    : bytes < t.bcastLong() && powerOfTwo ? "scatter_recursive_doubling_allgather" : "scatter_ring_allgather";
            case ALLREDUCE -> bytes <= t.allreduceShort() || args.count() < Integer.highestOneBit(p)
                    ? "recursive_doubling" : "reduce_scatter_allgather";
            case ALLGATHER -> {
                long total = bytes * p;
                yield total < t.allgatherLong() && powerOfTwo ? "recursive_doubling"
                        : total < t.allgatherShort() ? "bruck" : "ring";
            }
            case ALLTOALL -> bytes <= t.alltoallMedium() ? "linear" : "pairwise";
            case REDUCE -> "binomial";
            default -> "dissemination";
        };
    }
}
