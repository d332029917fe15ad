package org.collsim.mpi.progress;

import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.MpiErrorClass;
import org.collsim.mpi.MpiException;

/**
 * Every rank's matching queues (made on first use, in the device's layout) and what the
 * reports read from them: statistics, what a rank waits for, what it never received.
 */
final class MatchQueues {
    private final MatchQueue[] queues;
    private final boolean unified;

    MatchQueues(int ranks, DeviceModel device) {
        this.queues = new MatchQueue[ranks];
        this.unified = device != null && device.queue() == DeviceModel.QueueKind.UNIFIED;
    }

    int ranks() {
        return queues.length;
    }

    MatchQueue of(int rank) {
        MatchQueue q = queues[rank];
        if (q == null) {
            q = unified ? new UnifiedMatchQueue() : new SeparateMatchQueues();
            queues[rank] = q;
        }
        return q;
    }

    QueueStats stats() {
        return new QueueStats(queues);
    }

    /** A matched message must fit its receive buffer. */
    static void checkFits(RecvRequest r, Packet p) {
        if (p.sizeBytes > r.capacityBytes) {
            throw new MpiException(MpiErrorClass.MPI_ERR_TRUNCATE, p.dst, r.call(),
                    p.sizeBytes + " bytes arrived for a receive of " + r.capacityBytes + " bytes (tag " + p.tag + ")");
        }
    }

    /** Removes {@code send}'s packet from {@code rank}'s unexpected queue; null if it is not there. */
    Packet removeUnexpectedOf(int rank, SendRequest send) {
        MatchQueue q = queues[rank];
        if (q == null) {
            return null;
        }
        for (Packet p : q.unexpected()) {
            if (p.sender == send) {
                q.removeUnexpected(p);
                return p;
            }
        }
        return null;
    }

    /**
     * What {@code rank} is blocked on in the matching layer: its posted receives, the
     * {@code held} packets its host-driven NIC keeps for it, and its rendezvous sends that sit
     * unmatched in some receiver's unexpected queue.
     */
    List<String> pendingOf(int rank, int held) {
        List<String> out = new ArrayList<>();
        MatchQueue q = queues[rank];
        if (q != null) {
            for (RecvRequest r : q.posted()) {
                out.add(r.toString());
            }
        }
        if (held > 0) {
            out.add(held + " packet(s) its host-driven NIC holds until it calls into MPI again");
        }
        for (MatchQueue other : queues) {
            if (other == null) {
                continue;
            }
            for (Packet p : other.unexpected()) {
                if (p.src == rank && p.sender != null) {
                    out.add("rendezvous " + p.sender + ", never matched");
                }
            }
        }
        return out;
    }

    /** Messages that arrived and were never received by {@code rank}. */
    int unexpectedCount(int rank) {
        MatchQueue q = queues[rank];
        return q == null ? 0 : q.unexpectedDepth();
    }
}
