package org.collsim.engine;

/**
 * Pending events ordered by (time, insertion sequence): equal times leave in the order they
 * were added, which makes every run deterministic.
 */
public interface EventQueue {
    void add(long timePs, Event event);

    boolean isEmpty();

    int size();

    /** Time of the earliest event; undefined when empty. */
    long peekTimePs();

    /** Removes and returns the earliest event. */
    Event poll();

    /**
     * Whether {@code event} is the last event pending at {@code timePs}, so that one added at that
     * time now would come right after it; false when the queue cannot tell.
     */
    default boolean isLast(long timePs, Event event) {
        return false;
    }
}
