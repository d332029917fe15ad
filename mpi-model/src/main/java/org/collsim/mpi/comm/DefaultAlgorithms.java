package org.collsim.mpi.comm;

import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/** What "the default implementation" of each collective is in a run (the scenario's selected algorithm). */
@FunctionalInterface
public interface DefaultAlgorithms {
    CollectiveAlgorithm algorithmFor(Collective collective);
}
