package org.collsim.scenario;

/**
 * A parsed {@code comm_workload}: on {@code ranks} ranks, world and every rank's self at init,
 * then {@code splits} times a split of the world into {@code colors} colors, each part freed
 * again (see {@link org.collsim.mpi.run.CommunicatorChurn}).
 */
public record CommWorkload(int splits, int colors, int ranks) {
    /** The communicators the workload creates: world, one self per rank, {@code colors} per split. */
    public long communicators() {
        return 1L + ranks + (long) splits * colors;
    }

    /** The work of its splits, counted against max_events: each split visits every rank and frees every color. */
    public long steps() {
        return (long) splits * (ranks + colors);
    }
}
