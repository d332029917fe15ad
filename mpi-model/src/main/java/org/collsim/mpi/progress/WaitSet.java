package org.collsim.mpi.progress;

import java.util.Arrays;
import org.collsim.engine.Event;
import org.collsim.engine.net.Network;

/**
 * The operations of one rank waiting for one resource set ({@link WaitQueues}), a min-heap by their
 * numbers: the rank's CPU; its CPU and send side; its CPU and receive side (each side once for
 * messages inside the node and once for those through its NIC).
 */
final class WaitSet {
    static final int CPU = 0;
    static final int SEND = 1;
    static final int RECEIVE = 3;
    /** Sets per rank: the CPU, then the send and the receive side, each inside the node and through the NIC. */
    static final int PER_RANK = 5;

    private final Network network;
    private final int kind;
    private final int rank;
    /** A peer of a message through this set (any gives the same busy-until). */
    private final int peer;
    private long[] seqs = new long[4];
    private Event[] retries = new Event[4];
    private int size;

    WaitSet(Network network, int kind, int rank, int peer) {
        this.network = network;
        this.kind = kind;
        this.rank = rank;
        this.peer = peer;
    }

    /** The set of {@code rank}'s operation of {@code kind} with {@code peer}, 0 to {@link #PER_RANK} - 1. */
    static int index(Network network, int kind, int rank, int peer) {
        return kind == CPU || network.nodeOf(rank) == network.nodeOf(peer) ? kind : kind + 1;
    }

    /** Until when the set is busy (the same for every waiter here). */
    long busyUntilPs() {
        return switch (kind) {
            case CPU -> network.cpuBusyUntilPs(rank);
            case SEND -> network.sendBusyUntilPs(rank, peer);
            default -> network.receiveBusyUntilPs(peer, rank);
        };
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** The smallest number waiting. */
    long first() {
        return seqs[0];
    }

    void push(long seq, Event retry) {
        if (size == seqs.length) {
            seqs = Arrays.copyOf(seqs, 2 * size);
            retries = Arrays.copyOf(retries, 2 * size);
        }
        seqs[size] = seq;
        retries[size] = retry;
        siftUp(size++);
    }

    /** Takes out the first waiter. */
    Event pop() {
        Event first = retries[0];
        removeAt(0);
        return first;
    }

    /** Takes out the waiter numbered {@code seq}. */
    void remove(long seq) {
        int i = 0;
        while (seqs[i] != seq) {
            i++;
        }
        removeAt(i);
    }

    private void removeAt(int i) {
        size--;
        seqs[i] = seqs[size];
        retries[i] = retries[size];
        retries[size] = null;
        if (i < size) {
            siftDown(i);
            siftUp(i);
        }
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
