package org.collsim.mpi.coll;

import org.collsim.engine.net.HockneyModel;
import org.collsim.engine.net.Network;
import org.collsim.mpi.run.CollectiveRun;
import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.Schedule;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.sched.VertexKind;

/** Test helpers: one rank's timing-only schedule, sums over its operations, and a whole call's time. */
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

    /** The simulated time of a timing-only run of the call under {@code model}. */
    public static long timePs(CollectiveAlgorithm algorithm, CollArgs args, HockneyModel model) {
        return CollectiveRun.run(new Network(args.ranks(), model), algorithm, args, false, 1).timePs();
    }

    /** A "v" call with these per-rank counts of 1-byte elements, rooted at 0. */
    public static CollArgs vector(long... counts) {
        return CollArgs.vector(Counts.of(counts), 1, 0, ReduceOp.SUM);
    }
}
