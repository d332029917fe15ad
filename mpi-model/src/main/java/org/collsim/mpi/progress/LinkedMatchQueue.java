package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;

/**
 * Posted and unexpected queues as runs of doubly linked lists, ended by dummy nodes or by null.
 * A subclass says where each run starts, where it stops, in which direction it is searched and
 * how entries go in and out; searching, depths and counts are written once.
 */
abstract class LinkedMatchQueue implements MatchQueue {
    private int postedDepth;
    private int unexpectedDepth;
    private int searched;
    private int maxPostedDepth;
    private int maxUnexpectedDepth;
    private long totalSearched;

    /** First posted entry, the node that ends the posted run, and whether the run goes forward. */
    abstract QueueEntry postedStart();

    abstract QueueEntry postedStop();

    abstract boolean postedForward();

    abstract QueueEntry unexpectedStart();

    abstract QueueEntry unexpectedStop();

    /** Links a new posted receive or unexpected packet at the end of its run. */
    abstract void linkPosted(RecvRequest r);

    abstract void linkUnexpected(Packet p);

    /** Takes a matched or removed entry out of its run. */
    abstract void unlinkPosted(QueueEntry e);

    abstract void unlinkUnexpected(QueueEntry e);

    @Override
    public RecvRequest takePosted(Packet p) {
        searched = 0;
        boolean forward = postedForward();
        QueueEntry stop = postedStop();
        for (QueueEntry e = postedStart(); e != stop; e = forward ? e.next : e.prev) {
            searched++;
            RecvRequest r = (RecvRequest) e;
            if (r.matches(p)) {
                unlinkPosted(r);
                postedDepth--;
                totalSearched += searched;
                return r;
            }
        }
        totalSearched += searched;
        return null;
    }

    @Override
    public Packet takeUnexpected(RecvRequest r) {
        searched = 0;
        QueueEntry stop = unexpectedStop();
        for (QueueEntry e = unexpectedStart(); e != stop; e = e.next) {
            searched++;
            Packet p = (Packet) e;
            if (r.matches(p)) {
                unlinkUnexpected(p);
                unexpectedDepth--;
                totalSearched += searched;
                return p;
            }
        }
        totalSearched += searched;
        return null;
    }

    @Override
    public void appendPosted(RecvRequest r) {
        linkPosted(r);
        maxPostedDepth = Math.max(maxPostedDepth, ++postedDepth);
    }

    @Override
    public void appendUnexpected(Packet p) {
        linkUnexpected(p);
        maxUnexpectedDepth = Math.max(maxUnexpectedDepth, ++unexpectedDepth);
    }

    @Override
    public void removeUnexpected(Packet p) {
        unlinkUnexpected(p);
        unexpectedDepth--;
    }

    @Override
    public int lastSearched() {
        return searched;
    }

    @Override
    public int maxPostedDepth() {
        return maxPostedDepth;
    }

    @Override
    public int maxUnexpectedDepth() {
        return maxUnexpectedDepth;
    }

    @Override
    public long totalSearched() {
        return totalSearched;
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
        for (QueueEntry e = postedStart(); e != postedStop(); e = postedForward() ? e.next : e.prev) {
            out.add((RecvRequest) e);
        }
        return out;
    }

    @Override
    public List<Packet> unexpected() {
        List<Packet> out = new ArrayList<>();
        for (QueueEntry e = unexpectedStart(); e != unexpectedStop(); e = e.next) {
            out.add((Packet) e);
        }
        return out;
    }
}
