package org.collsim.mpi.coll.allreduce;

import org.collsim.mpi.sched.Buffers;
import org.collsim.mpi.sched.ReduceOp;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * MPICH's recursive-exchange rank layout ({@code MPII_Recexchalgo_get_neighbors},
 * recexchalgo.c), shared by recexch and k_reduce_scatter_allgather. With pofk the largest power
 * of k not above p, rem = p - pofk and T = rem k / (k-1): among the first T ranks, each set of k
 * consecutive ranks sends its data to the set's last rank, which takes part as step-2 rank
 * rank/k; a set cut short by T sends to rank T instead (so order is kept); ranks from T on take
 * part as rank - rem. In step 2, phase j, a rank exchanges with the k-1 ranks whose base-k
 * digit j differs from its own. When p &lt; k, k becomes p (at least 2).
 */
final class RecexchGroups {
    final int k;
    final int pofk;
    final int phases;
    private final int rem;
    private final int t;

    RecexchGroups(int p, int requestedK) {
        this.k = p < requestedK ? Math.max(p, 2) : requestedK;
        int power = 1;
        int levels = 0;
        while ((long) power * k <= p) {
            power *= k;
            levels++;
        }
        this.pofk = power;
        this.phases = levels;
        this.rem = p - pofk;
        this.t = rem * k / (k - 1);
    }

    /** The rank this one sends its data to in step 1, or -1 when it takes part in step 2. */
    int step1Target(int rank) {
        if (rank >= t || rank % k == k - 1) {
            return -1;
        }
        return Math.min(rank + (k - 1 - rank % k), t);
    }

    /** The ranks whose data this one receives in step 1, nearest first. */
    int[] step1Sources(int rank) {
        if (rank < t && rank % k == k - 1) {
            int[] out = new int[k - 1];
            for (int i = 0; i < k - 1; i++) {
                out[i] = rank - i - 1;
            }
            return out;
        }
        if (rank == t && t >= 1 && (t - 1) % k != k - 1) {
            int senders = (t - 1) % k + 1;
            int[] out = new int[senders];
            for (int i = 0; i < senders; i++) {
                out[i] = t - 1 - i;
            }
            return out;
        }
        return new int[0];
    }

    /** The step-2 rank of a rank that takes part. */
    int newRank(int rank) {
        return rank < t ? rank / k : rank - rem;
    }

    int realRank(int newRank) {
        return newRank < rem / (k - 1) ? newRank * k + k - 1 : newRank + rem;
    }

    /**
     * Step 1: senders send their whole vector (OUT); receivers combine each source's vector in
     * front of their own, nearest first, which keeps rank order. Ends with a fence.
     */
    void collect(int rank, ReduceOp op, long n, int tmp, ScheduleBuilder schedule) {
        int target = step1Target(rank);
        if (target >= 0) {
            schedule.send(target, Buffers.OUT, 0, n);
            schedule.fence();
            return;
        }
        int[] sources = step1Sources(rank);
        for (int source : sources) {
            schedule.recv(source, tmp, 0, n);
            schedule.fence();
            schedule.reduceSourceFirst(op, tmp, 0, Buffers.OUT, 0, n);
            schedule.fence();
        }
    }

    /** Step 3, step 1 in reverse: the result goes back to the ranks that sat out. */
    void distribute(int rank, long n, ScheduleBuilder schedule) {
        int target = step1Target(rank);
        if (target >= 0) {
            schedule.recv(target, Buffers.OUT, 0, n);
            return;
        }
        for (int source : step1Sources(rank)) {
            schedule.send(source, Buffers.OUT, 0, n);
        }
    }
}
