package org.collsim.engine;

/**
 * A {@link Simulation#run()} stopped by one of its {@link RunLimits}: which one ("max_events",
 * "max_simulated", "max_wall"), what was reached, and where the run stood. The simulation is
 * left as it was; nothing after the stop is meaningful.
 */
public final class RunLimitException extends RuntimeException {
    private final String limit;
    private final long eventsFired;
    private final long nowPs;

    public RunLimitException(String limit, String detail, long eventsFired, long nowPs) {
        super(detail);
        this.limit = limit;
        this.eventsFired = eventsFired;
        this.nowPs = nowPs;
    }

    /** The limit's name as scenarios spell it: "max_events", "max_simulated" or "max_wall". */
    public String limit() {
        return limit;
    }

    public long eventsFired() {
        return eventsFired;
    }

    /** The virtual time of the last event fired. */
    public long nowPs() {
        return nowPs;
    }
}
