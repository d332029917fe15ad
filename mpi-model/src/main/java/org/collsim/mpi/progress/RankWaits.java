package org.collsim.mpi.progress;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.Network;

/**
 * The waiting operations of one rank, by resource set ({@link WaitSet}), and their one wake-up
 * ({@link WaitQueues}): every set holds the rank's CPU, so when one set's first waiter takes it, the
 * others' waiters need no try. The wake-up is never later than any set's first waiter may be free:
 * at the earliest busy-until of the sets, with the smallest first number among the sets due then.
 */
final class RankWaits implements Event {
    private static final long NONE = Long.MIN_VALUE;

    private final Simulation sim;
    private final Network network;
    private final int rank;
    private final WaitSet[] sets = new WaitSet[WaitSet.PER_RANK];
    /** When the pending wake-up is due and the number it carries; NONE: none is pending. */
    private long wakePs = NONE;
    private long wakeSeq;
    /** True while the wake-up tries a waiter: joins meanwhile leave the next wake-up to it. */
    private boolean firing;
    /** The set the last join went to and the wake-up before it, which {@link #leave} puts back. */
    private WaitSet lastSet;
    private long priorWakePs;
    private long priorWakeSeq;

    RankWaits(Simulation sim, Network network, int rank) {
        this.sim = sim;
        this.network = network;
        this.rank = rank;
    }

    /** {@code retry}, numbered {@code seq}, waits in the set of {@code kind} and {@code peer}, busy until {@code busyUntilPs}. */
    void join(int kind, int peer, long seq, Event retry, long busyUntilPs) {
        int i = WaitSet.index(network, kind, rank, peer);
        if (sets[i] == null) {
            sets[i] = new WaitSet(network, kind, rank, peer);
        }
        lastSet = sets[i];
        priorWakePs = wakePs;
        priorWakeSeq = wakeSeq;
        lastSet.push(seq, retry);
        boolean sooner = wakePs == NONE || busyUntilPs < wakePs || busyUntilPs == wakePs && seq < wakeSeq;
        if (!firing && lastSet.first() == seq && sooner) {
            wake(busyUntilPs, seq);
        }
    }

    /** Takes the last joined waiter, numbered {@code seq}, out again and puts back the wake-up its joining replaced. */
    void leave(long seq) {
        lastSet.remove(seq);
        wakePs = priorWakePs;
        wakeSeq = priorWakeSeq;
    }

    private void wake(long atPs, long seq) {
        wakePs = atPs;
        wakeSeq = seq;
        sim.retry(atPs, seq, this);
    }

    /**
     * Unless a later join replaced it: tries the waiter the wake-up carries the number of when its set
     * is free (a smaller number that joined that set since, or the set taken again, make it wait on),
     * then wakes for the set due next.
     */
    @Override
    public void fire(long nowPs) {
        if (nowPs != wakePs || sim.retrySeq() != wakeSeq) {
            return;
        }
        wakePs = NONE;
        for (WaitSet set : sets) {
            if (set != null && !set.isEmpty() && set.first() == wakeSeq && set.busyUntilPs() <= nowPs) {
                Event retry = set.pop();
                firing = true;
                try {
                    retry.fire(nowPs);
                } finally {
                    firing = false;
                }
                break;
            }
        }
        wakeFirstDue(nowPs);
    }

    /** The wake-up for the set that frees first, not before now; among sets due together, the smallest first number. */
    private void wakeFirstDue(long nowPs) {
        long duePs = NONE;
        long dueSeq = 0;
        for (WaitSet set : sets) {
            if (set != null && !set.isEmpty()) {
                long freePs = Math.max(set.busyUntilPs(), nowPs);
                if (duePs == NONE || freePs < duePs || freePs == duePs && set.first() < dueSeq) {
                    duePs = freePs;
                    dueSeq = set.first();
                }
            }
        }
        if (duePs != NONE) {
            wake(duePs, dueSeq);
        }
    }
}
