package org.collsim.mpi.coll.allreduce;

/**
 * The blocks each rank is responsible for in Swing's bandwidth-optimal steps (De Sensi et al.,
 * NSDI 2024, section 3.2), for p a power of two, in the order a rank lays them out in its
 * permuted buffer: from step s on, rank r serves the blocks of
 * order(r, s) = order(r, s+1) ++ order(pi(r, s), s+1), with order(r, lg p) = [r]. The order is a
 * function of (r, s) alone, so the blocks r keeps at step s (order(r, s+1), a prefix of r's
 * layout) are laid out alike by r and by its partner q, at the end of q's order(q, s); and the
 * blocks r sends q (order(q, s+1)) follow that prefix in r's layout. Every exchange is thus one
 * contiguous region on both sides. The two halves are disjoint and order(r, 0) is every block
 * once (checked in TreeAllreduceTest), so r ends with block r fully reduced.
 */
final class SwingReach {
    private SwingReach() {
    }

    /** order(rank, step) among p ranks: p / 2^step blocks. */
    static int[] order(int rank, int step, int p) {
        int[] out = new int[p >> step];
        collect(rank, step, Integer.numberOfTrailingZeros(p), p, out, 0);
        return out;
    }

    /** Writes order(rank, step) from {@code at}; returns the position after it. */
    private static int collect(int rank, int step, int steps, int p, int[] out, int at) {
        if (step == steps) {
            out[at] = rank;
            return at + 1;
        }
        int next = collect(rank, step + 1, steps, p, out, at);
        return collect(SwingAllreduce.peer(rank, step, p), step + 1, steps, p, out, next);
    }
}
