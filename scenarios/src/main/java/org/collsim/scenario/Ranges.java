package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.ParamKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.scenario.json.Cursor;

/**
 * The range form of a list of integers, accepted wherever {@code ranks} or {@code bytes} take
 * an array: {@code {"from": A, "to": B, "times": k}} (A, A*k, A*k^2, ... up to B) or
 * {@code {"from": A, "to": B, "step": s}} (A, A+s, ... up to B). The steps must land on B
 * exactly, so that a typo never silently drops the largest value.
 */
final class Ranges {
    /** Most values one range may give. */
    static final int MAX_VALUES = 10_000;
    private static final String EXPECTED = "a range {\"from\", \"to\", and \"times\" (geometric) or \"step\" (linear)}";

    private Ranges() {
    }

    /** What one value of a range is: a plain integer or a size in bytes, within bounds. */
    record Values(String what, boolean sizes, long min, long max) {
        OptionalLong read(Cursor c) {
            if (!sizes || (c.node() != null && c.node().isNumber())) {
                return c.integer(what, min, max);
            }
            OptionalLong v = UnitValues.read(c, ParamKind.SIZE_BYTES);
            if (v.isPresent() && (v.getAsLong() < min || v.getAsLong() > max)) {
                c.fail(what + " from " + min + " to " + max + " bytes", v.getAsLong() + " bytes");
                return OptionalLong.empty();
            }
            return v;
        }
    }

    /** The values of the range at {@code c}, in increasing order; empty when a problem was recorded. */
    static Optional<List<Long>> read(Cursor c, Values values) {
        if (!c.object(EXPECTED, List.of("from", "to"), List.of("times", "step"))) {
            return Optional.empty();
        }
        OptionalLong from = values.read(c.field("from"));
        OptionalLong to = values.read(c.field("to"));
        boolean times = c.field("times").isPresent();
        if (times == c.field("step").isPresent()) {
            c.fail(EXPECTED, times ? "both \"times\" and \"step\"" : "neither \"times\" nor \"step\"");
            return Optional.empty();
        }
        OptionalLong by = times ? c.field("times").integer("a factor", 2, 1 << 20)
                : new Values("a step", values.sizes(), 1, values.max()).read(c.field("step"));
        if (from.isEmpty() || to.isEmpty() || by.isEmpty()) {
            return Optional.empty();
        }
        if (to.getAsLong() < from.getAsLong()) {
            c.field("to").fail("a value not below \"from\" (" + from.getAsLong() + ")", String.valueOf(to.getAsLong()));
            return Optional.empty();
        }
        if (times && from.getAsLong() == 0) {
            c.field("from").fail("a first value above 0 for a geometric range", "0");
            return Optional.empty();
        }
        return steps(c, from.getAsLong(), to.getAsLong(), by.getAsLong(), times);
    }

    private static Optional<List<Long>> steps(Cursor c, long from, long to, long by, boolean times) {
        List<Long> out = new ArrayList<>();
        long v = from;
        while (true) {
            out.add(v);
            if (out.size() > MAX_VALUES) {
                c.fail("a range of at most " + MAX_VALUES + " values", "more");
                return Optional.empty();
            }
            if (v >= to) {
                break;
            }
            long next = times ? (v > to / by ? to + 1 : v * by) : (v > to - by ? to + 1 : v + by);
            if (next > to) {
                c.fail("a range whose steps reach \"to\" exactly", (times ? "times " : "step ") + by + " goes from "
                        + from + " to " + v + ", then past " + to);
                return Optional.empty();
            }
            v = next;
        }
        return Optional.of(out);
    }
}
