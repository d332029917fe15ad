package org.collsim.replay.goal;

/**
 * The outcome of a replay: each rank's end time — when its CPUs are last free, the time LogGOPSim
 * prints per host — the messages sent and their bytes, the queue entries processed and the operations completed.
 */
public record GoalResult(String name, long[] endPs, long messages, long bytesSent, long events, long operations) {
    /** The end time of the first rank to finish. */
    public long minEndPs() {
        long min = Long.MAX_VALUE;
        for (long t : endPs) {
            min = Math.min(min, t);
        }
        return min;
    }

    /** The time of the last rank. */
    public long maxEndPs() {
        long max = 0;
        for (long t : endPs) {
            max = Math.max(max, t);
        }
        return max;
    }
}
