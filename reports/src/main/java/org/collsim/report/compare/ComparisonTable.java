package org.collsim.report.compare;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.collsim.report.MarkdownTable;
import org.collsim.report.TextTable;
import org.collsim.report.TextTable.Align;

/**
 * A comparison as a table: the identity columns (scenario, collective, algorithm, layers, ranks,
 * bytes, model, seed), the baseline and current times in exact µs, the change in percent and the
 * verdict, plus a {@code ci95} column ("overlap" or "disjoint") when some record has replication
 * statistics on both sides. As plain text for the terminal and as {@code compare.md}.
 */
public final class ComparisonTable {
    private static final int PS_PER_US_DIGITS = 6;
    private static final int SHOWN_DECIMALS = 2;
    private static final BigDecimal SMALLEST_SHOWN = new BigDecimal("0.01");

    private ComparisonTable() {
    }

    /** The aligned text table, then the summary line. */
    public static String render(ResultsComparison comparison) {
        return table(comparison).render() + "\n" + comparison.summary() + "\n";
    }

    /** compare.md: a heading, the two files, the outcome and the table in Markdown. */
    public static String markdown(ResultsComparison comparison, String baselineName, String currentName) {
        return "# collsim compare\n\n"
                + "Baseline `" + baselineName + "`, current `" + currentName + "`, tolerance " + comparison.tolerance()
                + ".\n\n**" + (comparison.passed() ? "passed" : "FAILED") + "**: " + comparison.summary() + "\n\n"
                + MarkdownTable.render(table(comparison));
    }

    static TextTable table(ResultsComparison comparison) {
        boolean ci = comparison.records().stream().anyMatch(r -> r.ci95Overlap().isPresent());
        TextTable t = new TextTable().column("scenario", Align.LEFT).column("collective", Align.LEFT)
                .column("algorithm", Align.LEFT).column("layers", Align.LEFT).column("ranks", Align.RIGHT)
                .column("bytes", Align.RIGHT).column("model", Align.LEFT).column("seed", Align.RIGHT)
                .column("baseline_us", Align.RIGHT).column("current_us", Align.RIGHT).column("change", Align.RIGHT)
                .column("verdict", Align.LEFT);
        if (ci) {
            t.column("ci95", Align.LEFT);
        }
        for (ComparedRecord r : comparison.records()) {
            t.row(cells(r, ci));
        }
        return t;
    }

    private static List<String> cells(ComparedRecord r, boolean ci) {
        RecordIdentity id = r.identity();
        List<String> cells = new ArrayList<>(List.of(id.scenario(), id.workload(), id.algorithmLabel(), id.layersLabel(),
                Integer.toString(id.ranks()), id.bytesLabel(), id.model(), Long.toString(id.seed()),
                micros(r.baseline()), micros(r.current()), change(r), r.verdict().label()));
        if (ci) {
            cells.add(r.ci95Overlap().map(overlap -> overlap ? "overlap" : "disjoint").orElse(""));
        }
        return cells;
    }

    /** The exact time in µs ("6.036", "6.036001"), or "" when the record is absent. */
    static String micros(TimedRecord r) {
        return r == null ? "" : BigDecimal.valueOf(r.timePs(), PS_PER_US_DIGITS).stripTrailingZeros().toPlainString();
    }

    /**
     * "+1.25%", "-0.50%", "0.00%"; a change too small for two decimals is "+<0.01%" or "-<0.01%"
     * (a 1 ps change is still a change); "n/a" from a baseline of 0 ps; "" for new or missing.
     */
    static String change(ComparedRecord r) {
        Optional<Long> ps = r.changePs();
        if (ps.isEmpty()) {
            return "";
        }
        if (ps.get() == 0) {
            return "0.00%";
        }
        Optional<BigDecimal> pct = r.changePercent();
        if (pct.isEmpty()) {
            return "n/a";
        }
        String sign = ps.get() > 0 ? "+" : "-";
        if (pct.get().abs().compareTo(SMALLEST_SHOWN) < 0) {
            return sign + "<0.01%";
        }
        return sign + pct.get().abs().setScale(SHOWN_DECIMALS, RoundingMode.HALF_EVEN).toPlainString() + "%";
    }
}
