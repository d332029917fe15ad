package org.collsim.mpi.run;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.CollopsException;
import org.collsim.mpi.comm.Communicator;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.layer.Layer;

/**
 * A workload that creates and frees many communicators: world and every rank's self at
 * init, then {@code splits} times MPI_Comm_split of the world into {@code colors} colors
 * (rank mod colors) followed by freeing the parts, then finalize. It shows table sharing: the
 * tables allocated stay at one per distinct {@code prev} per layer.
 */
public final class CommunicatorChurn {
    private CommunicatorChurn() {
    }

    public static TableStats run(int worldSize, int splits, int colors, RunOptions options) {
        if (colors < 1 || colors > worldSize) {
            throw new IllegalArgumentException("colors must be in 1.." + worldSize + ", found " + colors);
        }
        CommWorld comms = new CommWorld(worldSize, options.hookOrder(), options.dispatchRule(),
                c -> AlgorithmRegistry.builtIn().defaultFor(c).orElse(null));
        for (Layer layer : options.layers()) {
            layer.attach(comms);
        }
        Communicator world = comms.world();
        Communicator[] selves = new Communicator[worldSize];
        for (int r = 0; r < worldSize; r++) {
            selves[r] = comms.self(r);
        }
        for (int i = 0; i < splits; i++) {
            Communicator[] parts = comms.split(world, r -> r % colors, r -> r);
            for (int c = 0; c < colors; c++) {
                comms.free(parts[c]); // rank c is the first member of color c
            }
        }
        for (Communicator self : selves) {
            comms.free(self);
        }
        comms.free(world);
        if (comms.aliveCommunicators() > 0 || comms.stats().aliveTables() > 0) {
            throw new CollopsException("leak after the workload: " + comms.aliveList());
        }
        return comms.stats();
    }
}
