package org.collsim.replay.goal;

import java.util.Arrays;

/**
 * The operations and messages in flight, each an entry of one pool, and every rank's two matching
 * queues — posted receives and unexpected messages, each searched from its head for the first entry
 * with equal (source or any, tag or any); size plays no part — as singly linked lists through the
 * pool, their ends in each rank's {@link Hosts} block. An operation's record is decoded once, into
 * its entry, when it is released; a receive's entry is its posted receive, and a message's entry
 * becomes its receiver's unexpected entry, without copying. An entry is four longs side by side
 * (one or two cache lines, where an array per field would cost a miss each):
 * <pre>
 * [host | peer] [tag | bits] [size] [at | next]
 * </pre>
 */
final class MatchQueues {
    static final int NONE = -1;
    /** The kind of a message entry (operations have their {@link OpKind}'s ordinal). */
    static final int MESSAGE = 3;
    private static final int WORDS = 4;
    private static final int STARTS_OTHERS = 1 << 24;
    private static final int ENDS_OTHERS = 1 << 25;
    private static final long LOW = 0xffffffffL;

    private final Hosts hosts;
    private long[] pool = new long[WORDS * 256];
    private int free = NONE;
    private int used;

    MatchQueues(Hosts hosts) {
        this.hosts = hosts;
    }

    /** An entry's bits: the dependents list is at most 63 bytes into a record (its fixed fields take at most 28). */
    static int bits(int kind, int cpu, int nic, int listOffset, boolean startsOthers, boolean endsOthers) {
        return (endsOthers ? ENDS_OTHERS : 0) | (startsOthers ? STARTS_OTHERS : 0) | listOffset << 18 | kind << 16 | cpu << 8 | nic;
    }

    /** The operation's rank; a message's receiver. */
    int host(int e) {
        return (int) pool[WORDS * e];
    }

    /** A send's destination, a receive's source (or any); a message's sender. */
    int peer(int e) {
        return (int) (pool[WORDS * e] >> 32);
    }

    int tag(int e) {
        return (int) pool[WORDS * e + 1];
    }

    private int bits(int e) {
        return (int) (pool[WORDS * e + 1] >>> 32);
    }

    long size(int e) {
        return pool[WORDS * e + 2];
    }

    /** The operation's record offset; a message's send entry (kept until the message matches when it is a rendezvous). */
    int at(int e) {
        return (int) pool[WORDS * e + 3];
    }

    int next(int e) {
        return (int) (pool[WORDS * e + 3] >> 32);
    }

    private void setNext(int e, int next) {
        pool[WORDS * e + 3] = (long) next << 32 | pool[WORDS * e + 3] & LOW;
    }

    /** Whether the operation has dependents released when it starts. */
    boolean startsOthers(int e) {
        return (bits(e) & STARTS_OTHERS) != 0;
    }

    /** Whether the operation has dependents released when it completes. */
    boolean endsOthers(int e) {
        return (bits(e) & ENDS_OTHERS) != 0;
    }

    int kind(int e) {
        return (bits(e) >>> 16) & 0x3;
    }

    int cpu(int e) {
        return (bits(e) >>> 8) & 0xff;
    }

    int nic(int e) {
        return bits(e) & 0xff;
    }

    /** Where the operation's "released when it completes" list starts in its rank's records. */
    int dependentsAt(int e) {
        return at(e) + ((bits(e) >>> 18) & 0x3f);
    }

    int allocate(int hostRank, int peerRank, int entryTag, long sizeBytes, int entryAt, int entryBits) {
        int e = free;
        if (e != NONE) {
            free = next(e);
        } else {
            if (WORDS * used == pool.length) {
                pool = Arrays.copyOf(pool, 2 * pool.length);
            }
            e = used++;
        }
        int w = WORDS * e;
        pool[w] = (long) peerRank << 32 | hostRank & LOW;
        pool[w + 1] = (long) entryBits << 32 | entryTag & LOW;
        pool[w + 2] = sizeBytes;
        pool[w + 3] = (long) NONE << 32 | entryAt & LOW;
        return e;
    }

    void release(int e) {
        setNext(e, free);
        free = e;
    }

    void post(int rank, int receive) {
        append(hosts.posted(rank), receive);
    }

    void queueUnexpected(int rank, int message) {
        append(hosts.unexpected(rank), message);
    }

    /** Removes and returns the first posted receive of {@code rank} that takes the message, or NONE. */
    int takePosted(int rank, int message) {
        return take(hosts.posted(rank), peer(message), tag(message));
    }

    /** Removes and returns the first unexpected message of {@code rank} that the receive takes, or NONE. */
    int takeUnexpected(int rank, int receive) {
        return take(hosts.unexpected(rank), peer(receive), tag(receive));
    }

    /** The first posted receive of {@code rank} (for deadlock reports), then {@link #next}. */
    int firstPosted(int rank) {
        return hosts.head(hosts.posted(rank));
    }

    int firstUnexpected(int rank) {
        return hosts.head(hosts.unexpected(rank));
    }

    private void append(int queue, int e) {
        setNext(e, NONE);
        int tail = hosts.tail(queue);
        if (tail == NONE) {
            hosts.setQueue(queue, e, e);
        } else {
            setNext(tail, e);
            hosts.setQueue(queue, hosts.head(queue), e);
        }
    }

    /** LogGOPSim's match: either side's -1 (any) matches everything. */
    private int take(int queue, int wantPeer, int wantTag) {
        int previous = NONE;
        for (int e = hosts.head(queue); e != NONE; previous = e, e = next(e)) {
            int peer = peer(e);
            int tag = tag(e);
            boolean peerMatches = wantPeer == GoalSink.ANY || peer == GoalSink.ANY || peer == wantPeer;
            if (peerMatches && (wantTag == GoalSink.ANY || tag == GoalSink.ANY || tag == wantTag)) {
                int head = previous == NONE ? next(e) : hosts.head(queue);
                if (previous != NONE) {
                    setNext(previous, next(e));
                }
                hosts.setQueue(queue, head, hosts.tail(queue) == e ? previous : hosts.tail(queue));
                return e;
            }
        }
        return NONE;
    }
}
