package org.collsim.mpi.run;

import org.collsim.engine.Simulation;
import org.collsim.mpi.comm.CommWorld;
import org.collsim.mpi.comm.Communicator;

/**
 * A workload that creates and frees many communicators: after MPI_Init (world and every rank's
 * self), {@code splits} times MPI_Comm_split of the world into {@code colors} colors (rank mod
 * colors) followed by freeing the parts. It shows table sharing: the tables allocated stay at
 * one per distinct {@code prev} per layer. Its outcome is the number of communicators made.
 */
public final class CommunicatorChurn implements Workload<Long> {
    private final int splits;
    private final int colors;

    private CommunicatorChurn(int splits, int colors) {
        this.splits = splits;
        this.colors = colors;
    }

    /** The workload as a job on {@code spec}; the table counters are the result's. */
    public static Job.Result<Long> run(JobSpec spec, int splits, int colors) {
        if (colors < 1 || colors > spec.ranks()) {
            throw new IllegalArgumentException("colors must be in 1.." + spec.ranks() + ", found " + colors);
        }
        return Job.run(spec, new CommunicatorChurn(splits, colors));
    }

    @Override
    public void start(Job job) {
        CommWorld comms = job.comms();
        Simulation sim = job.simulation();
        for (int i = 0; i < splits; i++) {
            Communicator[] parts = comms.split(job.world(), r -> {
                sim.inlineStep(); // the splits run outside the event loop: a step per rank and color lets max_wall stop them
                return r % colors;
            }, r -> r);
            for (int c = 0; c < colors; c++) {
                sim.inlineStep();
                comms.free(parts[c]); // rank c is the first member of color c
            }
        }
    }

    @Override
    public Long finish(Job job) {
        return 1L + job.spec().ranks() + (long) splits * colors; // world, the selves, the parts
    }
}
