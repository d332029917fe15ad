package org.collsim.scenario;

/** The communicator workload failed under a stack (a broken table protocol or a leak). */
public final class WorkloadFailure extends RuntimeException {
    public WorkloadFailure(CommWorkload workload, LayerStack stack, RuntimeException cause) {
        super("communicator workload (" + workload.splits() + " splits into " + workload.colors() + " colors on "
                + workload.ranks() + " ranks) under layers " + stack.describe() + " failed: " + cause.getMessage(), cause);
    }
}
