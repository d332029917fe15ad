package org.collsim.mpi.coll.allreduce;

import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.RecursiveExchange;
import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * The frame of MPICH's recursive-exchange allreduces (recexch and k_reduce_scatter_allgather,
 * allreduce_intra_recexch.c), around the algorithm's own step 2: copy IN to OUT; step 1, in
 * which the ranks that sit out step 2 send their vectors to a participant ({@link
 * RecursiveExchange} lays the ranks out), which combines each in front of its own, nearest first
 * (rank order is kept); step 2 among the participants; step 3, step 1 in reverse.
 */
final class RecexchFrame {
    /** One participant's step 2, given the layout, its step-2 rank and a temporary of (k-1) n elements. */
    interface Step2 {
        void build(RecursiveExchange layout, int step2Rank, int tmp);
    }

    private RecexchFrame() {
    }

    static void build(CollArgs args, int rank, int k, ScheduleBuilder schedule, Step2 step2) {
        int p = args.ranks();
        long n = args.count();
        schedule.copy(Buffers.IN, 0, Buffers.OUT, 0, n);
        if (p == 1) {
            return;
        }
        RecursiveExchange layout = new RecursiveExchange(p, k);
        int tmp = schedule.tmp((layout.radix() - 1) * n);
        schedule.fence();
        collect(layout, rank, args.op(), n, tmp, schedule);
        if (layout.step1Target(rank) < 0) {
            step2.build(layout, layout.step2Rank(rank), tmp);
        }
        distribute(layout, rank, n, schedule);
    }

    /** Step 1: senders send their whole vector (OUT); receivers combine each source's in front of their own. Ends with a fence. */
    private static void collect(RecursiveExchange layout, int rank, ReduceOp op, long n, int tmp, ScheduleBuilder schedule) {
        int target = layout.step1Target(rank);
        if (target >= 0) {
            schedule.send(target, Buffers.OUT, 0, n);
            schedule.fence();
            return;
        }
        for (int source : layout.step1Sources(rank)) {
            schedule.recv(source, tmp, 0, n);
            schedule.fence();
            schedule.reduceSourceFirst(op, tmp, 0, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }

    /** Step 3, step 1 in reverse: the result goes back to the ranks that sat out. */
    private static void distribute(RecursiveExchange layout, int rank, long n, ScheduleBuilder schedule) {
        int target = layout.step1Target(rank);
        if (target >= 0) {
            schedule.recv(target, Buffers.OUT, 0, n);
            return;
        }
        for (int source : layout.step1Sources(rank)) {
            schedule.send(source, Buffers.OUT, 0, n);
        }
    }
}
