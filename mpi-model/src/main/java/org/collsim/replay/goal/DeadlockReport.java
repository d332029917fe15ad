package org.collsim.replay.goal;

import java.util.ArrayList;
import java.util.List;

/** What each rank of a stuck replay waits for: its posted receives, its unmatched messages, its operations left. */
final class DeadlockReport {
    private static final int MAX_RANKS = 16;
    private static final int MAX_ENTRIES = 4;

    private DeadlockReport() {
    }

    static List<String> describe(GoalSchedule schedule, MatchQueues queues, Hosts hosts) {
        List<String> lines = new ArrayList<>();
        int stuck = 0;
        for (int rank = 0; rank < schedule.ranks(); rank++) {
            long left = schedule.operations(rank) - hosts.completed(rank);
            if (left == 0) {
                continue;
            }
            if (++stuck <= MAX_RANKS) {
                lines.add("rank " + rank + ": " + left + " of " + schedule.operations(rank) + " operations not done"
                        + entries(queues, queues.firstPosted(rank), "waits for recv from ")
                        + entries(queues, queues.firstUnexpected(rank), "holds an unmatched message from "));
            }
        }
        if (stuck > MAX_RANKS) {
            lines.add("... and " + (stuck - MAX_RANKS) + " more rank(s)");
        }
        return lines;
    }

    private static String entries(MatchQueues queues, int first, String what) {
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (int e = first; e != MatchQueues.NONE; e = queues.next(e)) {
            if (shown++ == MAX_ENTRIES) {
                out.append("; ...");
                break;
            }
            out.append("; ").append(what).append(name(queues.peer(e))).append(" (tag ").append(name(queues.tag(e)))
                    .append(", ").append(queues.size(e)).append(" B)");
        }
        return out.toString();
    }

    private static String name(int value) {
        return value == GoalSink.ANY ? "any" : Integer.toString(value);
    }
}
