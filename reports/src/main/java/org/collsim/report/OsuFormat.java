package org.collsim.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Benchmark records in the layout of the OSU micro-benchmarks' collective tests, for putting
 * collsim next to real measurements: per collective, algorithm, layer stack, rank count and sweep variant a
 * comment header, then one row per message size with the average, minimum and maximum latency
 * in microseconds (2 decimals, as OSU prints) and the iterations. collsim's latency is the time
 * of the last rank; over replications the average is their mean, min and max their extremes,
 * and the iterations their number (1 without replications).
 */
public final class OsuFormat {
    private static final int SIZE_WIDTH = 10;
    private static final int FIELD_WIDTH = 18;
    private static final int ITERATIONS_WIDTH = 12;
    private static final BigDecimal PS_PER_US = BigDecimal.valueOf(1_000_000);

    private OsuFormat() {
    }

    public static String render(List<ResultRecord> records) {
        StringBuilder out = new StringBuilder();
        for (Map.Entry<String, List<ResultRecord>> e : groups(records).entrySet()) {
            out.append(out.length() == 0 ? "" : "\n").append("# ").append(e.getKey()).append('\n');
            out.append(String.format(Locale.ROOT, "%-" + SIZE_WIDTH + "s%" + FIELD_WIDTH + "s%" + FIELD_WIDTH + "s%"
                    + FIELD_WIDTH + "s%" + ITERATIONS_WIDTH + "s%n", "# Size", "Avg Latency(us)", "Min Latency(us)",
                    "Max Latency(us)", "Iterations"));
            for (ResultRecord r : e.getValue()) {
                out.append(row(r));
            }
        }
        return out.toString();
    }

    /**
     * "collsim allreduce/ring, 8 ranks" plus ", layers hierarchical+tuned" and a sweep variant's
     * ", machine.network.alpha=1us": benchmark records only, in order of first appearance.
     */
    private static Map<String, List<ResultRecord>> groups(List<ResultRecord> records) {
        Map<String, List<ResultRecord>> out = new LinkedHashMap<>();
        for (ResultRecord r : records) {
            if (!r.isBenchmark() || r.isStopped()) {
                continue; // OSU's layout has no place for a program, a communicator workload or a point a run limit stopped
            }
            String key = "collsim " + r.collective() + "/" + r.algorithm() + ", " + r.ranks() + " ranks"
                    + (r.layers().isEmpty() ? "" : ", layers " + r.layersLabel())
                    + (r.axes().isEmpty() ? "" : ", " + r.axesLabel()); // a sweep variant's sizes apart from another's
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        return out;
    }

    private static String row(ResultRecord r) {
        ReplicationStats s = r.stats();
        BigDecimal avg = s == null ? BigDecimal.valueOf(r.timePs()) : s.meanPs();
        long min = s == null ? r.timePs() : s.minPs();
        long max = s == null ? r.timePs() : s.maxPs();
        int iterations = s == null ? 1 : s.count();
        return String.format(Locale.ROOT, "%-" + SIZE_WIDTH + "d%" + FIELD_WIDTH + "s%" + FIELD_WIDTH + "s%" + FIELD_WIDTH
                + "s%" + ITERATIONS_WIDTH + "d%n", r.sizeBytes(), us(avg), us(BigDecimal.valueOf(min)),
                us(BigDecimal.valueOf(max)), iterations);
    }

    /** Picoseconds as microseconds with 2 decimals, rounded half-even (exact, no binary floating point). */
    private static String us(BigDecimal ps) {
        return ps.divide(PS_PER_US).setScale(2, RoundingMode.HALF_EVEN).toPlainString();
    }
}
