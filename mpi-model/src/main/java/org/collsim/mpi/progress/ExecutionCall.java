package org.collsim.mpi.progress;

/**
 * What the {@link ScheduleExecution}s of one collective call share: the engine, the
 * communicator (its world ranks, context id and tag), the element size, whom to tell when a
 * rank's schedule is done and the call's label. A million executions run at once; what they
 * share is held once.
 */
public final class ExecutionCall {
    final ProgressEngine engine;
    private final int[] worldRanks;
    final int context;
    final int tag;
    final int elementBytes;
    final ScheduleExecution.Listener listener;
    final String label;

    /**
     * @param worldRanks communicator rank to world rank; null means identity
     * @param listener   told when each rank's schedule is done, or null
     */
    public ExecutionCall(ProgressEngine engine, int[] worldRanks, int context, int tag, int elementBytes,
                         ScheduleExecution.Listener listener, String label) {
        this.engine = engine;
        this.worldRanks = worldRanks;
        this.context = context;
        this.tag = tag;
        this.elementBytes = elementBytes;
        this.listener = listener;
        this.label = label;
    }

    int world(int commRank) {
        return worldRanks == null ? commRank : worldRanks[commRank];
    }
}
