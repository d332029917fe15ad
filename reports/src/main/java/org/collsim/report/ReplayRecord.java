package org.collsim.report;

import java.math.BigDecimal;

/**
 * The summary {@code collsim replay} prints of a replayed trace: the trace's name and format, the
 * machine, the ranks, the time of the last rank, messages, queue events and operations; each rank's
 * end time goes to ranks.csv ({@link ReplayFiles}), the rest of the reports are {@code run}'s.
 */
public record ReplayRecord(String trace, String format, String machine, int ranks, long timePs, long messages,
                           long events, long operations) {
    private static final int PS_PER_US_DIGITS = 6;

    /** {@code ps} in microseconds as plain text, exact ("11.494"). */
    public static String microsecondsText(long ps) {
        return microseconds(ps).toPlainString();
    }

    static BigDecimal microseconds(long ps) {
        return BigDecimal.valueOf(ps, PS_PER_US_DIGITS).stripTrailingZeros();
    }
}
