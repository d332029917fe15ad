package org.collsim.bench;

import java.util.SplittableRandom;

/**
 * A fixed, seeded table of event-time increments for the hold model: exponential with a mean
 * of 1 us, rounded to whole picoseconds. Precomputed so the benchmark measures the queue, not
 * the random generator or the logarithm; cycling through 2^16 entries keeps the sequence far
 * from periodic at the queue sizes measured.
 */
final class HoldIncrements {
    static final long MEAN_PS = 1_000_000L;
    private static final int SIZE = 1 << 16;
    private static final int MASK = SIZE - 1;

    private final long[] incrementsPs = new long[SIZE];
    private int next;

    HoldIncrements(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int i = 0; i < SIZE; i++) {
            // 1 - u lies in (0, 1], so the logarithm is finite.
            incrementsPs[i] = Math.round(-MEAN_PS * Math.log(1.0 - random.nextDouble()));
        }
    }

    long nextPs() {
        long inc = incrementsPs[next];
        next = (next + 1) & MASK;
        return inc;
    }
}
