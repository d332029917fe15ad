package org.collsim.replay.goal;

/**
 * The state of every rank of a replay in one array, a block of longs a rank: the ends of its two
 * matching queues, the operations it has completed, and the next-free times of its CPUs and of its
 * NICs' send and receive gaps. An event reads one rank's block, a cache line or two, where separate
 * arrays would cost a miss each at a million ranks.
 * <pre>
 * [posted: head | tail] [unexpected: head | tail] [completed] [cpu 0 ..] [send gap, nic 0 ..] [receive gap, nic 0 ..]
 * </pre>
 */
final class Hosts {
    private static final int POSTED = 0;
    private static final int UNEXPECTED = 1;
    private static final int COMPLETED = 2;
    private static final int CPU = 3;
    private static final long EMPTY_QUEUE = (long) MatchQueues.NONE << 32 | MatchQueues.NONE & 0xffffffffL;

    private final long[] state;
    private final int stride;
    private final int cpus;
    private final int nics;

    Hosts(int ranks, int cpus, int nics) {
        this.cpus = cpus;
        this.nics = nics;
        stride = CPU + cpus + 2 * nics;
        state = new long[Math.multiplyExact(ranks, stride)];
        for (int at = 0; at < state.length; at += stride) {
            state[at + POSTED] = EMPTY_QUEUE;
            state[at + UNEXPECTED] = EMPTY_QUEUE;
        }
    }

    int ranks() {
        return state.length / stride;
    }

    /** The index of {@code rank}'s CPU {@code cpu} next-free time; the others are {@link #sendGap} and {@link #receiveGap}. */
    int cpu(int rank, int cpu) {
        return rank * stride + CPU + cpu;
    }

    int sendGap(int rank, int nic) {
        return rank * stride + CPU + cpus + nic;
    }

    int receiveGap(int rank, int nic) {
        return rank * stride + CPU + cpus + nics + nic;
    }

    long time(int index) {
        return state[index];
    }

    void setTime(int index, long timePs) {
        state[index] = timePs;
    }

    /** The latest of {@code rank}'s CPUs' next-free times: its end time. */
    long endPs(int rank) {
        long end = 0;
        for (int c = 0; c < cpus; c++) {
            end = Math.max(end, state[cpu(rank, c)]);
        }
        return end;
    }

    void completedOne(int rank) {
        state[rank * stride + COMPLETED]++;
    }

    long completed(int rank) {
        return state[rank * stride + COMPLETED];
    }

    /** The word holding the head (low half) and tail (high half) of {@code rank}'s posted receives. */
    int posted(int rank) {
        return rank * stride + POSTED;
    }

    int unexpected(int rank) {
        return rank * stride + UNEXPECTED;
    }

    int head(int queue) {
        return (int) state[queue];
    }

    int tail(int queue) {
        return (int) (state[queue] >> 32);
    }

    void setQueue(int queue, int head, int tail) {
        state[queue] = (long) tail << 32 | head & 0xffffffffL;
    }
}
