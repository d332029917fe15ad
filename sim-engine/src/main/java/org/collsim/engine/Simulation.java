package org.collsim.engine;

/**
 * One simulation: its clock, its event queue and its random streams. No static state, so a
 * sweep can run many simulations side by side in one JVM.
 */
public final class Simulation {
    private final EventQueue queue;
    private final RandomStreams random;
    private long nowPs;
    private long eventsFired;
    private boolean stopped;
    private RunLimits limits = RunLimits.NONE;
    /** True while {@link #run()} fires events (then the polled event's number is the one a retry keeps). */
    private boolean firing;
    /** Numbers for retries made before {@link #run()}: below every event's, in the order they are made. */
    private long setUpSeq = Long.MIN_VALUE;
    /** The events count at which {@link #run()} next checks the limits ({@link #checkpoint}). */
    private long checkAt;

    /**
     * A simulation on the {@link TimeBucketEventQueue}: collectives put millions of events on a
     * few distinct times, where it is several times faster than a heap.
     */
    public Simulation(long seed) {
        this(seed, new TimeBucketEventQueue());
    }

    public Simulation(long seed, EventQueue queue) {
        this.queue = queue;
        this.random = new RandomStreams(seed);
    }

    public long nowPs() {
        return nowPs;
    }

    public long eventsFired() {
        return eventsFired;
    }

    public int pendingEvents() {
        return queue.size();
    }

    public RandomStreams random() {
        return random;
    }

    /** Schedules {@code event} at absolute time {@code timePs}, which may not lie in the past. */
    public void schedule(long timePs, Event event) {
        if (timePs < nowPs) {
            throw new IllegalStateException(
                    "event scheduled in the past: " + timePs + " ps < now " + nowPs + " ps");
        }
        queue.add(timePs, event);
    }

    /**
     * Fires {@code event} at once when it would be the next event anyway, else schedules it now.
     * Called as the last action of the event being fired, with no other event pending by now, no
     * stop asked and no limit check due, {@link #run()} would poll it next: firing it here keeps
     * the order and the count of events fired, without a trip through the queue. The event must
     * not {@link #retry}.
     */
    public void fireNext(Event event) {
        if (firing && !stopped && eventsFired < checkAt && (queue.isEmpty() || queue.peekTimePs() > nowPs)) {
            eventsFired++;
            event.fire(nowPs);
        } else {
            queue.add(nowPs, event);
        }
    }

    /** The limits the next {@link #run()} stops at (none by default). */
    public void limit(RunLimits runLimits) {
        this.limits = runLimits;
    }

    /**
     * Schedules {@code event} again at the later time {@code timePs}, keeping the sequence number of
     * the event being fired (before {@link #run()}: a number below every event's), so that among the
     * events at {@code timePs} it comes where its first attempt would have — LogGOPSim's rule for an
     * operation that finds its resource busy. Needs a {@link SequencedEventQueue}.
     */
    public void retry(long timePs, Event event) {
        if (!(queue instanceof SequencedEventQueue sequenced)) {
            throw new IllegalStateException("retries need a SequencedEventQueue");
        }
        if (timePs <= nowPs && firing) {
            throw new IllegalStateException("retry at " + timePs + " ps, not after now " + nowPs + " ps");
        }
        sequenced.add(timePs, firing ? sequenced.polledSeq() : setUpSeq++, event);
    }

    /**
     * Runs until no event is left or {@link #stop()} is called; returns the final time. Crossing
     * a {@link RunLimits} throws a {@link RunLimitException} before the event that would cross it.
     * The hot loop pays two compares per event: the next event's time against the virtual-time
     * limit, and the events fired against the next checkpoint, where the events limit and the
     * clock are read ({@link #checkpoint}).
     */
    public long run() {
        stopped = false;
        long maxSimulatedPs = limits.maxSimulatedPs();
        long startNanos = System.nanoTime();
        checkAt = checkpoint(startNanos);
        firing = true;
        try {
            while (!stopped && !queue.isEmpty()) {
                long t = queue.peekTimePs();
                if (t > maxSimulatedPs) {
                    throw new RunLimitException("max_simulated", "the next event is at " + t
                            + " ps of virtual time, past " + maxSimulatedPs + " ps", eventsFired, nowPs);
                }
                if (eventsFired >= checkAt) {
                    checkAt = checkpoint(startNanos);
                }
                nowPs = t;
                Event e = queue.poll();
                eventsFired++;
                e.fire(nowPs);
            }
        } finally {
            firing = false;
        }
        return nowPs;
    }

    /**
     * Throws when the events or the wall-clock limit is reached; else returns the events count at
     * which to check again: the events limit, or sooner to read the clock.
     */
    private long checkpoint(long startNanos) {
        if (eventsFired >= limits.maxEvents()) {
            throw new RunLimitException("max_events", eventsFired + " events fired, the limit", eventsFired, nowPs);
        }
        long elapsedNanos = System.nanoTime() - startNanos;
        if (elapsedNanos >= limits.maxWallNanos()) {
            throw new RunLimitException("max_wall", "ran " + elapsedNanos / 1_000_000 + " ms of wall-clock time, past "
                    + limits.maxWallNanos() / 1_000_000 + " ms", eventsFired, nowPs);
        }
        return Math.min(limits.maxEvents(), eventsFired + RunLimits.WALL_CHECK_EVENTS);
    }

    /** Makes {@link #run()} return after the event being fired. */
    public void stop() {
        stopped = true;
    }
}
