package org.collsim.engine;

/**
 * Checked arithmetic on virtual time, in integer picoseconds: every place that turns bytes into
 * time, adds durations or schedules an event goes through here, so that a time past
 * {@link #LIMIT_PS} is a {@link TimeOverflowException} naming what overflowed, never a wrapped
 * (negative or too small) number. {@code Math.*Exact} are JIT intrinsics: the checks cost an
 * overflow-flag test per operation.
 */
public final class Time {
    /** The largest representable time: 2^63 - 1 ps, 106 days 18 h 2 min 52.036854775807 s. */
    public static final long LIMIT_PS = Long.MAX_VALUE;
    /** {@link #LIMIT_PS} as people read it, for messages. */
    public static final String LIMIT_TEXT = "9,223,372,036,854,775,807 ps (about 106.75 days)";

    private Time() {
    }

    /** {@code aPs + bPs}; {@code what} names the sum in the error ("send end"). */
    public static long add(long aPs, long bPs, String what) {
        long sum = aPs + bPs;
        if (((aPs ^ sum) & (bPs ^ sum)) < 0) {
            throw new TimeOverflowException(what, aPs + " ps + " + bPs + " ps");
        }
        return sum;
    }

    /** {@code count * durationPs} (a number of equal steps, bytes at whole picoseconds each). */
    public static long multiply(long count, long durationPs, String what) {
        long hi = Math.multiplyHigh(count, durationPs);
        long lo = count * durationPs;
        if ((hi == 0 && lo >= 0) || (hi == -1 && lo < 0)) {
            return lo;
        }
        throw new TimeOverflowException(what, count + " x " + durationPs + " ps");
    }

    /** {@code aPs + bPs}, or {@link #LIMIT_PS} ("never") when that is past the limit; both at least 0. */
    public static long addOrNever(long aPs, long bPs) {
        return bPs > LIMIT_PS - aPs ? LIMIT_PS : aPs + bPs;
    }
}
