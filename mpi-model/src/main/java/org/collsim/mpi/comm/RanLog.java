package org.collsim.mpi.comm;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/**
 * Records, while on, what served each dispatched call (see {@link Ran}): a frame per dispatch,
 * re-owned when the call falls through, given its algorithm when one is built, closed into
 * its parent's steps or, at the top, merged into the calls seen so far.
 */
final class RanLog {
    private static final class Frame {
        final String collective;
        final int ranks;
        String layer;
        String algorithm;
        List<Ran> steps = List.of();

        Frame(String collective, int ranks, String layer) {
            this.collective = collective;
            this.ranks = ranks;
            this.layer = layer;
        }
    }

    private final Deque<Frame> open = new ArrayDeque<>();
    private List<Ran> calls = List.of();
    private boolean on;

    void start() {
        on = true;
    }

    void open(String collective, int ranks, String layer) {
        if (on) {
            open.push(new Frame(collective, ranks, layer));
        }
    }

    /** The call fell through to {@code layer}: that layer serves it, not the one above. */
    void relayer(String layer) {
        if (on) {
            Frame f = open.peek();
            f.layer = layer;
            f.algorithm = null;
            f.steps = List.of();
        }
    }

    /**
     * The algorithm built for the innermost open call. Its label is made only while the log is on:
     * every rank of every call passes here, and a label per call was 1M strings at 2^20 ranks.
     */
    void algorithm(CollectiveAlgorithm algorithm) {
        if (on && !open.isEmpty()) {
            open.peek().algorithm = algorithm.label();
        }
    }

    void close() {
        if (!on) {
            return;
        }
        Frame f = open.pop();
        Ran r = new Ran(f.collective, f.ranks, f.layer, f.algorithm == null ? f.layer : f.algorithm, f.steps);
        if (open.isEmpty()) {
            calls = Ran.merge(calls, r);
        } else {
            Frame parent = open.peek();
            parent.steps = Ran.merge(parent.steps, r);
        }
    }

    List<Ran> calls() {
        return new ArrayList<>(calls);
    }
}
