package org.collsim.engine.noise;

import org.apache.commons.math3.distribution.ConstantRealDistribution;
import org.apache.commons.math3.distribution.EnumeratedRealDistribution;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.distribution.LogNormalDistribution;
import org.apache.commons.math3.distribution.RealDistribution;
import org.apache.commons.math3.random.RandomGenerator;
import org.collsim.engine.Units;

/**
 * The distribution of one detour's duration, in picoseconds; a sample is rounded to the
 * nearest picosecond (and never below 0). Each kind builds its commons-math3 distribution
 * on a given generator. The names scenarios use for them are the scenario reader's registry
 * ({@code NoiseParser.DISTRIBUTIONS}).
 */
public sealed interface DetourDistribution {
    RealDistribution create(RandomGenerator random);

    /** The mean duration, in picoseconds. */
    double meanDurationPs();

    /** "exponential mean 2us". */
    String describe();

    /** Exponentially distributed durations of the given mean (> 0). */
    record Exponential(long meanPs) implements DetourDistribution {
        public Exponential {
            positive(meanPs, "mean");
        }

        @Override
        public RealDistribution create(RandomGenerator random) {
            return new ExponentialDistribution(random, meanPs);
        }

        @Override
        public double meanDurationPs() {
            return meanPs;
        }

        @Override
        public String describe() {
            return "exponential mean " + Units.formatPs(meanPs);
        }
    }

    /** Every detour takes {@code durationPs} (>= 0). */
    record Fixed(long durationPs) implements DetourDistribution {
        public Fixed {
            if (durationPs < 0) {
                throw new IllegalArgumentException("a detour duration must not be negative, found " + durationPs + "ps");
            }
        }

        @Override
        public RealDistribution create(RandomGenerator random) {
            return new ConstantRealDistribution(durationPs);
        }

        @Override
        public double meanDurationPs() {
            return durationPs;
        }

        @Override
        public String describe() {
            return "fixed " + Units.formatPs(durationPs);
        }
    }

    /**
     * Log-normal durations of the given mean m and standard deviation s (both > 0): the
     * underlying normal has sigma^2 = ln(1 + s^2/m^2) and mu = ln(m) - sigma^2/2.
     */
    record LogNormal(long meanPs, long stddevPs) implements DetourDistribution {
        public LogNormal {
            positive(meanPs, "mean");
            positive(stddevPs, "stddev");
        }

        @Override
        public RealDistribution create(RandomGenerator random) {
            double ratio = (double) stddevPs / meanPs;
            double sigma2 = Math.log1p(ratio * ratio);
            return new LogNormalDistribution(random, Math.log(meanPs) - sigma2 / 2, Math.sqrt(sigma2));
        }

        @Override
        public double meanDurationPs() {
            return meanPs;
        }

        @Override
        public String describe() {
            return "lognormal mean " + Units.formatPs(meanPs) + " stddev " + Units.formatPs(stddevPs);
        }
    }

    /** Two-point durations: {@code longPs} with probability {@code pLong}, else {@code shortPs}. */
    record Bimodal(long shortPs, long longPs, double pLong) implements DetourDistribution {
        public Bimodal {
            if (shortPs < 0 || longPs < 0 || !(pLong >= 0 && pLong <= 1)) {
                throw new IllegalArgumentException("bimodal detours need durations >= 0 and 0 <= p_long <= 1");
            }
        }

        @Override
        public RealDistribution create(RandomGenerator random) {
            return new EnumeratedRealDistribution(random, new double[] {shortPs, longPs}, new double[] {1 - pLong, pLong});
        }

        @Override
        public double meanDurationPs() {
            return (1 - pLong) * shortPs + pLong * longPs;
        }

        @Override
        public String describe() {
            return "bimodal " + Units.formatPs(shortPs) + " / " + Units.formatPs(longPs) + " with p_long " + pLong;
        }
    }

    private static void positive(long ps, String what) {
        if (ps <= 0) {
            throw new IllegalArgumentException("a detour " + what + " must be positive, found " + ps + "ps");
        }
    }
}
