package org.collsim.mpi.progress;

import org.collsim.engine.Event;

/**
 * On-demand wire-up: before a rank's first send to a peer it must have the peer's business
 * card (its address). The process manager fetches it; the engine holds the sends to that peer
 * until it has arrived ({@link ProgressEngine#enableCardLookups}).
 */
public interface CardLookup {
    /** Fetches {@code peer}'s card for {@code rank}, asked at {@code nowPs}; fires {@code arrived} when the rank has it. */
    void fetch(int rank, int peer, long nowPs, Event arrived);
}
