package org.collsim.engine.noise;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.Timing;
import org.junit.jupiter.api.Test;

/** The noise rule on hand-computed cases, and the independence of its random numbers. */
class CpuNoiseTest {
    /** Detours of {@code durationPs} every {@code periodPs}, the first at {@code periodPs}, on every rank. */
    private static CpuNoise periodic(long periodPs, long durationPs, int ranks) {
        return new NoiseModel(NoiseModel.Arrivals.PERIODIC, BigDecimal.valueOf(periodPs),
                new DetourDistribution.Fixed(durationPs)).start(ranks, new RandomStreams(1));
    }

    private static NoiseModel poisson() {
        return new NoiseModel(NoiseModel.Arrivals.POISSON, BigDecimal.valueOf(1_000_000_000L), // 1 kHz
                new DetourDistribution.Exponential(2_000_000)); // mean 2 us
    }

    @Test
    void periodicFixedDetoursStretchTheWorkTheyFallIn() {
        CpuNoise noise = periodic(1000, 100, 1);
        assertEquals(2700, noise.stretch(0, 0, 2500)); // detours at 1000 and 2000
        assertEquals(3800, noise.stretch(0, 2700, 3700)); // the one at 3000
        assertEquals(5600, noise.stretch(0, 5500, 5600)); // 4000 and 5000 arrived while idle: absorbed
        assertEquals(6000, noise.stretch(0, 5600, 6000)); // a detour at the very end (6000) does not count
        assertEquals(6150, noise.stretch(0, 6000, 6050)); // but it counts for work starting then
    }

    @Test
    void detoursArrivingDuringTheStretchCountToo() {
        CpuNoise noise = periodic(1000, 900, 1);
        // [0, 1500): 1000 -> 2400, then 2000 -> 3300, 3000 -> 4200, 4000 -> 5100, 5000 -> 6000; 6000 is the end
        assertEquals(6000, noise.stretch(0, 0, 1500));
    }

    @Test
    void hostsStretchCpuWorkOnlyWithNoise() {
        Hosts quiet = new Hosts(1);
        Hosts noisy = new Hosts(1, periodic(1000, 100, 1));
        assertEquals(2500, quiet.occupyCpu(0, 0, 2500));
        assertEquals(2700, noisy.occupyCpu(0, 0, 2500));
        assertEquals(3800, noisy.occupyCpu(0, 1000, 1000)); // starts when the CPU is free (2700)
    }

    @Test
    void aLogGPHopPaysTheDetoursInBothOverheads() {
        // o = 1000, L = 1500; detours of 100 every 800 (first at 800) on both ranks.
        LogGPModel m = new LogGPModel(1500, 1000, 1000, 0, 0, 65536, 0);
        Hosts hosts = new Hosts(2, periodic(800, 100, 2));
        Timing t = new Timing();
        m.send(hosts, 0, 1, 0, 0, t);
        assertEquals(1100, t.donePs); // o stretched by the detour at 800
        assertEquals(2600, t.arrivalPs); // the message leaves after the stretched o
        m.receive(hosts, 1, 0, t.arrivalPs, t);
        assertEquals(3700, t.donePs); // [2600, 3600) holds the detour at 3200; 800..2400 were absorbed; 2o + L = 3500 without noise
    }

    @Test
    void sameSeedSameDetoursOtherSeedOrReplicationOthers() {
        long[] a = ends(poisson().start(4, new RandomStreams(7)));
        long[] b = ends(poisson().start(4, new RandomStreams(7)));
        assertEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(b));
        assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(ends(poisson().start(4, new RandomStreams(8)))));
        assertNotEquals(java.util.Arrays.toString(a), java.util.Arrays.toString(ends(poisson().start(4, new RandomStreams(7, 1)))));
    }

    /** One second of work on every rank, stretched. */
    private static long[] ends(CpuNoise noise) {
        long[] out = new long[4];
        for (int r = 0; r < out.length; r++) {
            out[r] = noise.stretch(r, 0, 1_000_000_000_000L);
        }
        return out;
    }

    @Test
    void otherStreamsAndOtherRanksDoNotShiftARanksDetours() {
        RandomStreams used = new RandomStreams(7);
        used.stream("placement").nextLong(); // a random placement drew first
        CpuNoise afterPlacement = poisson().start(4, used);
        CpuNoise fresh = poisson().start(4, new RandomStreams(7));
        fresh.stretch(0, 0, 500_000_000_000L); // rank 0 draws a lot; rank 3 must not notice
        assertEquals(ends(poisson().start(4, new RandomStreams(7)))[3], afterPlacement.stretch(3, 0, 1_000_000_000_000L));
        assertEquals(afterPlacement.stretch(2, 0, 1_000_000_000_000L), fresh.stretch(2, 0, 1_000_000_000_000L));
    }

    @Test
    void poissonNoiseTakesItsShareOfALongComputation() {
        // 1 s of work at 1 kHz x 2 us: about 1000 detours, 2 ms (sd about 90 us)
        long extra = poisson().start(1, new RandomStreams(3)).stretch(0, 0, 1_000_000_000_000L) - 1_000_000_000_000L;
        assertTrue(Math.abs(extra - 2_000_000_000L) < 400_000_000L, "extra " + extra + " ps");
    }

    @Test
    void everyDistributionSamplesAroundItsMean() {
        DetourDistribution[] all = {new DetourDistribution.Exponential(2000), new DetourDistribution.Fixed(2000),
            new DetourDistribution.LogNormal(2000, 1000), new DetourDistribution.Bimodal(1000, 11000, 0.1)};
        for (DetourDistribution d : all) {
            var dist = d.create(new SplitMixGenerator());
            double sum = 0;
            for (int i = 0; i < 20000; i++) {
                sum += dist.sample();
            }
            assertEquals(2000, sum / 20000, 100, d.describe());
        }
    }

    @Test
    void noiseThatWouldTakeTheWholeCpuIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> new NoiseModel(NoiseModel.Arrivals.POISSON,
                BigDecimal.valueOf(1000), new DetourDistribution.Fixed(1000)));
        assertThrows(IllegalArgumentException.class, () -> new NoiseModel(NoiseModel.Arrivals.PERIODIC,
                new BigDecimal("1000.5"), new DetourDistribution.Fixed(10)));
    }
}
