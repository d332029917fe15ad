package org.collsim.mpi.coll;

import org.collsim.mpi.sched.VertexKind;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;

/** Test helpers: one rank's timing-only schedule, and sums over its operations. */
public final class Schedules {
    private Schedules() {
    }

    public static Schedule of(CollectiveAlgorithm algorithm, CollArgs args, int rank) {
        ScheduleBuilder builder = new ScheduleBuilder(false);
        algorithm.build(args, rank, builder);
        return builder.build();
    }

    /** Total elements over the operations of one kind. */
    public static long elements(Schedule s, VertexKind kind) {
        long total = 0;
        for (int i = 0; i < s.size(); i++) {
            if (s.kind(i) == kind) {
                total += s.count(i);
            }
        }
        return total;
    }

    /** Number of phases (a schedule with operations has at least one). */
    public static int phases(Schedule s) {
        int phases = s.size() > 0 ? 1 : 0;
        for (int i = 1; i < s.size(); i++) {
            if (s.startsPhase(i)) {
                phases++;
            }
        }
        return phases;
    }
}
