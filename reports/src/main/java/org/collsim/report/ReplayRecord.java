package org.collsim.report;

import java.math.BigDecimal;

/**
 * The result of replaying a trace ({@code collsim replay}): the trace's name and format, the machine,
 * the ranks, the time of the last rank, messages, queue events and operations; each rank's end time
 * goes to ranks.csv ({@link ReplayFiles}).
 */
public record ReplayRecord(String trace, String format, String machine, int ranks, long timePs, long messages,
                           long events, long operations) {
    private static final int PS_PER_US_DIGITS = 6;

    /** time_ps / 10^6, exact. */
    public BigDecimal timeUs() {
        return microseconds(timePs);
    }

    /** {@code ps} in microseconds as plain text, exact ("11.494"). */
    public static String microsecondsText(long ps) {
        return microseconds(ps).toPlainString();
    }

    static BigDecimal microseconds(long ps) {
        return BigDecimal.valueOf(ps, PS_PER_US_DIGITS).stripTrailingZeros();
    }
}
