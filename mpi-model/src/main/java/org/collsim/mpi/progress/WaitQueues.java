package org.collsim.mpi.progress;

import java.util.Arrays;
import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;

/**
 * Where operations wait under a model that waits (loggp, docs/MODELS.md): LogGOPSim's rule, without
 * LogGOPSim's retries. There, an operation that finds its resources busy is tried again when they
 * free, keeping its sequence number, and k operations waiting for one resource all try again every
 * time it frees, all but one to find it taken: about k^2/2 events. Here the operations that wait for
 * one resource set (a rank's CPU; its CPU and send side; its CPU and receive side; each side once
 * inside the node and once through its NIC) wait in one queue ordered by number, and one wake-up, due
 * when the set frees and carrying the smallest number, tries them one at a time: the first takes the
 * set and the others wait for its next free time, or, while the set is still free, the next one is
 * tried at once, after the events numbered between them. Each operation therefore starts at the time
 * and place among the events its retries would have found: an attempt only fails while the set is busy,
 * which it stays until its busy-until, and a set's waiters can only be free where the retries would have tried them
 * (WaitQueuesDifferentialTest).
 * <p>One event that makes several operations wait gives them one number, and their order among
 * themselves then depends on when each last tried: such siblings (rare: an event that issues several
 * operations that all find their resources busy) keep LogGOPSim's retries, and the first of them
 * leaves the queue it had joined.
 */
class WaitQueues {
    private static final long NONE = Long.MIN_VALUE;
    private static final int CPU = 0;
    private static final int SEND = 1;
    private static final int RECEIVE = 3;

    private final Simulation sim;
    private final Network network;
    /** By kind and rank (a side inside the node, then through the NIC); made on the first wait. */
    private Queue[] queues;
    /** The number and event count of the last wait: a wait with both equal was made by the same event. */
    private long lastSeq;
    private long lastFiredEvents = -1;
    /** The queue the last wait joined while it may still have siblings, else null; what joining replaced. */
    private Queue lastQueue;
    private long lastBusyUntilPs;
    private Event lastRetry;
    private long lastWakePs;
    private long lastWakeSeq;
    /** True while a sibling's retry fires: if it waits again, it retries again. */
    private boolean retryingSibling;

    WaitQueues(Simulation sim, Network network) {
        this.sim = sim;
        this.network = network;
    }

    /** A send from {@code src} to {@code dst} waits until its sender's CPU and send side are free, at {@code busyUntilPs}. */
    void sendWaits(int src, int dst, long busyUntilPs, Event retry) {
        waitFor(SEND, src, dst, busyUntilPs, retry);
    }

    /** A message from {@code src} waits until {@code dst}'s CPU and receive side are free, at {@code busyUntilPs}. */
    void arrivalWaits(int src, int dst, long busyUntilPs, Event retry) {
        waitFor(RECEIVE, dst, src, busyUntilPs, retry);
    }

    /** CPU work of {@code rank} waits until its CPU is free, at {@code busyUntilPs}. */
    void cpuWaits(int rank, long busyUntilPs, Event retry) {
        waitFor(CPU, rank, rank, busyUntilPs, retry);
    }

    /**
     * {@code retry}, an operation of {@code rank} ({@code peer}: the other end of a message) that found
     * its resources busy until {@code busyUntilPs}, later than now, is fired when they may be free.
     */
    void waitFor(int kind, int rank, int peer, long busyUntilPs, Event retry) {
        long seq = sim.retrySeq();
        long fired = sim.eventsFired();
        boolean sibling = seq == lastSeq && fired == lastFiredEvents;
        lastSeq = seq;
        lastFiredEvents = fired;
        if (sibling || retryingSibling) {
            if (sibling && lastQueue != null) {
                lastQueue.leave(lastSeq, lastWakePs, lastWakeSeq);
                sim.retry(lastBusyUntilPs, seq, new SiblingRetry(lastRetry));
            }
            lastQueue = null;
            sim.retry(busyUntilPs, seq, new SiblingRetry(retry));
            return;
        }
        Queue q = queue(kind, rank, peer);
        lastQueue = q;
        lastBusyUntilPs = busyUntilPs;
        lastRetry = retry;
        lastWakePs = q.wakePs;
        lastWakeSeq = q.wakeSeq;
        q.join(seq, retry, busyUntilPs);
    }

