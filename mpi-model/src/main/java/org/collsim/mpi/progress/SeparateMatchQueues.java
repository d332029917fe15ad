package org.collsim.mpi.progress;

/**
 * Two queues, posted and unexpected, each a doubly linked list from its head to its tail (MPICH
 * CH3's layout). The lists end in null, not in dummy nodes: a million ranks' queues are 40
 * bytes a rank smaller.
 */
final class SeparateMatchQueues extends LinkedMatchQueue {
    private QueueEntry postedHead;
    private QueueEntry postedTail;
    private QueueEntry unexpectedHead;
    private QueueEntry unexpectedTail;

    @Override
    QueueEntry postedStart() {
        return postedHead;
    }

    @Override
    QueueEntry postedStop() {
        return null;
    }

    @Override
    boolean postedForward() {
        return true;
    }

    @Override
    QueueEntry unexpectedStart() {
        return unexpectedHead;
    }

    @Override
    QueueEntry unexpectedStop() {
        return null;
    }

    @Override
    void linkPosted(RecvRequest r) {
        link(r, true);
    }

    @Override
    void linkUnexpected(Packet p) {
        link(p, false);
    }

    @Override
    void unlinkPosted(QueueEntry e) {
        unlink(e, true);
    }

    @Override
    void unlinkUnexpected(QueueEntry e) {
        unlink(e, false);
    }

    /** Appends {@code e} at the tail of the posted or the unexpected list. */
    private void link(QueueEntry e, boolean posted) {
        QueueEntry tail = posted ? postedTail : unexpectedTail;
        e.prev = tail;
        if (tail == null) {
            setHead(posted, e);
        } else {
            tail.next = e;
        }
        setTail(posted, e);
    }

    private void unlink(QueueEntry e, boolean posted) {
        if (e.prev == null) {
            setHead(posted, e.next);
        } else {
            e.prev.next = e.next;
        }
        if (e.next == null) {
            setTail(posted, e.prev);
        } else {
            e.next.prev = e.prev;
        }
        e.prev = null;
        e.next = null;
    }

    private void setHead(boolean posted, QueueEntry e) {
        if (posted) {
            postedHead = e;
        } else {
            unexpectedHead = e;
        }
    }

    private void setTail(boolean posted, QueueEntry e) {
        if (posted) {
            postedTail = e;
        } else {
            unexpectedTail = e;
        }
    }
}
