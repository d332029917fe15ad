package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;

/**
 * The unified posted/unexpected queue of the CH3 design notes: one list with three permanent
 * dummy nodes, head of unexpected, middle and head of posted:
 * <pre>head-U, u1 (oldest) ... uk, MIDDLE, pk ... p1 (oldest), head-P</pre>
 * Posting a receive searches from head-U towards the middle; if nothing matches, the receive
 * goes in right after the middle. An incoming packet searches from head-P towards the middle;
 * if nothing matches, it goes in right before the middle. Both parts stay FIFO from their head,
 * and every update is one insert or one delete next to a permanent node — which is what lets a
 * real implementation use lock-free atomic updates instead of a lock per queue operation.
 */
final class UnifiedMatchQueue implements MatchQueue {
    private final QueueEntry headUnexpected = new QueueEntry.Sentinel();
    private final QueueEntry middle = new QueueEntry.Sentinel();
    private final QueueEntry headPosted = new QueueEntry.Sentinel();
    private int postedDepth;
    private int unexpectedDepth;
    private int searched;

    UnifiedMatchQueue() {
        headUnexpected.next = middle;
        middle.prev = headUnexpected;
        middle.next = headPosted;
        headPosted.prev = middle;
    }

    @Override
    public RecvRequest takePosted(Packet p) {
        searched = 0;
        for (QueueEntry e = headPosted.prev; e != middle; e = e.prev) {
            searched++;
            RecvRequest r = (RecvRequest) e;
            if (r.matches(p)) {
                r.unlink();
                postedDepth--;
                return r;
            }
        }
        return null;
    }

    @Override
    public Packet takeUnexpected(RecvRequest r) {
        searched = 0;
        for (QueueEntry e = headUnexpected.next; e != middle; e = e.next) {
            searched++;
            Packet p = (Packet) e;
            if (r.matches(p)) {
                p.unlink();
                unexpectedDepth--;
                return p;
            }
        }
        return null;
    }

    @Override
    public void appendPosted(RecvRequest r) {
        r.insertAfter(middle);
        postedDepth++;
    }

    @Override
    public void appendUnexpected(Packet p) {
        p.insertBefore(middle);
        unexpectedDepth++;
    }

    @Override
    public void removeUnexpected(Packet p) {
        p.unlink();
        unexpectedDepth--;
    }

    @Override
    public int lastSearched() {
        return searched;
    }

    @Override
    public int postedDepth() {
        return postedDepth;
    }

    @Override
    public int unexpectedDepth() {
        return unexpectedDepth;
    }

    @Override
    public List<RecvRequest> posted() {
        List<RecvRequest> out = new ArrayList<>();
        for (QueueEntry e = headPosted.prev; e != middle; e = e.prev) {
            out.add((RecvRequest) e);
        }
        return out;
    }

    @Override
    public List<Packet> unexpected() {
        List<Packet> out = new ArrayList<>();
        for (QueueEntry e = headUnexpected.next; e != middle; e = e.next) {
            out.add((Packet) e);
        }
        return out;
    }
}