    private Queue queue(int kind, int rank, int peer) {
        int ranks = network.ranks();
        if (queues == null) {
            queues = new Queue[5 * ranks];
        }
        int viaNic = kind != CPU && network.nodeOf(rank) != network.nodeOf(peer) ? 1 : 0;
        int key = (kind + viaNic) * ranks + rank;
        Queue q = queues[key];
        if (q == null) {
            q = new Queue(kind, rank, peer);
            queues[key] = q;
        }
        return q;
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

    /** The operations waiting for one resource set, a min-heap by number, and the set's one wake-up. */
    private final class Queue implements Event {
        private final int kind;
        private final int rank;
        /** A peer of a message through this set (any gives the same busy-until). */
        private final int peer;
        private long[] seqs = new long[4];
        private Event[] retries = new Event[4];
        private int size;
        /** When the pending wake-up is due and the number it carries; NONE: none is pending. */
        long wakePs = NONE;
        long wakeSeq;

        Queue(int kind, int rank, int peer) {
            this.kind = kind;
            this.rank = rank;
            this.peer = peer;
        }

        /** Until when the set is busy (the same for every waiter here). */
        private long busyUntilPs() {
            return switch (kind) {
                case CPU -> network.cpuBusyUntilPs(rank);
                case SEND -> network.sendBusyUntilPs(rank, peer);
                default -> network.receiveBusyUntilPs(peer, rank);
            };
        }

        /** Every waiter here is busy until {@code busyUntilPs}: a smaller number than the wake-up's moves it there. */
        void join(long seq, Event retry, long busyUntilPs) {
            push(seq, retry);
            if (wakePs == NONE || seq < wakeSeq) {
                wake(busyUntilPs);
            }
        }

        private void wake(long atPs) {
            wakePs = atPs;
            wakeSeq = seqs[0];
            sim.retry(atPs, wakeSeq, this);
        }

        /** Takes the waiter numbered {@code seq} out and puts back the wake-up its joining replaced. */
        void leave(long seq, long priorWakePs, long priorWakeSeq) {
            int i = 0;
            while (seqs[i] != seq) {
                i++;
            }
            size--;
            seqs[i] = seqs[size];
            retries[i] = retries[size];
            retries[size] = null;
            if (i < size) {
                siftDown(i);
                siftUp(i);
            }
            wakePs = priorWakePs;
            wakeSeq = priorWakeSeq;
        }

        /**
         * The wake-up: unless a later join replaced it, tries the first waiter, then wakes for the next;
         * when the set was taken again meanwhile, the first waiter would find it busy: it waits on.
         */
        @Override
        public void fire(long nowPs) {
            if (nowPs != wakePs || sim.retrySeq() != wakeSeq) {
                return;
            }
            long busyUntilPs = busyUntilPs();
            if (busyUntilPs > nowPs) {
                wake(busyUntilPs);
                return;
            }
            wakePs = NONE;
            Event retry = retries[0];
            size--;
            seqs[0] = seqs[size];
            retries[0] = retries[size];
            retries[size] = null;
            siftDown(0);
            retry.fire(nowPs);
            if (size > 0 && wakePs == NONE) {
                wake(Math.max(busyUntilPs(), nowPs));
            }
        }

        private void push(long seq, Event retry) {
            if (size == seqs.length) {
                seqs = Arrays.copyOf(seqs, 2 * size);
                retries = Arrays.copyOf(retries, 2 * size);
            }
            seqs[size] = seq;
            retries[size] = retry;
            siftUp(size++);
        }

        private void siftUp(int i) {
            while (i > 0 && seqs[(i - 1) >>> 1] > seqs[i]) {
                swap(i, (i - 1) >>> 1);
                i = (i - 1) >>> 1;
            }
        }

        private void siftDown(int i) {
            int child;
            while ((child = 2 * i + 1) < size) {
                if (child + 1 < size && seqs[child + 1] < seqs[child]) {
                    child++;
                }
                if (seqs[i] <= seqs[child]) {
                    return;
                }
                swap(i, child);
                i = child;
            }
        }

        private void swap(int i, int j) {
            long s = seqs[i];
            seqs[i] = seqs[j];
            seqs[j] = s;
            Event e = retries[i];
            retries[i] = retries[j];
            retries[j] = e;
        }
    }
}
