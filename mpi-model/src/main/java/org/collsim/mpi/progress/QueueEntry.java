package org.collsim.mpi.progress;

/** A node of a matching queue (a posted receive or an unexpected packet): intrusive links, no allocation. */
abstract class QueueEntry {
    QueueEntry prev;
    QueueEntry next;

    void unlink() {
        prev.next = next;
        next.prev = prev;
        prev = null;
        next = null;
    }

    void insertBefore(QueueEntry at) {
        prev = at.prev;
        next = at;
        at.prev.next = this;
        at.prev = this;
    }

    void insertAfter(QueueEntry at) {
        next = at.next;
        prev = at;
        at.next.prev = this;
        at.next = this;
    }

    /** A permanent dummy node of a unified queue: a head or the middle. */
    static final class Sentinel extends QueueEntry {
    }
}
