package org.collsim.mpi.coll;

/**
 * The rank arithmetic of MPICH's recursive exchange (MPICH {@code recexchalgo.c}, after Thakur
 * et al.'s recursive doubling extended to any radix k), shared by the recexch algorithms.
 * <ul>
 * <li>k is lowered to p when p &lt; k (to 2 at least); pOfK is the largest power of k not above
 * p, rem = p - pOfK ranks sit out step 2, and t = rem k / (k-1).</li>
 * <li>Step 1: among the first t ranks, in each run of k the first k-1 send to the last (or to
 * rank t when the last is not below t); rank t takes the senders of an incomplete run.</li>
 * <li>Step 2: the pOfK participants, by step-2 rank, exchange with the k-1 ranks that differ
 * from them in base-k digit {@code phase} only, for log_k(pOfK) phases.</li>
 * <li>Step 3: each participant sends the result back to its step-1 senders.</li>
 * </ul>
 */
public final class RecursiveExchange {
    private final int k;
    private final int pOfK;
    private final int phases;
    private final int rem;
    private final int t;

    public RecursiveExchange(int ranks, int radix) {
        this.k = ranks < radix ? Math.max(ranks, 2) : radix;
        long power = 1;
        int logs = 0;
        while (power * k <= ranks) {
            power *= k;
            logs++;
        }
        this.pOfK = (int) power;
        this.phases = logs;
        this.rem = ranks - pOfK;
        this.t = (int) ((long) rem * k / (k - 1));
    }

    /** The radix in use (k lowered to p when p is smaller). */
    public int radix() {
        return k;
    }

    /** The largest power of the radix not above p: the number of step-2 participants. */
    public int powerOfRadix() {
        return pOfK;
    }

    /** Number of step-2 phases, log_k(pOfK). */
    public int phases() {
        return phases;
    }

    /** The participant {@code rank} sends to in step 1, or -1 when it takes part in step 2. */
    public int step1Target(int rank) {
        if (rank >= t || rank % k == k - 1) {
            return -1;
        }
        return Math.min(rank + (k - 1 - rank % k), t);
    }

    /** The ranks that send to {@code rank} in step 1, nearest first (MPICH's order). */
    public int[] step1Sources(int rank) {
        if (rank < t && rank % k == k - 1) {
            int[] from = new int[k - 1];
            for (int i = 0; i < k - 1; i++) {
                from[i] = rank - i - 1;
            }
            return from;
        }
        if (rank == t && t >= 1 && (t - 1) % k != k - 1) {
            int[] from = new int[(t - 1) % k + 1];
            for (int i = 0; i < from.length; i++) {
                from[i] = t - 1 - i;
            }
            return from;
        }
        return new int[0];
    }

    /** The step-2 neighbours of participant {@code rank} in {@code phase}, by ascending digit. */
    public int[] neighbours(int rank, int phase) {
        int newRank = step2Rank(rank);
        long place = power(phase);
        int digit = (int) (newRank / place % k);
        int[] out = new int[k - 1];
        int next = 0;
        for (int d = 0; d < k; d++) {
            if (d != digit) {
                out[next++] = originalRank((int) (newRank + (d - digit) * place));
            }
        }
        return out;
    }

    /**
     * The same neighbours in the order the sends leave: digit + 1, digit + 2, .. (mod k). MPICH
     * posts them together; sent one after the other in this order they make k-1 rounds in which
     * no two ranks send to the same one under a single-port model (as allreduce's DigitExchange).
     */
    public int[] sendOrder(int rank, int phase) {
        int[] ascending = neighbours(rank, phase);
        int digit = (int) (step2Rank(rank) / power(phase) % k);
        int[] out = new int[k - 1];
        for (int j = 1; j < k; j++) {
            int value = (digit + j) % k;
            out[j - 1] = ascending[value < digit ? value : value - 1];
        }
        return out;
    }

    /** True when every rank takes part in step 2 (p is a power of the radix). */
    public boolean allParticipate() {
        return rem == 0;
    }

    /** The first original rank whose data the group of k^phase participants around {@code rank} holds. */
    public int offset(int rank, int phase) {
        return lowest(rank, phase) + 1;
    }

    /** How many original ranks' data the group of k^phase participants around {@code rank} holds. */
    public int count(int rank, int phase) {
        long place = power(phase);
        int min = (int) (step2Rank(rank) / place * place) - 1;
        return originalRank((int) (min + place)) - lowest(rank, phase);
    }

    private int lowest(int rank, int phase) {
        long place = power(phase);
        int min = (int) (step2Rank(rank) / place * place) - 1;
        return min >= 0 ? originalRank(min) : min;
    }

    /** Participant {@code rank} with the base-k digits of its step-2 rank reversed (MPICH's reverse_digits_step2). */
    public int reversedDigits(int rank) {
        int newRank = step2Rank(rank);
        int reversed = 0;
        for (int i = 0; i < phases; i++) {
            reversed = reversed * k + newRank % k;
            newRank /= k;
        }
        return originalRank(reversed);
    }

    /** The step-2 rank of participant {@code rank}. */
    public int step2Rank(int rank) {
        return rank < t ? rank / k : rank - rem;
    }

    /** The rank whose step-2 rank is {@code step2Rank}. */
    public int originalRank(int step2Rank) {
        return step2Rank < rem / (k - 1) ? step2Rank * k + k - 1 : step2Rank + rem;
    }

    private long power(int phase) {
        long out = 1;
        for (int i = 0; i < phase; i++) {
            out *= k;
        }
        return out;
    }
}
