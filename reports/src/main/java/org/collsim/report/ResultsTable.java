package org.collsim.report;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.collsim.report.TextTable.Align;

/**
 * Renders records as the aligned text table printed by {@code collsim run}; time in us with 3
 * decimals. A {@code layers} column appears when some record ran under a non-empty stack; a
 * {@code speedup} column when the records cover several stacks, the empty one among them: each
 * row's speedup is the time of the same (collective, algorithm, ranks, bytes) under the empty
 * stack divided by its own time ("1.85x"; "-" when there is no such baseline or the time is 0).
 * Records of several replications show their mean ± the 95% confidence half-width (in us).
 */
public final class ResultsTable {
    /** Decimals of the microsecond column (nanosecond resolution). */
    private static final int US_DECIMALS = 3;
    /** Decimals of the speedup column. */
    private static final int SPEEDUP_DECIMALS = 2;
    private static final String NO_VALUE = "-";
    /** The time column's header when records carry replication statistics. */
    static final String STATS_TIME_HEADER = "time_us (mean ± 95% CI)";

    private final boolean showLayers;
    private final boolean showSpeedup;
    private final Map<String, Long> baseline;
    private final boolean showStats;
    /** A sweep's records: a column of their axes' values. */
    private final boolean showAxes;

    /** Decides the optional columns over all {@code records}, so every table cut from them has the same. */
    private ResultsTable(List<ResultRecord> records) {
        Set<List<String>> stacks = new LinkedHashSet<>();
        records.forEach(r -> stacks.add(r.layers()));
        this.showLayers = stacks.stream().anyMatch(s -> !s.isEmpty());
        this.showSpeedup = stacks.size() > 1 && stacks.contains(List.of());
        this.baseline = showSpeedup ? baselines(records) : Map.of();
        this.showStats = records.stream().anyMatch(r -> r.stats() != null);
        this.showAxes = records.stream().anyMatch(r -> !r.axes().isEmpty());
    }

    public static String render(List<ResultRecord> records) {
        return new ResultsTable(records).table(records, true).render();
    }

    /**
     * One table per collective, in order of first appearance, without the collective column
     * (the caller names it); the optional columns are decided over all records.
     */
    static Map<String, TextTable> byCollective(List<ResultRecord> records) {
        ResultsTable columns = new ResultsTable(records.stream().filter(ResultRecord::isBenchmark).toList());
        Map<String, TextTable> out = new LinkedHashMap<>();
        for (Map.Entry<String, List<ResultRecord>> e : ReportGroups.byCollective(records).entrySet()) {
            out.put(e.getKey(), columns.table(e.getValue(), false));
        }
        return out;
    }

    private TextTable table(List<ResultRecord> records, boolean withCollective) {
        TextTable table = new TextTable();
        if (withCollective) {
            table.column("collective", Align.LEFT);
        }
        table.column("algorithm", Align.LEFT);
        if (showLayers) {
            table.column("layers", Align.LEFT);
        }
        if (showAxes) {
            table.column("axes", Align.LEFT);
        }
        table.column("ranks", Align.RIGHT)
                .column("bytes", Align.RIGHT)
                .column(showStats ? STATS_TIME_HEADER : "time_us", Align.RIGHT)
                .column("messages", Align.RIGHT)
                .column("events", Align.RIGHT);
        if (showSpeedup) {
            table.column("speedup", Align.RIGHT);
        }
        for (ResultRecord r : records) {
            table.row(row(r, withCollective));
        }
        return table;
    }

    private List<String> row(ResultRecord r, boolean withCollective) {
        List<String> cells = new ArrayList<>();
        if (withCollective) {
            cells.add(r.collective());
        }
        cells.add(r.ranLabel());
        if (showLayers) {
            cells.add(r.layersLabel());
        }
        if (showAxes) {
            cells.add(r.axesLabel());
        }
        cells.addAll(List.of(Integer.toString(r.ranks()), Long.toString(r.sizeBytes()), formatTime(r),
                Long.toString(r.messages()), Long.toString(r.events())));
        if (showSpeedup) {
            cells.add(r.isStopped() ? NO_VALUE : speedup(baseline.get(key(r)), r.timePs()));
        }
        return cells;
    }

    /** Time under the empty stack, by (collective, algorithm, ranks, bytes). */
    private static Map<String, Long> baselines(List<ResultRecord> records) {
        Map<String, Long> out = new HashMap<>();
        for (ResultRecord r : records) {
            if (r.layers().isEmpty() && !r.isStopped()) {
                out.putIfAbsent(key(r), r.timePs());
            }
        }
        return out;
    }

    private static String key(ResultRecord r) {
        return r.collective() + '\u0000' + r.algorithm() + '\u0000' + r.ranks() + '\u0000' + r.sizeBytes() + '\u0000'
                + r.axesLabel();
    }

    /** baselinePs / timePs with two decimals, half-up, and an "x" ("1.85x"). */
    public static String speedup(Long baselinePs, long timePs) {
        if (baselinePs == null || timePs <= 0) {
            return NO_VALUE;
        }
        BigDecimal ratio = BigDecimal.valueOf(baselinePs)
                .divide(BigDecimal.valueOf(timePs), SPEEDUP_DECIMALS, RoundingMode.HALF_UP);
        return ratio.toPlainString() + "x";
    }

    /**
     * {@link #formatUs} for a record of one run; with replications, the mean and the 95%
     * confidence half-width ("72.345 ± 0.120"); "stopped: max_events" for a point a limit stopped.
     */
    static String formatTime(ResultRecord r) {
        if (r.isStopped()) {
            return "stopped: " + r.stopped().substring(0, r.stopped().indexOf(' ')); // the limit's name
        }
        ReplicationStats s = r.stats();
        if (s == null) {
            return formatUs(r);
        }
        return psToUs(s.meanPs()) + " ± " + psToUs(s.ciHalfWidthPs());
    }

    private static String psToUs(BigDecimal ps) {
        return ps.movePointLeft(6).setScale(US_DECIMALS, RoundingMode.HALF_UP).toPlainString();
    }

    /** The time in microseconds rounded half-up to 3 decimals ("6.013"). */
    public static String formatUs(ResultRecord r) {
        return r.timeUs().setScale(US_DECIMALS, RoundingMode.HALF_UP).toPlainString();
    }
}
