package org.collsim.mpi.progress;

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
final class UnifiedMatchQueue extends LinkedMatchQueue {
    private final QueueEntry headUnexpected = new QueueEntry.Sentinel();
    private final QueueEntry middle = new QueueEntry.Sentinel();
    private final QueueEntry headPosted = new QueueEntry.Sentinel();

    UnifiedMatchQueue() {
        headUnexpected.next = middle;
        middle.prev = headUnexpected;
        middle.next = headPosted;
        headPosted.prev = middle;
    }

    @Override
    QueueEntry postedStart() {
        return headPosted.prev;
    }

    @Override
    QueueEntry postedStop() {
        return middle;
    }

    @Override
    boolean postedForward() {
        return false;
    }

    @Override
    QueueEntry unexpectedStart() {
        return headUnexpected.next;
    }

    @Override
    QueueEntry unexpectedStop() {
        return middle;
    }

    @Override
    void linkPosted(RecvRequest r) {
        r.insertAfter(middle);
    }

    @Override
    void linkUnexpected(Packet p) {
        p.insertBefore(middle);
    }

    @Override
    void unlinkPosted(QueueEntry e) {
        e.unlink();
    }

    @Override
    void unlinkUnexpected(QueueEntry e) {
        e.unlink();
    }
}
