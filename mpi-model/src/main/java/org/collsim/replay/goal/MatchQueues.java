package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * Messages in flight and every rank's two matching queues — posted receives and unexpected
 * messages, each searched from its head for the first entry with equal (source or any, tag or any);
 * size plays no part — as singly linked lists in one pool of entries, so an idle rank costs four ints.
 * A message entry becomes its receiver's unexpected entry without copying.
 */
final class MatchQueues {
    static final int NONE = -1;

    int[] host = new int[256];
    int[] peer = new int[256];
    int[] tag = new int[256];
    long[] size = new long[256];
    /** The operation's record offset: the send's for a message, the receive's for a posted receive. */
    int[] op = new int[256];
    /** cpu << 8 | nic of the send (messages) or of the receive (posted receives). */
    int[] units = new int[256];
    private int[] next = new int[256];
    private int free = NONE;
    private int used;

    private final int[] postedHead;
    private final int[] postedTail;
    private final int[] unexpectedHead;
    private final int[] unexpectedTail;

    MatchQueues(int ranks) {
        postedHead = filled(ranks);
        postedTail = filled(ranks);
        unexpectedHead = filled(ranks);
        unexpectedTail = filled(ranks);
    }

    private static int[] filled(int ranks) {
        int[] a = new int[ranks];
        Arrays.fill(a, NONE);
        return a;
    }

    int allocate(int hostRank, int peerRank, int entryTag, long sizeBytes, int opOffset, int entryUnits) {
        int e = free;
        if (e != NONE) {
            free = next[e];
        } else {
            if (used == host.length) {
                grow();
            }
            e = used++;
        }
        host[e] = hostRank;
        peer[e] = peerRank;
        tag[e] = entryTag;
        size[e] = sizeBytes;
        op[e] = opOffset;
        units[e] = entryUnits;
        next[e] = NONE;
        return e;
    }

    void release(int e) {
        next[e] = free;
        free = e;
    }

    void post(int rank, int receive) {
        append(postedHead, postedTail, rank, receive);
    }

    void queueUnexpected(int rank, int message) {
        append(unexpectedHead, unexpectedTail, rank, message);
    }

    /** Removes and returns the first posted receive of {@code rank} that takes the message, or NONE. */
    int takePosted(int rank, int message) {
        return take(postedHead, postedTail, rank, peer[message], tag[message]);
    }

    /** Removes and returns the first unexpected message of {@code rank} that the receive takes, or NONE. */
    int takeUnexpected(int rank, int receive) {
        return take(unexpectedHead, unexpectedTail, rank, peer[receive], tag[receive]);
    }

    /** The first posted receive of {@code rank} (for deadlock reports), then {@link #next}. */
    int firstPosted(int rank) {
        return postedHead[rank];
    }

    int firstUnexpected(int rank) {
        return unexpectedHead[rank];
    }

    int next(int e) {
        return next[e];
    }

    private void append(int[] head, int[] tail, int rank, int e) {
        next[e] = NONE;
        if (tail[rank] == NONE) {
            head[rank] = e;
        } else {
            next[tail[rank]] = e;
        }
        tail[rank] = e;
    }

    /** LogGOPSim's match: either side's -1 (any) matches everything. */
    private int take(int[] head, int[] tail, int rank, int wantPeer, int wantTag) {
        int previous = NONE;
        for (int e = head[rank]; e != NONE; previous = e, e = next[e]) {
            boolean peerMatches = wantPeer == GoalSink.ANY || peer[e] == GoalSink.ANY || peer[e] == wantPeer;
            if (peerMatches && (wantTag == GoalSink.ANY || tag[e] == GoalSink.ANY || tag[e] == wantTag)) {
                if (previous == NONE) {
                    head[rank] = next[e];
                } else {
                    next[previous] = next[e];
                }
                if (tail[rank] == e) {
                    tail[rank] = previous;
                }
                return e;
            }
        }
        return NONE;
    }

    private void grow() {
        int capacity = 2 * used;
        host = Arrays.copyOf(host, capacity);
        peer = Arrays.copyOf(peer, capacity);
        tag = Arrays.copyOf(tag, capacity);
        size = Arrays.copyOf(size, capacity);
        op = Arrays.copyOf(op, capacity);
        units = Arrays.copyOf(units, capacity);
        next = Arrays.copyOf(next, capacity);
    }
}
