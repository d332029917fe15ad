package org.collsim.cli;

import java.util.OptionalLong;
import org.collsim.engine.Units;
import org.collsim.mpi.error.BadInputException;
import org.collsim.scenario.Limits;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code --max-events} and {@code --max-wall}, shared by {@code run}, {@code validate} and
 * {@code replay}: run limits that replace the scenario's {@code "limits"} (docs/SCENARIOS.md, Run
 * limits). Built in code ({@link Specs}), added to a command with {@link #addTo}.
 */
final class LimitOptions implements OptionGroup {
    private static final String MAX_EVENTS = "--max-events";
    private static final String MAX_WALL = "--max-wall";

    private final CommandSpec options = CommandSpec.create()
            .addOption(Specs.option(MAX_EVENTS, "N", Long.class, "stop a point after N events over all its "
                    + "replications (default: the scenario's limits.max_events, else " + Limits.DEFAULT_MAX_EVENTS + ")"))
            .addOption(Specs.option(MAX_WALL, "DURATION", String.class, "stop a point after this much wall-clock time "
                    + "over all its replications, e.g. 10min (default: the scenario's limits.max_wall, else "
                    + Limits.DEFAULT_MAX_WALL + ")"));

    @Override
    public void addTo(CommandSpec command) {
        command.addMixin("limits", options);
    }

    /** The values given; a bad one is bad input naming the option. */
    Limits.Overrides overrides() {
        Long maxEvents = Specs.value(options, MAX_EVENTS);
        String maxWall = Specs.value(options, MAX_WALL);
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
