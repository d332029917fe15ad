package org.collsim.mpi.error;

/** A run limit (events, wall time, simulated time) stopped a job before it finished. */
public final class LimitExceededException extends CollsimException {
    private final String limit;

    /** {@code limit} names the limit ("max_events"), {@code detail} says what was reached. */
    public LimitExceededException(String limit, String detail) {
        super(limit + " reached: " + detail);
        this.limit = limit;
    }

    public String limit() {
        return limit;
    }

    @Override
    public Kind kind() {
        return Kind.LIMIT_EXCEEDED;
    }
}
