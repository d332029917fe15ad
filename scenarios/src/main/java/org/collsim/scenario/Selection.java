package org.collsim.scenario;

import java.util.List;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/** One collective of a benchmark and the algorithms chosen for it, in scenario order. */
public record Selection(Collective collective, List<CollectiveAlgorithm> algorithms) {
    public Selection {
        algorithms = List.copyOf(algorithms);
    }
}
