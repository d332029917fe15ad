package org.collsim.mpi.error;

/**
 * A run limit (events, wall-clock time, virtual time) stopped a job before it finished: which
 * limit, what was reached, and how far the job got (events fired, virtual time of the last one).
 */
public final class LimitExceededException extends CollsimException {
    private final String limit;
    private final long eventsFired;
    private final long reachedPs;

    /** {@code limit} names the limit ("max_events"), {@code detail} says what was reached. */
    public LimitExceededException(String limit, String detail, long eventsFired, long reachedPs) {
        super(limit + " reached: " + detail);
        this.limit = limit;
        this.eventsFired = eventsFired;
        this.reachedPs = reachedPs;
    }

    public String limit() {
        return limit;
    }

    public long eventsFired() {
        return eventsFired;
    }

    /** The virtual time of the last event fired before the stop. */
    public long reachedPs() {
        return reachedPs;
    }

    @Override
    public Kind kind() {
        return Kind.LIMIT_EXCEEDED;
    }
}
