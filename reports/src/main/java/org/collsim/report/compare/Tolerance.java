package org.collsim.report.compare;

import java.math.BigDecimal;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How much slower than the baseline a record may be before it is a regression, relative to the
 * baseline's time: {@code current - baseline > percent / 100 * baseline} is a regression, a
 * slowdown of exactly the tolerance is not. The test is exact (integer picoseconds, decimal
 * percent), so a limit such as 2% of 5 000 000 ps is 100 000 ps, not a float near it.
 *
 * <p>The default is 0%: the simulator is deterministic, so an unchanged algorithm on an
 * unchanged scenario gives the same picoseconds on every run and machine; any slowdown is a
 * change of the code or the model, never noise.
 */
public record Tolerance(BigDecimal percent) {
    public static final Tolerance NONE = new Tolerance(BigDecimal.ZERO);
    private static final BigDecimal HUNDRED = BigDecimal.valueOf(100);
    private static final Pattern PERCENT = Pattern.compile("\\d{1,9}(\\.\\d{1,9})?%");

    public Tolerance {
        if (percent.signum() < 0) {
            throw new IllegalArgumentException("negative tolerance " + percent);
        }
    }

    /** "2%", "0.5%", "0%"; empty for anything else (a bare number is refused: 0.02 and 2 would both be guesses). */
    public static Optional<Tolerance> parse(String text) {
        String t = text.strip();
        if (!PERCENT.matcher(t).matches()) {
            return Optional.empty();
        }
        return Optional.of(new Tolerance(new BigDecimal(t.substring(0, t.length() - 1))));
    }

    /** Whether going from {@code baselinePs} to {@code currentPs} is slower by more than this tolerance. */
    public boolean isExceeded(long baselinePs, long currentPs) {
        BigDecimal slowdownPercentOfBaseline = BigDecimal.valueOf(currentPs - baselinePs).multiply(HUNDRED);
        return slowdownPercentOfBaseline.compareTo(percent.multiply(BigDecimal.valueOf(baselinePs))) > 0;
    }

    /** "2%", "0.5%", "0%". */
    @Override
    public String toString() {
        return percent.stripTrailingZeros().toPlainString() + "%";
    }
}
