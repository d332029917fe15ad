package org.collsim.cli;

import java.util.OptionalLong;
import org.collsim.engine.Units;
import org.collsim.mpi.error.BadInputException;
import org.collsim.scenario.Limits;
import picocli.CommandLine.Option;

/**
 * {@code --max-events} and {@code --max-wall}, shared by {@code run} and {@code validate}: run
 * limits that replace the scenario's {@code "limits"} (docs/SCENARIOS.md, Run limits).
 */
final class LimitOptions {
    @Option(names = "--max-events", paramLabel = "N", description = "stop a point after N events over all its "
            + "replications (default: the scenario's limits.max_events, else " + Limits.DEFAULT_MAX_EVENTS + ")")
    private Long maxEvents;

    @Option(names = "--max-wall", paramLabel = "DURATION", description = "stop a point after this much wall-clock time "
            + "over all its replications, e.g. 10min (default: the scenario's limits.max_wall, else "
            + Limits.DEFAULT_MAX_WALL + ")")
    private String maxWall;

    /** The values given; a bad one is bad input naming the option. */
    Limits.Overrides overrides() {
        if (maxEvents != null && maxEvents < 1) {
            throw new BadInputException("--max-events: expected a number of events of at least 1, found " + maxEvents);
        }
        OptionalLong wallPs = OptionalLong.empty();
        if (maxWall != null) {
            try {
                wallPs = OptionalLong.of(Units.parseDurationPs(maxWall));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--max-wall: " + e.getMessage());
            }
            if (wallPs.getAsLong() < Limits.MIN_WALL_PS) {
                throw new BadInputException("--max-wall: expected a wall-clock time of at least 1ms, found " + maxWall);
            }
        }
        return new Limits.Overrides(maxEvents == null ? OptionalLong.empty() : OptionalLong.of(maxEvents), wallPs);
    }
}
