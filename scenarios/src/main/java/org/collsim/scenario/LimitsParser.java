package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.ParamKind;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.scenario.json.Cursor;

/**
 * Parses {@code limits}: {@code max_events} (an integer), {@code max_wall} and
 * {@code max_simulated} (durations); an absent one keeps its default ({@link Limits#DEFAULTS}).
 */
final class LimitsParser {
    static final String LIMITS = "limits";
    static final String MAX_EVENTS = "max_events";
    static final String MAX_WALL = "max_wall";
    static final String MAX_SIMULATED = "max_simulated";

    private LimitsParser() {
    }

    /** The defaults when absent; empty on a problem. */
    static Optional<Limits> parse(Cursor c) {
        Limits d = Limits.DEFAULTS;
        if (!c.isPresent()) {
            return Optional.of(d);
        }
        if (!c.object("a limits object such as {\"max_events\": 1000000000, \"max_wall\": \"10min\", \"max_simulated\": "
                + "\"1h\"}", List.of(), List.of(MAX_EVENTS, MAX_WALL, MAX_SIMULATED))) {
            return Optional.empty();
        }
        Cursor events = c.field(MAX_EVENTS);
        OptionalLong maxEvents = events.isPresent()
                ? events.integer("a number of events of at least 1", 1, Long.MAX_VALUE) : OptionalLong.of(d.maxEvents());
        OptionalLong maxWall = duration(c.field(MAX_WALL), d.maxWallPs(), Limits.MIN_WALL_PS, "a wall-clock time of at least 1ms");
        OptionalLong maxSimulated = duration(c.field(MAX_SIMULATED), d.maxSimulatedPs(), 1,
                "a virtual time of at least 1ps");
        if (maxEvents.isEmpty() || maxWall.isEmpty() || maxSimulated.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new Limits(maxEvents.getAsLong(), maxWall.getAsLong(), maxSimulated.getAsLong()));
    }

    private static OptionalLong duration(Cursor c, long defaultPs, long minPs, String expected) {
        if (!c.isPresent()) {
            return OptionalLong.of(defaultPs);
        }
        OptionalLong ps = UnitValues.read(c, ParamKind.DURATION);
        if (ps.isPresent() && ps.getAsLong() < minPs) {
            c.fail(expected, org.collsim.engine.Units.formatPs(ps.getAsLong()));
            return OptionalLong.empty();
        }
        return ps;
    }
}
