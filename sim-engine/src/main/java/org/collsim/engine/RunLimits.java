package org.collsim.engine;

/**
 * What one {@link Simulation#run()} may use before it stops with a {@link RunLimitException}:
 * events fired, virtual time reached, and wall-clock time since the limits were set. The events and
 * virtual-time limits stop a run at the same event every time (deterministic); the wall-clock
 * limit is read every {@value #WALL_CHECK_EVENTS} events fired and every as many events added, so
 * it stops a run at most that many events late, and where depends on the machine.
 */
public record RunLimits(long maxEvents, long maxSimulatedPs, long maxWallNanos) {
    /** No limit but the range of a {@code long}. */
    public static final RunLimits NONE = new RunLimits(Long.MAX_VALUE, Long.MAX_VALUE, Long.MAX_VALUE);
    /** Events between two reads of the clock: a read costs tens of nanoseconds, an event about a hundred. */
    public static final int WALL_CHECK_EVENTS = 1 << 16;

    public RunLimits {
        if (maxEvents < 0 || maxSimulatedPs < 0 || maxWallNanos < 0) {
            throw new IllegalArgumentException("run limits must not be negative: " + maxEvents + " events, "
                    + maxSimulatedPs + " ps, " + maxWallNanos + " ns");
        }
    }
}
