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

    /** Runs until no event is left or {@link #stop()} is called; returns the final time. */
    public long run() {
        stopped = false;
        while (!stopped && !queue.isEmpty()) {
            nowPs = queue.peekTimePs();
            Event e = queue.poll();
            eventsFired++;
            e.fire(nowPs);
        }
        return nowPs;
    }

    /** Makes {@link #run()} return after the event being fired. */
    public void stop() {
        stopped = true;
    }
}
