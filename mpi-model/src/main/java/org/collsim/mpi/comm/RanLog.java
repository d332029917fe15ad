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
        String collective;
        int ranks;
        String layer;
        String algorithm;
        List<Ran> steps;

        Frame reset(String collective, int ranks, String layer) {
            this.collective = collective;
            this.ranks = ranks;
            this.layer = layer;
            this.algorithm = null;
            this.steps = List.of();
            return this;
        }

        Ran toRan() {
            return new Ran(collective, ranks, layer, algorithm == null ? layer : algorithm, steps);
        }

        /**
         * Whether this frame is {@code ran} by identity of its parts: the ranks of a call give the
         * same strings and, without steps, the same empty list, and merging a call again changes nothing.
         */
        boolean isSameAs(Ran ran) {
            return ran != null && ran.collective() == collective && ran.ranks() == ranks && ran.layer() == layer
                    && ran.algorithm() == (algorithm == null ? layer : algorithm) && ran.steps() == steps;
        }
    }

    private final Deque<Frame> open = new ArrayDeque<>();
    /** Closed frames, reused: every rank of every call opens one. */
    private final Deque<Frame> spare = new ArrayDeque<>();
    private List<Ran> calls = List.of();
    private boolean on;
    /** The last algorithm given and its label: the ranks of a call share one algorithm. */
    private CollectiveAlgorithm lastAlgorithm;
    private String lastLabel;
    /** The last call merged at the top: the next rank's frame is usually the same, merged already. */
    private Ran lastTop;

    void start() {
        on = true;
    }

    void open(String collective, int ranks, String layer) {
        if (on) {
            Frame f = spare.isEmpty() ? new Frame() : spare.pop();
            open.push(f.reset(collective, ranks, layer));
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
     * The algorithm built for the innermost open call. Its label is made only while the log is on,
     * and once for a run of ranks given the same algorithm: every rank of every call passes here,
     * and a label per call was 1M strings at 2^20 ranks.
     */
    void algorithm(CollectiveAlgorithm algorithm) {
        if (on && !open.isEmpty()) {
            if (algorithm != lastAlgorithm) {
                lastAlgorithm = algorithm;
                lastLabel = algorithm.label();
            }
            open.peek().algorithm = lastLabel;
        }
    }

    void close() {
        if (!on) {
            return;
        }
        Frame f = open.pop();
        if (open.isEmpty()) {
            if (!f.isSameAs(lastTop)) {
                lastTop = f.toRan();
                calls = Ran.merge(calls, lastTop);
            }
        } else {
            Frame parent = open.peek();
            parent.steps = Ran.merge(parent.steps, f.toRan());
        }
        spare.push(f);
    }

    List<Ran> calls() {
        return new ArrayList<>(calls);
    }
}
