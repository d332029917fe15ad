package org.collsim.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.function.Predicate;
import org.collsim.report.chart.LineChart;
import org.collsim.report.chart.LineChart.Axis;
import org.collsim.report.chart.LineChart.AxisKind;

/**
 * One collective's records as small multiples of time: a panel per rank count with time against
 * message size when sizes vary, and a panel per size with time against rank count when ranks vary
 * (alone, or over at least {@link #MIN_RANK_COUNTS_FOR_RANK_PANELS} rank counts). Network models
 * and seeds that vary get panels of their own. A series is one (algorithm, layer stack); a panel
 * holds at most {@link #MAX_SERIES} of them, more are split over several balanced panels by whole
 * stacks.
 * With replications a point is the mean, with its 95% confidence interval as an error bar.
 */
final class ChartPanels {
    static final int MAX_SERIES = 8;
    static final int MIN_RANK_COUNTS_FOR_RANK_PANELS = 3;
    static final Axis TIME = new Axis("time (µs)", AxisKind.TIME);
    static final Axis BYTES = new Axis("message size (bytes)", AxisKind.BYTES);
    static final Axis RANKS = new Axis("ranks", AxisKind.COUNT);
    private static final double PS_PER_US = 1e6;

    private ChartPanels() {
    }

    /** The ways to slice one variant's records into panels: x axis, what a panel holds, its title. */
    record Slice(Axis x, Function<ResultRecord, Double> xValue, Predicate<ResultRecord> member, String title) {
    }

    static List<LineChart> time(String collective, List<ResultRecord> records, PageStyles styles) {
        List<LineChart> out = new ArrayList<>();
        for (Map.Entry<String, List<ResultRecord>> variant : variants(records).entrySet()) {
            for (Slice slice : slices(collective + variant.getKey(), variant.getValue())) {
                List<ResultRecord> members = variant.getValue().stream().filter(slice.member()).toList();
                out.addAll(split(slice, members, styles, ChartPanels::meanPoint, TIME));
            }
        }
        return out;
    }

    /** Records by network model and seed when those vary ("", ", loggp", ", seed 2"), in first-appearance order. */
    static Map<String, List<ResultRecord>> variants(List<ResultRecord> records) {
        boolean models = records.stream().map(ResultRecord::model).distinct().count() > 1;
        boolean seeds = records.stream().map(ResultRecord::seed).distinct().count() > 1;
        Map<String, List<ResultRecord>> out = new LinkedHashMap<>();
        for (ResultRecord r : records) {
            String key = (models ? ", " + r.model() : "") + (seeds ? ", seed " + r.seed() : "");
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(r);
        }
        return out;
    }

    static List<Slice> slices(String title, List<ResultRecord> records) {
        TreeSet<Integer> ranks = new TreeSet<>();
        TreeSet<Long> sizes = new TreeSet<>();
        records.forEach(r -> {
            ranks.add(r.ranks());
            sizes.add(r.sizeBytes());
        });
        List<Slice> out = new ArrayList<>();
        if (sizes.size() > 1) {
            for (int p : ranks) {
                out.add(new Slice(BYTES, r -> (double) r.sizeBytes(), r -> r.ranks() == p, title + ", " + p + " ranks"));
            }
        }
        if (ranks.size() > 1 && (sizes.size() == 1 || ranks.size() >= MIN_RANK_COUNTS_FOR_RANK_PANELS)) {
            for (long b : sizes) {
                out.add(new Slice(RANKS, r -> (double) r.ranks(), r -> r.sizeBytes() == b, title + ", " + sizeLabel(b)));
            }
        }
        if (out.isEmpty()) { // one point per series: still a panel, against message size
            out.add(new Slice(BYTES, r -> (double) r.sizeBytes(), r -> true, title + ", " + ranks.first() + " ranks"));
        }
        return out;
    }

    /**
     * The panels of one slice: series per (algorithm, stack), at most {@link #MAX_SERIES} a panel,
     * whole stacks together; {@code point} turns a record into its point (or null to leave it out).
     */
    static List<LineChart> split(Slice slice, List<ResultRecord> members, PageStyles styles,
                                 PointOf point, Axis y) {
        Map<String, Map<String, List<LineChart.Point>>> byStack = new LinkedHashMap<>();
        Map<String, ResultRecord> firstOfSeries = new LinkedHashMap<>();
        for (ResultRecord r : members) {
            LineChart.Point p = point.of(r, slice.xValue().apply(r));
            if (p == null) {
                continue;
            }
            String series = seriesName(r, styles);
            firstOfSeries.putIfAbsent(series, r);
            byStack.computeIfAbsent(r.layersLabel(), k -> new LinkedHashMap<>())
                    .computeIfAbsent(series, k -> new ArrayList<>()).add(p);
        }
        int total = byStack.values().stream().mapToInt(Map::size).sum();
        int panelCount = (total + MAX_SERIES - 1) / MAX_SERIES;
        int perPanel = panelCount <= 1 ? MAX_SERIES : (total + panelCount - 1) / panelCount; // balanced panels
        List<List<LineChart.Series>> panels = new ArrayList<>();
        List<LineChart.Series> current = new ArrayList<>();
        for (Map<String, List<LineChart.Point>> stack : byStack.values()) {
            if (!current.isEmpty() && (current.size() >= perPanel || current.size() + stack.size() > MAX_SERIES)) {
                panels.add(current);
                current = new ArrayList<>();
            }
            for (Map.Entry<String, List<LineChart.Point>> series : stack.entrySet()) {
                List<LineChart.Point> sorted = new ArrayList<>(series.getValue());
                sorted.sort((a, b) -> Double.compare(a.x(), b.x()));
                current.add(new LineChart.Series(series.getKey(), styles.style(firstOfSeries.get(series.getKey())), sorted));
            }
        }
        if (!current.isEmpty()) {
            panels.add(current);
        }
        List<LineChart> out = new ArrayList<>();
        for (int i = 0; i < panels.size(); i++) {
            String part = panels.size() > 1 ? " (" + (i + 1) + "/" + panels.size() + ")" : "";
            out.add(new LineChart(slice.title() + part, slice.x(), y, panels.get(i)));
        }
        return out;
    }

    /** A record's point at x, or null to leave the record out of the panel. */
    @FunctionalInterface
    interface PointOf {
        LineChart.Point of(ResultRecord r, double x);
    }

    private static String seriesName(ResultRecord r, PageStyles styles) {
        return styles.severalStacks() ? r.ranLabel() + " [" + r.layersLabel() + "]" : r.ranLabel();
    }

    /** Time in µs: the mean over replications with its 95% CI, or the single run. */
    static LineChart.Point meanPoint(ResultRecord r, double x) {
        ReplicationStats s = r.stats();
        if (s == null) {
            return LineChart.Point.exact(x, r.timePs() / PS_PER_US);
        }
        return new LineChart.Point(x, s.meanPs().doubleValue() / PS_PER_US, s.ciLowPs().doubleValue() / PS_PER_US,
                s.ciHighPs().doubleValue() / PS_PER_US);
    }

    /** The time a comparison uses, in ps: the mean over replications, or the single run. */
    static double comparedPs(ResultRecord r) {
        return r.stats() == null ? r.timePs() : r.stats().meanPs().doubleValue();
    }

    /** "8 B", "64 KiB", "2 MiB": whole binary units where exact. */
    static String sizeLabel(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        long value = bytes;
        int unit = 0;
        while (value != 0 && value % 1024 == 0 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return value + " " + units[unit];
    }
}
