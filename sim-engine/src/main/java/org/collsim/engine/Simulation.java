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
    /** True while {@link #run()} fires events (then the polled event's number is the one a retry keeps). */
    private boolean firing;
    /** Numbers for retries made before {@link #run()}: below every event's, in the order they are made. */
    private long setUpSeq = Long.MIN_VALUE;

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

    /** Runs until no event is left or {@link #stop()} is called; returns the final time. */
    public long run() {
        stopped = false;
        firing = true;
        try {
            while (!stopped && !queue.isEmpty()) {
                nowPs = queue.peekTimePs();
                Event e = queue.poll();
                eventsFired++;
                e.fire(nowPs);
            }
        } finally {
            firing = false;
        }
        return nowPs;
    }

    /** Makes {@link #run()} return after the event being fired. */
    public void stop() {
        stopped = true;
    }
}
