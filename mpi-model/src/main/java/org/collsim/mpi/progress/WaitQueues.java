package org.collsim.mpi.progress;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;

/**
 * Where operations wait under a model that waits (loggp, docs/MODELS.md): LogGOPSim's rule, without
 * LogGOPSim's retries. There, an operation that finds its resources busy is tried again when they
 * free, keeping its sequence number, and k operations waiting for one resource all try again every
 * time it frees, all but one to find it taken: about k^2/2 events. Here the operations that wait for
 * one resource set (a rank's CPU; its CPU and send side; its CPU and receive side; each side once
 * inside the node and once through its NIC) wait in one queue ordered by number ({@link WaitSet}),
 * and the sets of one rank, which all hold its CPU, share one wake-up ({@link RankWaits}): due when
 * the first set frees, carrying the number of that set's first waiter, it tries that waiter; the
 * waiters behind it wait for their set's next free time, or, while it is still free, the next is tried
 * at once, after the events numbered between them. Each operation therefore starts at the time and
 * place among the events its retries would have found: an attempt only fails while its set is busy,
 * which it stays until its busy-until, and a waiter can only be free where the retries would have
 * tried it (WaitQueuesDifferentialTest).
 * <p>One event that makes several operations wait gives them one number, and their order among
 * themselves then depends on when each last tried: such siblings (rare: an event that issues several
 * operations that all find their resources busy) keep LogGOPSim's retries, and the first of them
 * leaves the queue it had joined.
 */
class WaitQueues {
    private final Simulation sim;
    private final Network network;
    /** By rank; made on the first wait. */
    private RankWaits[] ranks;
    /** The number and event count of the last wait: a wait with both equal was made by the same event. */
    private long lastSeq;
    private long lastFiredEvents = -1;
    /** Where the last wait joined while it may still have siblings, else null, and what it would retry. */
    private RankWaits lastRank;
    private long lastBusyUntilPs;
    private Event lastRetry;
    /** True while a sibling's retry fires: if it waits again, it retries again. */
    private boolean retryingSibling;

    WaitQueues(Simulation sim, Network network) {
        this.sim = sim;
        this.network = network;
    }

    /** A send from {@code src} to {@code dst} waits until its sender's CPU and send side are free, at {@code busyUntilPs}. */
    void sendWaits(int src, int dst, long busyUntilPs, Event retry) {
        waitFor(WaitSet.SEND, src, dst, busyUntilPs, retry);
    }

    /** A message from {@code src} waits until {@code dst}'s CPU and receive side are free, at {@code busyUntilPs}. */
    void arrivalWaits(int src, int dst, long busyUntilPs, Event retry) {
        waitFor(WaitSet.RECEIVE, dst, src, busyUntilPs, retry);
    }

    /** CPU work of {@code rank} waits until its CPU is free, at {@code busyUntilPs}. */
    void cpuWaits(int rank, long busyUntilPs, Event retry) {
        waitFor(WaitSet.CPU, rank, rank, busyUntilPs, retry);
    }

    /**
     * {@code retry}, an operation of {@code rank} ({@code peer}: the other end of a message) that found
     * the resources of {@code kind} busy until {@code busyUntilPs}, later than now, is fired when they
     * may be free.
     */
    void waitFor(int kind, int rank, int peer, long busyUntilPs, Event retry) {
        long seq = sim.retrySeq();
        long fired = sim.eventsFired();
        boolean sibling = seq == lastSeq && fired == lastFiredEvents;
        lastSeq = seq;
        lastFiredEvents = fired;
        if (sibling || retryingSibling) {
            if (sibling && lastRank != null) {
                lastRank.leave(seq);
                sim.retry(lastBusyUntilPs, seq, new SiblingRetry(lastRetry));
            }
            lastRank = null;
            sim.retry(busyUntilPs, seq, new SiblingRetry(retry));
            return;
        }
        if (ranks == null) {
            ranks = new RankWaits[network.ranks()];
        }
        if (ranks[rank] == null) {
            ranks[rank] = new RankWaits(sim, network, rank);
        }
        lastRank = ranks[rank];
        lastBusyUntilPs = busyUntilPs;
        lastRetry = retry;
        lastRank.join(kind, peer, seq, retry, busyUntilPs);
    }

    /** An operation that waits with siblings, retried as LogGOPSim retries it. */
    private final class SiblingRetry implements Event {
        private final Event retry;

        SiblingRetry(Event retry) {
            this.retry = retry;
        }

        @Override
        public void fire(long nowPs) {
            retryingSibling = true;
            try {
                retry.fire(nowPs);
            } finally {
                retryingSibling = false;
            }
        }
    }
}
