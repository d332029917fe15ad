package org.collsim.mpi.progress;

/** Two queues, posted and unexpected, each a circular list behind its own sentinel (MPICH CH3's layout). */
final class SeparateMatchQueues extends LinkedMatchQueue {
    private final QueueEntry posted = emptyRing();
    private final QueueEntry unexpected = emptyRing();

    @Override
    QueueEntry postedStart() {
        return posted.next;
    }

    @Override
    QueueEntry postedStop() {
        return posted;
    }

    @Override
    boolean postedForward() {
        return true;
    }

    @Override
    QueueEntry unexpectedStart() {
        return unexpected.next;
    }

    @Override
    QueueEntry unexpectedStop() {
        return unexpected;
    }

    @Override
    void linkPosted(RecvRequest r) {
        r.insertBefore(posted);
    }

    @Override
    void linkUnexpected(Packet p) {
        p.insertBefore(unexpected);
    }
}
