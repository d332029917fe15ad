package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;

/** Two queues, posted and unexpected, each a doubly linked list behind a sentinel (MPICH CH3's layout). */
final class SeparateMatchQueues implements MatchQueue {
    private final QueueEntry posted = new QueueEntry.Sentinel();
    private final QueueEntry unexpected = new QueueEntry.Sentinel();
    private int postedDepth;
    private int unexpectedDepth;
    private int searched;

    SeparateMatchQueues() {
        posted.next = posted;
        posted.prev = posted;
        unexpected.next = unexpected;
        unexpected.prev = unexpected;
    }

    @Override
    public RecvRequest takePosted(Packet p) {
        searched = 0;
        for (QueueEntry e = posted.next; e != posted; e = e.next) {
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
        for (QueueEntry e = unexpected.next; e != unexpected; e = e.next) {
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
        r.insertBefore(posted);
        postedDepth++;
    }

    @Override
    public void appendUnexpected(Packet p) {
        p.insertBefore(unexpected);
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
        for (QueueEntry e = posted.next; e != posted; e = e.next) {
            out.add((RecvRequest) e);
        }
        return out;
    }

    @Override
    public List<Packet> unexpected() {
        List<Packet> out = new ArrayList<>();
        for (QueueEntry e = unexpected.next; e != unexpected; e = e.next) {
            out.add((Packet) e);
        }
        return out;
    }
}
