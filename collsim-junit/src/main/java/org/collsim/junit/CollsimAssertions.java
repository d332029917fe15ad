package org.collsim.junit;

import static org.junit.jupiter.api.Assertions.fail;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.collsim.report.ResultRecord;
import org.collsim.report.compare.ComparisonTable;
import org.collsim.report.compare.ResultsComparison;
import org.collsim.report.compare.ResultsFileException;
import org.collsim.report.compare.ResultsReader;
import org.collsim.report.compare.Tolerance;

/**
 * Assertions on {@link SimulationResults} for JUnit 5 suites. Each fails (as JUnit's own
 * assertions do) with a message that names the points and shows their times, so a failed CI run
 * says by how much, not only that.
 */
public final class CollsimAssertions {
    private CollsimAssertions() {
    }

    /**
     * {@code algorithm} is faster than {@code other} for {@code collective} at {@code ranks} ranks at
     * every message size of at least {@code fromBytes} that the results hold (there must be one).
     */
    public static void assertBeats(SimulationResults results, String collective, String algorithm, String other,
                                   int ranks, long fromBytes) {
        List<Long> sizes = sizes(results, collective, algorithm, List.of(), ranks, fromBytes);
        List<Row> rows = new ArrayList<>();
        boolean beaten = true;
        for (long bytes : sizes) {
            long mine = results.timePs(collective, algorithm, ranks, bytes);
            long theirs = results.timePs(collective, other, ranks, bytes);
            beaten &= mine < theirs;
            rows.add(new Row(bytes, mine, theirs, mine < theirs));
        }
        if (!beaten) {
            fail(collective + "/" + algorithm + " does not beat " + other + " at " + ranks + " ranks from " + fromBytes
                    + " bytes:\n" + table(algorithm, other, rows));
        }
    }

    /**
     * {@code collective}/{@code algorithm} under {@code layers} is at least {@code factor} times
     * faster than without layers at {@code ranks} ranks, at every message size the results hold.
     */
    public static void assertSpeedup(SimulationResults results, List<String> layers, double factor, String collective,
                                     String algorithm, int ranks) {
        List<Row> rows = new ArrayList<>();
        boolean fastEnough = true;
        for (long bytes : sizes(results, collective, algorithm, layers, ranks, 0)) {
            long layered = results.timePs(collective, algorithm, layers, ranks, bytes);
            long flat = results.timePs(collective, algorithm, List.of(), ranks, bytes);
            boolean ok = flat >= factor * layered;
            fastEnough &= ok;
            rows.add(new Row(bytes, layered, flat, ok));
        }
        if (!fastEnough) {
            fail(collective + "/" + algorithm + " under " + layers + " is not " + factor + "x faster than without layers at "
                    + ranks + " ranks:\n" + table(layers.toString(), "no layers", rows));
        }
    }

    /**
     * No point is slower than in {@code baseline} (a {@code results.json}) by more than
     * {@code tolerance} ("2%"), and none is missing: {@code collsim compare}'s rules and report.
     */
    public static void assertWithinBaseline(SimulationResults results, Path baseline, String tolerance) {
        Tolerance t = Tolerance.parse(tolerance).orElseThrow(() -> new IllegalArgumentException(
                "expected a tolerance such as \"2%\", found \"" + tolerance + "\""));
        ResultsComparison comparison;
        try {
            comparison = ResultsComparison.of(ResultsReader.read(baseline), ResultsReader.parse(results.toJson(),
                    "the current results"), t);
        } catch (ResultsFileException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
        if (!comparison.passed()) {
            fail("results differ from the baseline " + baseline + " beyond " + t + ": " + comparison.summary() + "\n"
                    + ComparisonTable.render(comparison));
        }
    }

    /** The sizes of at least {@code fromBytes} the results hold for that series, in order; none is a mistake. */
    private static List<Long> sizes(SimulationResults results, String collective, String algorithm, List<String> layers,
                                    int ranks, long fromBytes) {
        List<Long> sizes = results.select(r -> r.collective().equals(collective) && r.algorithm().equals(algorithm)
                        && r.layers().equals(layers) && r.ranks() == ranks && r.sizeBytes() >= fromBytes).stream()
                .map(ResultRecord::sizeBytes).distinct().sorted().toList();
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException("expected results for " + collective + "/" + algorithm
                    + (layers.isEmpty() ? "" : " under " + layers) + " at " + ranks + " ranks from " + fromBytes
                    + " bytes, found none");
        }
        return sizes;
    }

    /** One size: the first series' time, the second's, and whether the assertion holds there. */
    private record Row(long bytes, long firstPs, long secondPs, boolean ok) {
    }

    /** The rows under a header naming both series; the speedup is the second time over the first. */
    private static String table(String first, String second, List<Row> rows) {
        String firstColumn = first + " us";
        String secondColumn = second + " us";
        String format = "%12s %" + Math.max(12, firstColumn.length()) + "s %" + Math.max(12, secondColumn.length())
                + "s %9s%s";
        List<String> lines = new ArrayList<>();
        lines.add(String.format(Locale.ROOT, format, "bytes", firstColumn, secondColumn, "speedup", ""));
        for (Row r : rows) {
            BigDecimal speedup = BigDecimal.valueOf(r.secondPs())
                    .divide(BigDecimal.valueOf(Math.max(1, r.firstPs())), 2, RoundingMode.HALF_EVEN);
            lines.add(String.format(Locale.ROOT, format, r.bytes(), us(r.firstPs()), us(r.secondPs()), speedup + "x",
                    r.ok() ? "" : "  <- fails"));
        }
        return String.join("\n", lines);
    }

    private static String us(long ps) {
        return BigDecimal.valueOf(ps, 6).setScale(3, RoundingMode.HALF_EVEN).toPlainString();
    }
}
