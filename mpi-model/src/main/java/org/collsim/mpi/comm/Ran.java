package org.collsim.mpi.comm;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What served one collective call: the entry ("allreduce"), the size of its communicator, the
 * layer whose table function built it ("default" for the scenario's own algorithm), the
 * algorithm it ran (the layer's name when the layer wrote its own schedule) and the calls it
 * made on sub-communicators, in order (a hierarchical call's intra- and inter-node steps).
 */
public record Ran(String collective, int ranks, String layer, String algorithm, List<Ran> steps) {
    public Ran {
        steps = List.copyOf(steps);
    }

    // written out: a record's own equals and hashCode bootstrap method handles on first use, milliseconds
    // of a short run's start (docs/PERFORMANCE.md, start-up, session 7); the hash is the record's own formula
    @Override
    public boolean equals(Object o) {
        return o instanceof Ran r && ranks == r.ranks && Objects.equals(collective, r.collective)
                && Objects.equals(layer, r.layer) && Objects.equals(algorithm, r.algorithm) && steps.equals(r.steps);
    }

    @Override
    public int hashCode() {
        return (((Objects.hashCode(collective) * 31 + ranks) * 31 + Objects.hashCode(layer)) * 31
                + Objects.hashCode(algorithm)) * 31 + steps.hashCode();
    }

    /**
     * {@code calls} with {@code call} added: merged into the entry of the same collective, size,
     * layer and algorithm (steps united, first seen first), appended when there is none. Ranks see
     * parts of one call (only leaders take the inter-node step), so the call is their union.
     */
    static List<Ran> merge(List<Ran> calls, Ran call) {
        if (calls.contains(call)) { // what every rank of a call adds after the first: nothing to copy
            return calls;
        }
        List<Ran> out = new ArrayList<>(calls);
        for (int i = 0; i < out.size(); i++) {
            Ran r = out.get(i);
            if (r.collective.equals(call.collective) && r.ranks == call.ranks && r.layer.equals(call.layer)
                    && r.algorithm.equals(call.algorithm)) {
                List<Ran> steps = r.steps;
                for (Ran s : call.steps) {
                    steps = merge(steps, s);
                }
                out.set(i, new Ran(r.collective, r.ranks, r.layer, r.algorithm, steps));
                return out;
            }
        }
        out.add(call);
        return out;
    }
}
