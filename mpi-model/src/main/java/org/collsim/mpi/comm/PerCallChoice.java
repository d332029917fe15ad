package org.collsim.mpi.comm;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/**
 * A default algorithm that stands for another one chosen per call (a selector such as
 * {@code mpich}): the default table builds and records the chosen algorithm.
 */
public interface PerCallChoice {
    /**
     * The algorithm for a call with {@code args} on a communicator whose ranks sit as {@code layout}
     * says; one that can run it (its restrictions are checked here: a choice that cannot is an error
     * thrown, never a quiet switch).
     */
    CollectiveAlgorithm choose(CollArgs args, NodeLayout layout);
}
