package org.collsim.replay.goal;

/**
 * The outcome of a replay: each rank's end time — when its CPUs are last free, the time LogGOPSim
 * prints per host — the messages sent, the queue entries processed and the operations completed.
 */
public record GoalResult(String name, long[] endPs, long messages, long events, long operations) {
    /** The time of the last rank. */
    public long maxEndPs() {
        long max = 0;
        for (long t : endPs) {
            max = Math.max(max, t);
        }
        return max;
    }
}
