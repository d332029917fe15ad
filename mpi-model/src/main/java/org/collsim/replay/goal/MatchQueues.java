package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The operations and messages in flight, each an entry of one pool, and every rank's two matching
 * queues — posted receives and unexpected messages, each searched from its head for the first entry
 * with equal (source or any, tag or any); size plays no part — as singly linked lists through the
 * pool, so an idle rank costs four ints. An operation's record is decoded once, into its entry, when
 * it is released; a receive's entry is its posted receive, and a message's entry becomes its
 * receiver's unexpected entry, without copying.
 */
final class MatchQueues {
    static final int NONE = -1;
    /** The kind of a message entry (operations have their {@link OpKind}'s ordinal). */
    static final int MESSAGE = 3;

    /** The operation's rank; a message's receiver. */
    int[] host = new int[256];
    /** A send's destination, a receive's source (or any); a message's sender. */
    int[] peer = new int[256];
    int[] tag = new int[256];
    long[] size = new long[256];
    /** The operation's record offset; a message's send entry (kept until the message matches when it is a rendezvous). */
    int[] at = new int[256];
    /** kind, cpu, nic and the offset of the dependents list from the record's start: {@link #bits}. */
    int[] bits = new int[256];
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

    private static final int STARTS_OTHERS = 1 << 24;

    /** An entry's {@link #bits}: the dependents list is at most 63 bytes into a record (its fixed fields take at most 28). */
    static int bits(int kind, int cpu, int nic, int listOffset, boolean startsOthers) {
        return (startsOthers ? STARTS_OTHERS : 0) | listOffset << 18 | kind << 16 | cpu << 8 | nic;
    }

    /** Whether the operation has dependents released when it starts. */
    boolean startsOthers(int e) {
        return (bits[e] & STARTS_OTHERS) != 0;
    }

    int kind(int e) {
        return (bits[e] >>> 16) & 0x3;
    }

    int cpu(int e) {
        return (bits[e] >>> 8) & 0xff;
    }

    int nic(int e) {
        return bits[e] & 0xff;
    }

    /** Where the operation's "released when it completes" list starts in its rank's records. */
    int dependentsAt(int e) {
        return at[e] + ((bits[e] >>> 18) & 0x3f);
    }

    int allocate(int hostRank, int peerRank, int entryTag, long sizeBytes, int entryAt, int entryBits) {
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
        at[e] = entryAt;
        bits[e] = entryBits;
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
        at = Arrays.copyOf(at, capacity);
        bits = Arrays.copyOf(bits, capacity);
        next = Arrays.copyOf(next, capacity);
    }
}
