package org.collsim.mpi.coll.tree;

import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * One chunk of a reduction up a tree, as MPICH's tree reductions schedule it
 * ({@code ireduce_tsp_tree.c}, {@code allreduce_intra_tree.c}): receive each child's partial
 * result into its own region of a scratch buffer and combine it into the accumulator,
 * acc = acc op child, children in their order. Each combination waits for its child's data;
 * {@code chained} combinations also wait for the previous one (the order a non-commutative
 * operation needs, or a blocking receive loop), unchained ones run as data arrives.
 */
public final class TreeReduction {
    private TreeReduction() {
    }

    /**
     * Adds the receives and combinations of the chunk at {@code offset} ({@code count} elements);
     * child i's data lands at {@code i * stride + offset} of {@code scratch}. The first combination
     * (every combination when unchained) also waits for {@code after} unless it is -1. Returns the
     * combination vertices, which a send of the result must wait for (the last alone when chained).
     */
    public static int[] combineChildren(ScheduleBuilder schedule, ReduceOp op, boolean chained, int[] children,
                                        int scratch, long stride, int acc, long offset, long count, int after) {
        int[] combined = new int[children.length];
        int previous = after;
        for (int i = 0; i < children.length; i++) {
            long at = i * stride + offset;
            int arrived = schedule.recv(children[i], scratch, at, count);
            int reduce = schedule.reduce(op, scratch, at, acc, offset, count);
            schedule.dependsOn(reduce, arrived);
            if (previous >= 0) {
                schedule.dependsOn(reduce, previous);
            }
            combined[i] = reduce;
            previous = chained ? reduce : after;
        }
        return combined;
    }

    /** {@code vertex} waits for every one of {@code dependencies}. */
    public static void waitForAll(ScheduleBuilder schedule, int vertex, int[] dependencies) {
        for (int d : dependencies) {
            schedule.dependsOn(vertex, d);
        }
    }
}
