package org.collsim.mpi.progress;

import java.util.List;

/**
 * One rank's posted-receive and unexpected-packet queues, searched in FIFO order (MPI's
 * non-overtaking rule). Each search reports how many entries it traversed, so that searching
 * can cost time.
 */
interface MatchQueue {
    /** Removes and returns the oldest posted receive matching {@code p}, or null. */
    RecvRequest takePosted(Packet p);

    /** Removes and returns the oldest unexpected packet {@code r} matches, or null. */
    Packet takeUnexpected(RecvRequest r);

    void appendPosted(RecvRequest r);

    void appendUnexpected(Packet p);

    /** Removes an unexpected packet that is known to be queued (a cancelled send's). */
    void removeUnexpected(Packet p);

    /** Entries traversed by the last take. */
    int lastSearched();

    int postedDepth();

    /** The deepest each queue has been, and all entries ever traversed (kept here, where the cache line is hot). */
    int maxPostedDepth();

    int maxUnexpectedDepth();

    long totalSearched();

    int unexpectedDepth();

    List<RecvRequest> posted();

    List<Packet> unexpected();
}
