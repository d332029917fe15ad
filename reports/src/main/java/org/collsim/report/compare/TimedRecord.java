package org.collsim.report.compare;

import java.math.BigDecimal;
import java.util.Objects;

/**
 * The part of a results.json record that a comparison reads: its identity, its time in exact
 * picoseconds and, for a record of two or more replications, the 95% confidence interval of the
 * mean time (null otherwise).
 */
public record TimedRecord(RecordIdentity identity, long timePs, Interval ci95Ps) {
    public TimedRecord {
        Objects.requireNonNull(identity, "identity");
    }

    /** A closed interval [lowPs, highPs] of picoseconds. */
    public record Interval(BigDecimal lowPs, BigDecimal highPs) {
        public boolean overlaps(Interval other) {
            return lowPs.compareTo(other.highPs) <= 0 && other.lowPs.compareTo(highPs) <= 0;
        }
    }
}
