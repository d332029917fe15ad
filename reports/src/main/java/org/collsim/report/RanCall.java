package org.collsim.report;

import java.util.ArrayList;
import java.util.List;

/**
 * What served one collective call of a point: the call ("allreduce"), its communicator's size,
 * the layer whose table function built it ("default": the scenario's own algorithm), the
 * algorithm that ran (the layer's name when the layer wrote its own schedule) and the calls it
 * made on sub-communicators (a hierarchical call's node and leader steps).
 */
public record RanCall(String collective, int ranks, String layer, String algorithm, List<RanCall> steps) {
    public RanCall {
        steps = List.copyOf(steps);
    }

    /** "ring", or for a call made of steps "reduce on 4: binomial, allreduce on 8: ring, bcast on 4: binomial". */
    public String describe() {
        if (steps.isEmpty()) {
            return algorithm;
        }
        List<String> parts = new ArrayList<>();
        for (RanCall s : steps) {
            parts.add(s.collective + " on " + s.ranks + ": " + s.describe());
        }
        return String.join(", ", parts);
    }

    /** The call named: "allreduce on 16: ring", as a program's record lists its calls. */
    public String describeCall() {
        return collective + " on " + ranks + ": " + describe();
    }
}
