package org.collsim.report.compare;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.Optional;

/**
 * One identity's outcome: its baseline and current records (either null when the identity is in
 * one file only) and the verdict.
 */
public record ComparedRecord(RecordIdentity identity, TimedRecord baseline, TimedRecord current, Verdict verdict) {
    /** Decimals of the change in percent: exact enough for any table, and stable text for the JSON summary. */
    static final int CHANGE_DECIMALS = 6;

    /**
     * (current - baseline) / baseline in percent, rounded half-even to {@value #CHANGE_DECIMALS}
     * decimals; empty when the identity is in one file only or the baseline time is 0.
     */
    public Optional<BigDecimal> changePercent() {
        if (baseline == null || current == null || baseline.timePs() == 0) {
            return Optional.empty();
        }
        BigDecimal delta = BigDecimal.valueOf(current.timePs() - baseline.timePs()).multiply(BigDecimal.valueOf(100));
        return Optional.of(delta.divide(BigDecimal.valueOf(baseline.timePs()), CHANGE_DECIMALS, RoundingMode.HALF_EVEN));
    }

    /** current - baseline in picoseconds; empty when the identity is in one file only. */
    public Optional<Long> changePs() {
        return baseline == null || current == null ? Optional.empty() : Optional.of(current.timePs() - baseline.timePs());
    }

    /**
     * Whether the 95% confidence intervals of the two records' mean times overlap; empty unless
     * both records carry replication statistics. Disjoint intervals mean the change of the mean
     * is unlikely to be noise; overlapping ones that it may be.
     */
    public Optional<Boolean> ci95Overlap() {
        if (baseline == null || current == null || baseline.ci95Ps() == null || current.ci95Ps() == null) {
            return Optional.empty();
        }
        return Optional.of(baseline.ci95Ps().overlaps(current.ci95Ps()));
    }
}
