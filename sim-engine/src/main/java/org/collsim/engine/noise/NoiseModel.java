package org.collsim.engine.noise;

import java.math.BigDecimal;
import java.math.RoundingMode;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.Time;
import org.collsim.engine.Units;

/**
 * OS noise on every rank's CPU: detours arrive either as a Poisson process of mean interval
 * {@code intervalPs} (exponential gaps) or periodically every {@code intervalPs} (first at
 * {@code intervalPs}, all ranks in phase), each lasting a duration drawn from
 * {@code durations}. Immutable; {@link #start} makes the state of one run.
 */
public record NoiseModel(Arrivals arrivals, BigDecimal intervalPs, DetourDistribution durations) {
    /** The random stream the detours of every rank are drawn from (one sub-stream per rank). */
    public static final String STREAM = "noise";

    /** How detours arrive. */
    public enum Arrivals {
        POISSON("poisson"), PERIODIC("periodic");

        private final String id;

        Arrivals(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }
    }

    public NoiseModel {
        if (intervalPs.signum() <= 0) {
            throw new IllegalArgumentException("the interval between detours must be positive, found " + intervalPs + "ps");
        }
        if (intervalPs.compareTo(BigDecimal.valueOf(Time.LIMIT_PS)) > 0) {
            throw new IllegalArgumentException("the interval between detours must be at most " + Time.LIMIT_TEXT + ", found "
                    + intervalPs.toPlainString() + "ps");
        }
        if (arrivals == Arrivals.PERIODIC && intervalPs.stripTrailingZeros().scale() > 0) {
            throw new IllegalArgumentException("periodic detours need a whole number of picoseconds between them, found "
                    + intervalPs.toPlainString() + "ps");
        }
        double fraction = durations.meanDurationPs() / intervalPs.doubleValue();
        if (fraction >= 1) {
            throw new IllegalArgumentException("detours would take " + Math.round(fraction * 100)
                    + "% of the CPU (mean duration / mean interval must stay below 1)");
        }
    }

    /** The state of one run on {@code ranks} ranks, drawing from {@code streams}' stream {@value #STREAM}. */
    public CpuNoise start(int ranks, RandomStreams streams) {
        return new CpuNoise(this, ranks, streams);
    }

    /** The long-run fraction of CPU time detours take: mean duration / mean interval. */
    public double overheadFraction() {
        return durations.meanDurationPs() / intervalPs.doubleValue();
    }

    /** "poisson noise every 1ms on average, exponential mean 10us" or "periodic noise every 800ns, fixed 100ns". */
    public String describe() {
        return arrivals.id() + " noise every " + formatPs(intervalPs) + (arrivals == Arrivals.POISSON ? " on average, " : ", ")
                + durations.describe();
    }

    /** "1ms" for a whole number of picoseconds, else "333333333.3333333ps". */
    public static String formatPs(BigDecimal ps) {
        BigDecimal whole = ps.setScale(0, RoundingMode.HALF_EVEN);
        return whole.compareTo(ps) == 0 ? Units.formatPs(whole.longValueExact()) : ps.stripTrailingZeros().toPlainString() + "ps";
    }
}
