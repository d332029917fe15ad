package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;

/**
 * One rank's posted-receive and unexpected-message queues, FIFO, as intrusive singly linked
 * lists (no node allocation). MPI's non-overtaking rule holds because both are searched from
 * the head and appended at the tail.
 */
final class MatchingQueues {
    private RecvRequest postedHead;
    private RecvRequest postedTail;
    private Message unexpectedHead;
    private Message unexpectedTail;

    /** Removes and returns the first posted receive that matches {@code m}, or null. */
    RecvRequest takePosted(Message m) {
        RecvRequest prev = null;
        for (RecvRequest r = postedHead; r != null; prev = r, r = r.next) {
            if (r.matches(m)) {
                if (prev == null) {
                    postedHead = r.next;
                } else {
                    prev.next = r.next;
                }
                if (postedTail == r) {
                    postedTail = prev;
                }
                r.next = null;
                return r;
            }
        }
        return null;
    }

    /** Removes and returns the first unexpected message that {@code r} matches, or null. */
    Message takeUnexpected(RecvRequest r) {
        Message prev = null;
        for (Message m = unexpectedHead; m != null; prev = m, m = m.next) {
            if (r.matches(m)) {
                if (prev == null) {
                    unexpectedHead = m.next;
                } else {
                    prev.next = m.next;
                }
                if (unexpectedTail == m) {
                    unexpectedTail = prev;
                }
                m.next = null;
                return m;
            }
        }
        return null;
    }

    void appendPosted(RecvRequest r) {
        if (postedTail == null) {
            postedHead = r;
        } else {
            postedTail.next = r;
        }
        postedTail = r;
    }

    void appendUnexpected(Message m) {
        if (unexpectedTail == null) {
            unexpectedHead = m;
        } else {
            unexpectedTail.next = m;
        }
        unexpectedTail = m;
    }

    boolean isEmpty() {
        return postedHead == null && unexpectedHead == null;
    }

    /** The posted receives, oldest first (for deadlock reports). */
    List<RecvRequest> posted() {
        List<RecvRequest> out = new ArrayList<>();
        for (RecvRequest r = postedHead; r != null; r = r.next) {
            out.add(r);
        }
        return out;
    }

    List<Message> unexpected() {
        List<Message> out = new ArrayList<>();
        for (Message m = unexpectedHead; m != null; m = m.next) {
            out.add(m);
        }
        return out;
    }
}
