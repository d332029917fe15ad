package org.collsim.mpi.run;

import org.collsim.engine.RunLimits;
import org.collsim.engine.net.Network;
import org.collsim.mpi.coll.AlgorithmRegistry;

/**
 * What one simulated job runs on: the machine's network (its rank count is the job's), the MPI
 * set-up (layers, hook order, dispatch rule, device), the algorithms behind the default table,
 * the seed of its simulation, and the limits it stops at.
 */
public record JobSpec(Network network, RunOptions options, AlgorithmRegistry registry, long seed, RunLimits limits) {
    /** A job without run limits. */
    public JobSpec(Network network, RunOptions options, AlgorithmRegistry registry, long seed) {
        this(network, options, registry, seed, RunLimits.NONE);
    }

    public int ranks() {
        return network.ranks();
    }
}
