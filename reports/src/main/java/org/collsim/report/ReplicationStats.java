package org.collsim.report;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.util.Arrays;
import org.apache.commons.math3.distribution.TDistribution;
import org.apache.commons.math3.stat.descriptive.DescriptiveStatistics;

/**
 * Statistics of one point's times over its replications, in picoseconds. {@code minPs},
 * {@code maxPs} are exact; {@code medianPs} is exact (a whole number, or one ending in .5 for an
 * even count); {@code meanPs} is the exact mean rounded half-even to a whole picosecond;
 * {@code stddevPs} (sample standard deviation, n - 1) and the 95% confidence interval of the
 * mean ({@code mean ± t(0.975, n-1) * stddev / sqrt(n)}, Student t) are rounded half-even to
 * whole picoseconds, the bounds from the unrounded mean and half-width.
 */
public record ReplicationStats(int count, BigDecimal meanPs, BigDecimal stddevPs, long minPs, long maxPs,
                               BigDecimal medianPs, BigDecimal ciLowPs, BigDecimal ciHighPs, BigDecimal ciHalfWidthPs) {
    private static final double CONFIDENCE = 0.95;
    /** Decimals the mean is carried with before the final rounding (far more than a count of 10^4 needs). */
    private static final int MEAN_DIGITS = 20;

    /** The statistics of {@code timesPs} (at least one value). */
    public static ReplicationStats of(long[] timesPs) {
        int n = timesPs.length;
        if (n == 0) {
            throw new IllegalArgumentException("statistics of no replications");
        }
        long[] sorted = timesPs.clone();
        Arrays.sort(sorted);
        BigInteger sum = BigInteger.ZERO;
        DescriptiveStatistics d = new DescriptiveStatistics();
        for (long t : timesPs) {
            sum = sum.add(BigInteger.valueOf(t));
            d.addValue(t);
        }
        BigDecimal mean = new BigDecimal(sum).divide(BigDecimal.valueOf(n), MEAN_DIGITS, RoundingMode.HALF_EVEN);
        double stddev = n > 1 ? d.getStandardDeviation() : 0;
        double half = n > 1 && stddev > 0
                ? new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2) * stddev / Math.sqrt(n) : 0;
        BigDecimal halfWidth = new BigDecimal(half);
        return new ReplicationStats(n, whole(mean), whole(new BigDecimal(stddev)), sorted[0], sorted[n - 1],
                median(sorted), whole(mean.subtract(halfWidth)), whole(mean.add(halfWidth)), whole(halfWidth));
    }

    private static BigDecimal median(long[] sorted) {
        int n = sorted.length;
        if (n % 2 == 1) {
            return BigDecimal.valueOf(sorted[n / 2]);
        }
        BigDecimal middle = BigDecimal.valueOf(sorted[n / 2 - 1]).add(BigDecimal.valueOf(sorted[n / 2]))
                .divide(BigDecimal.valueOf(2)); // exact: a whole number or one ending in .5
        return middle.setScale(middle.stripTrailingZeros().scale() > 0 ? 1 : 0);
    }

    private static BigDecimal whole(BigDecimal ps) {
        return ps.setScale(0, RoundingMode.HALF_EVEN);
    }
}
