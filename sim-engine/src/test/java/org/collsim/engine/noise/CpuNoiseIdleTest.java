package org.collsim.engine.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.collsim.engine.RandomStreams;
import org.junit.jupiter.api.Test;

/**
 * Long idle gaps cost O(1) draws (CpuNoise.skipIdle), and the detours after them keep their
 * distribution: 1 MHz noise, 10 s of idle time (10^7 absorbed detours a rank, which one-by-one
 * drawing took minutes for).
 */
class CpuNoiseIdleTest {
    private static final long US = 1_000_000L;
    private static final long IDLE_PS = 10_000_000_000_000L; // 10 s
    private static final int RANKS = 4000;

    private static CpuNoise poisson1MHz(int ranks) {
        return new NoiseModel(NoiseModel.Arrivals.POISSON, BigDecimal.valueOf(US), new DetourDistribution.Fixed(100_000))
                .start(ranks, new RandomStreams(11));
    }

    /**
     * After the gap, the first detour of each rank is s + Exp(1 us) (memorylessness): over 4000
     * ranks the mean is 1 us within 5% (3 standard errors: 1/sqrt(4000) = 1.6%), and the share
     * below 1 us is 1 - 1/e = 0.632 within 0.03 (4 standard errors of sqrt(0.632 x 0.368 / 4000)).
     * The 4 x 10^10 absorbed detours are not drawn: the whole test takes milliseconds.
     */
    @Test
    void afterALongGapTheNextPoissonDetourIsExponentialFromTheGapsEnd() {
        CpuNoise noise = poisson1MHz(RANKS);
        long startNanos = System.nanoTime();
        double sumPs = 0;
        int below = 0;
        for (int r = 0; r < RANKS; r++) {
            noise.stretch(r, IDLE_PS, IDLE_PS + 1); // 1 ps of work: its window almost never holds a detour
            long waitPs = noise.nextArrivalPs(r) - IDLE_PS;
            assertTrue(waitPs >= 0, "rank " + r + ": " + waitPs);
            sumPs += waitPs;
            below += waitPs < US ? 1 : 0;
        }
        assertEquals(1.0, sumPs / RANKS / US, 0.05, "mean wait in us");
        assertEquals(1 - Math.exp(-1), (double) below / RANKS, 0.03, "share below the mean");
        assertTrue(System.nanoTime() - startNanos < 10_000_000_000L, "O(1) a gap, not 10^7 draws a rank");
    }

    /**
     * Periodic detours every 800 ns with 100 ns fixed: after 10 s + 100 ns of idle time the next
     * detour is the first multiple of 800 ns at or after it, 10 s + 800 ns (10 s is 12,500,000 x
     * 800 ns). 1 us of work over [10 s + 100 ns, 10 s + 1.1 us) holds that detour and ends 100 ns
     * later, at 10 s + 1.2 us; the next detour, at 10 s + 1.6 us, is past it.
     */
    @Test
    void afterALongGapPeriodicDetoursStayOnTheirMultiples() {
        CpuNoise noise = new NoiseModel(NoiseModel.Arrivals.PERIODIC, BigDecimal.valueOf(800_000),
                new DetourDistribution.Fixed(100_000)).start(1, new RandomStreams(1));
        long s = IDLE_PS + 100_000;
        assertEquals(IDLE_PS + 1_200_000, noise.stretch(0, s, s + US));
        assertEquals(IDLE_PS + 1_600_000, noise.nextArrivalPs(0));
    }

    /** Fewer than ABSORBED_DRAWS absorbed detours are drawn one by one: the same stream as drawing all of them. */
    @Test
    void shortGapsUseTheStreamDetourByDetour() {
        CpuNoise skipping = poisson1MHz(1);
        CpuNoise stepping = poisson1MHz(1);
        long shortGapPs = 5 * US; // about 5 absorbed detours, well under 16
        skipping.stretch(0, shortGapPs, shortGapPs + 1);
        while (stepping.nextArrivalPs(0) < shortGapPs) {
            long a = stepping.nextArrivalPs(0);
            stepping.stretch(0, a, a); // empty work at the arrival: absorbs nothing, counts nothing, keeps it
            stepping.stretch(0, a + 1, a + 1); // one ps later it was idle time: drawn one by one
        }
        assertEquals(stepping.nextArrivalPs(0), skipping.nextArrivalPs(0));
    }
}
