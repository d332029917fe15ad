package org.collsim.report.compare;

/**
 * How a record of the current results compares with the baseline's. {@link #REGRESSION} and
 * {@link #MISSING} fail a comparison; they are written in capitals so that they stand out in a
 * long table.
 */
public enum Verdict {
    /** Same time to the picosecond. */
    UNCHANGED("unchanged"),
    /** Current is faster. */
    FASTER("faster"),
    /** Current is slower, by no more than the tolerance. */
    SLOWER("slower (tolerated)"),
    /** Current is slower by more than the tolerance. */
    REGRESSION("REGRESSION"),
    /** Only in the current results. */
    NEW("new"),
    /** Only in the baseline: a point the current run no longer measures. */
    MISSING("MISSING");

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** As printed in tables. */
    public String label() {
        return label;
    }

    /** As written in compare.json: "unchanged", "slower", "regression", ... */
    public String key() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Whether this verdict makes the comparison fail (exit code 4). */
    public boolean fails() {
        return this == REGRESSION || this == MISSING;
    }
}
