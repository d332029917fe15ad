package org.collsim.scenario;

import java.util.OptionalLong;
import org.collsim.engine.RunLimits;
import org.collsim.engine.Time;
import org.collsim.engine.Units;

/**
 * A scenario's run limits ({@code "limits"}), per point: events fired over all its replications,
 * wall-clock time over all its replications, and virtual time of each replication. The defaults
 * stop a runaway point (a loop of 10^12 events, thousands of replications of a large barrier)
 * within an hour on one core and let every ordinary point through; virtual time is limited only by
 * its range ({@link Time#LIMIT_PS}) unless the scenario says less. A user raises the limits in the
 * scenario or with {@code --max-events} and {@code --max-wall}.
 */
public record Limits(long maxEvents, long maxWallPs, long maxSimulatedPs) {
    /** 10^10 events: about 10 to 30 minutes of simulation on one core. */
    public static final long DEFAULT_MAX_EVENTS = 10_000_000_000L;
    public static final String DEFAULT_MAX_WALL = "1h";
    /** By default a run may reach the limit of virtual time, past which it stops as a failure (issue 8). */
    public static final Limits DEFAULTS = new Limits(DEFAULT_MAX_EVENTS, Units.parseDurationPs(DEFAULT_MAX_WALL),
            Time.LIMIT_PS);
    /** The least wall-clock limit: 1 ms (the clock is read every {@link RunLimits#WALL_CHECK_EVENTS} events). */
    public static final long MIN_WALL_PS = 1_000_000_000L;
    private static final long PS_PER_NS = 1000;

    /** Values given on the command line, which replace the scenario's. */
    public record Overrides(OptionalLong maxEvents, OptionalLong maxWallPs) {
        public static final Overrides NONE = new Overrides(OptionalLong.empty(), OptionalLong.empty());
    }

    public Limits with(Overrides o) {
        return new Limits(o.maxEvents().orElse(maxEvents), o.maxWallPs().orElse(maxWallPs), maxSimulatedPs);
    }

    /**
     * What one replication of a point may still use once earlier replications fired
     * {@code eventsUsed} events in {@code wallUsedNanos}; an exhausted budget is 0, which stops
     * the replication before its first event.
     */
    public RunLimits remaining(long eventsUsed, long wallUsedNanos) {
        return new RunLimits(Math.max(0, maxEvents - eventsUsed), maxSimulatedPs,
                Math.max(0, maxWallPs / PS_PER_NS - wallUsedNanos));
    }

    /** What a limit's name stood at, for a stopped record: "max_events (10000000000 events) reached". */
    public String reached(String limit) {
        String value = switch (limit) {
            case LimitsParser.MAX_EVENTS -> maxEvents + " events";
            case LimitsParser.MAX_WALL -> Units.formatPs(maxWallPs) + " of wall-clock time";
            case LimitsParser.MAX_SIMULATED -> Units.formatPs(maxSimulatedPs) + " of virtual time";
            default -> throw new IllegalArgumentException("no run limit named " + limit);
        };
        return limit + " (" + value + ") reached";
    }

    /** "max_events 10000000000, max_wall 1h, max_simulated 1d" as the user may write them back. */
    public String describe() {
        return "max_events " + maxEvents + ", max_wall " + Units.formatPs(maxWallPs) + ", max_simulated "
                + Units.formatPs(maxSimulatedPs);
    }
}
