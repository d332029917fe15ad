package org.collsim.mpi.coll.allreduce;

import java.util.Arrays;

/**
 * The blocks each rank is responsible for in Swing's bandwidth-optimal steps (De Sensi et al.,
 * NSDI 2024, section 3.2), for p a power of two: from step s on, rank r serves the blocks of
 * reach(r, s) = reach(r, s+1) + reach(pi(r, s), s+1), with reach(r, lg p) = {r}. In the
 * reduce-scatter's step s, r sends its partner q the blocks of reach(q, s+1) and keeps those of
 * reach(r, s+1); the two halves are disjoint and reach(r, 0) is every rank (checked in
 * SwingAllreduceTest), so r ends with block r fully reduced.
 */
final class SwingReach {
    private SwingReach() {
    }

    /** reach(rank, step) among p ranks, sorted. */
    static int[] reach(int rank, int step, int p) {
        int[] out = new int[p >> step];
        collect(rank, step, Integer.numberOfTrailingZeros(p), p, out, 0);
        Arrays.sort(out);
        return out;
    }

    /** Writes reach(rank, step) from {@code at}; returns the position after it. */
    private static int collect(int rank, int step, int steps, int p, int[] out, int at) {
        if (step == steps) {
            out[at] = rank;
            return at + 1;
        }
        int next = collect(rank, step + 1, steps, p, out, at);
        return collect(SwingAllreduce.peer(rank, step, p), step + 1, steps, p, out, next);
    }
}
