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
    /** Events ever added (scheduled or retried): those not yet fired are pending. */
    private long eventsAdded;
    /** The {@link #eventsAdded} at which an add next checks the limits ({@link #addCheckpoint}). */
    private long addCheckAt = Long.MAX_VALUE;
    /** Steps of work within events that add no event ({@link #inlineStep}), and when they next read the clock. */
    private long inlineSteps;
    private long stepCheckAt = Long.MAX_VALUE;
    /** The events count at which {@link #run()} next checks the limits ({@link #checkpoint}). */
    private long checkAt;
    private boolean stopped;
    private RunLimits limits = RunLimits.NONE;
    /** When the limits were set: the wall-clock limit counts from here, set-up included. */
    private long wallStartNanos = System.nanoTime();
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
        counted();
    }

    /**
     * Fires {@code event} at once when it would be the next event anyway, else schedules it now.
     * Called as the last action of the event being fired, with no other event pending by now, no
     * stop asked and no limit check due, {@link #run()} would poll it next: firing it here keeps
     * the order and the count of events fired (and added), without a trip through the queue. The
     * event must not {@link #retry}.
     */
    public void fireNext(Event event) {
        if (firing && !stopped && eventsFired < checkAt && eventsAdded + 1 < addCheckAt
                && (queue.isEmpty() || queue.peekTimePs() > nowPs)) {
            eventsAdded++;
            eventsFired++;
            event.fire(nowPs);
        } else {
            schedule(nowPs, event);
        }
    }

    /**
     * Whether {@code event} is the last event pending at {@code timePs}: scheduling another at that
     * time now would queue it right behind {@code event}. False when the queue cannot tell.
     */
    public boolean isLastAt(long timePs, Event event) {
        return queue.isLast(timePs, event);
    }

    /**
     * The limits this simulation stops at from now on (none by default): in {@link #run()}, and
     * where events are added, so that work within one event (a loop of nonblocking calls) is
     * stopped too. The wall-clock limit counts from this call.
     */
    public void limit(RunLimits runLimits) {
        this.limits = runLimits;
        this.wallStartNanos = System.nanoTime();
        this.addCheckAt = eventsAdded + 1;
        this.stepCheckAt = inlineSteps + 1;
    }

    /**
     * One step of work within an event that need not add any (an interpreter's statement, a test
     * that finds nothing complete): every {@value RunLimits#WALL_CHECK_EVENTS} of them read the
     * wall clock, so that a long loop of them inside one event stops at max_wall.
     */
    public void inlineStep() {
        if (++inlineSteps >= stepCheckAt) {
            checkWall();
            stepCheckAt = inlineSteps + RunLimits.WALL_CHECK_EVENTS;
        }
    }

    /**
     * Schedules {@code event} again at the later time {@code timePs}, keeping the sequence number of
     * the event being fired (before {@link #run()}: a number below every event's), so that among the
     * events at {@code timePs} it comes where its first attempt would have — LogGOPSim's rule for an
     * operation that finds its resource busy. Needs a {@link SequencedEventQueue}.
     */
    public void retry(long timePs, Event event) {
        retry(timePs, retrySeq(), event);
    }

    /**
     * The number a retry made now keeps: the event being fired's, or before {@link #run()} a fresh
     * one below every event's (each call a new one, in the order of the calls).
     */
    public long retrySeq() {
        if (!(queue instanceof SequencedEventQueue sequenced)) {
            throw new IllegalStateException("retries need a SequencedEventQueue");
        }
        return firing ? sequenced.polledSeq() : setUpSeq++;
    }

    /**
     * Schedules {@code event} at {@code timePs} with the number {@code seq}, one {@link #retrySeq} gave
     * (a waiting operation's, carried by a wait queue's wake-up). While firing, the time must be later
     * than now, or now with a number after the event being fired's: it then fires among the events
     * left at now in number order. Needs a {@link SequencedEventQueue}.
     */
    public void retry(long timePs, long seq, Event event) {
        if (!(queue instanceof SequencedEventQueue sequenced)) {
            throw new IllegalStateException("retries need a SequencedEventQueue");
        }
        if (firing && (timePs < nowPs || timePs == nowPs && seq <= sequenced.polledSeq())) {
            throw new IllegalStateException("retry at " + timePs + " ps with number " + seq
                    + ", not after the event fired now (" + nowPs + " ps)");
        }
        sequenced.add(timePs, seq, event);
        counted();
    }

    /** Counts an added event, and checks the limits when an add check is due. */
    private void counted() {
        if (++eventsAdded >= addCheckAt) {
            addCheckpoint();
        }
    }

    /**
     * The check where events are added, every {@value RunLimits#WALL_CHECK_EVENTS} adds or sooner:
     * more events pending than max_events allows in all means the run must cross it (it fires
     * every pending event), so it stops now; and the wall clock is read. Only a run that floods
     * the queue within few events stops here: one that crosses max_events gradually stops in
     * {@link #run()} before the event that would cross it.
     */
    private void addCheckpoint() {
        long pending = eventsAdded - eventsFired;
        if (pending > limits.maxEvents()) {
            throw new RunLimitException("max_events", pending + " events pending after " + eventsFired
                    + " fired, more than the limit allows in all", eventsFired, nowPs);
        }
        checkWall();
        // the first add that could make pending pass the limit, or the next clock read (no overflow at Long.MAX_VALUE)
        addCheckAt = eventsAdded + Math.min(RunLimits.WALL_CHECK_EVENTS - 1, limits.maxEvents() - pending) + 1;
    }

    /**
     * Runs until no event is left or {@link #stop()} is called; returns the final time. Crossing
     * a {@link RunLimits} throws a {@link RunLimitException} before the event that would cross it.
     * The hot loop pays two compares per event: the next event's time against the virtual-time
     * limit, and the events fired against the next checkpoint, where the events limit and the
     * clock are read ({@link #checkpoint}); adding an event pays one more ({@link #addCheckpoint}).
     */
    public long run() {
        stopped = false;
        long maxSimulatedPs = limits.maxSimulatedPs();
        checkAt = checkpoint();
        firing = true;
        try {
            while (!stopped && !queue.isEmpty()) {
                long t = queue.peekTimePs();
                if (t > maxSimulatedPs) {
                    throw new RunLimitException("max_simulated", "the next event is at " + t
                            + " ps of virtual time, past " + maxSimulatedPs + " ps", eventsFired, nowPs);
                }
                if (eventsFired >= checkAt) {
                    checkAt = checkpoint();
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
    private long checkpoint() {
        if (eventsFired >= limits.maxEvents()) {
            throw new RunLimitException("max_events", eventsFired + " events fired, the limit", eventsFired, nowPs);
        }
        checkWall();
        return Math.min(limits.maxEvents(), eventsFired + RunLimits.WALL_CHECK_EVENTS);
    }

    private void checkWall() {
        long elapsedNanos = System.nanoTime() - wallStartNanos;
        if (elapsedNanos >= limits.maxWallNanos()) {
            throw new RunLimitException("max_wall", "ran " + elapsedNanos / 1_000_000 + " ms of wall-clock time, past "
                    + limits.maxWallNanos() / 1_000_000 + " ms", eventsFired, nowPs);
        }
    }

    /** Makes {@link #run()} return after the event being fired. */
    public void stop() {
        stopped = true;
    }
}
