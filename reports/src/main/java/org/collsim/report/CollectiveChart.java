package org.collsim.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.collsim.report.chart.LineChart;

/**
 * Turns one collective's records into a {@link LineChart} of time (µs) against message size,
 * one series per (algorithm, layer stack, rank count); when the records sweep ranks at a single
 * size (a barrier's 0 bytes, a scaling study), against rank count instead, one series per
 * (algorithm, layer stack). A series name lists only what varies among the records (the stack
 * when some record has one; seed and model when there are several), so legends stay short.
 */
final class CollectiveChart {
    private static final double PS_PER_US = 1e6;

    private CollectiveChart() {
    }

    /** Whether the chart's x axis is the rank count. */
    static boolean sweepsRanks(List<ResultRecord> records) {
        return distinct(records, ResultRecord::sizeBytes) == 1 && distinct(records, ResultRecord::ranks) > 1;
    }

    static LineChart of(String collective, List<ResultRecord> records) {
        boolean byRanks = sweepsRanks(records);
        Function<ResultRecord, String> name = seriesName(records, !byRanks);
        Map<String, List<LineChart.Point>> series = new LinkedHashMap<>();
        for (ResultRecord r : records) {
            double x = byRanks ? r.ranks() : r.sizeBytes();
            series.computeIfAbsent(name.apply(r), k -> new ArrayList<>()).add(new LineChart.Point(x, r.timePs() / PS_PER_US));
        }
        List<LineChart.Series> lines = new ArrayList<>();
        series.forEach((n, points) -> lines.add(new LineChart.Series(n, sortedByX(points))));
        String title = byRanks ? collective + ", " + records.get(0).sizeBytes() + " B" : collective;
        return new LineChart(title, byRanks ? "ranks" : "message size (bytes)", "time (µs)", lines);
    }

    private static Function<ResultRecord, String> seriesName(List<ResultRecord> records, boolean withRanks) {
        boolean withLayers = records.stream().anyMatch(r -> !r.layers().isEmpty());
        boolean withSeed = distinct(records, ResultRecord::seed) > 1;
        boolean withModel = distinct(records, ResultRecord::model) > 1;
        return r -> {
            StringBuilder s = new StringBuilder(r.algorithm());
            if (withLayers) {
                s.append(" [").append(r.layers().isEmpty() ? "no layers" : r.layersLabel()).append(']');
            }
            if (withRanks) {
                s.append(", ").append(r.ranks()).append(" ranks");
            }
            if (withModel) {
                s.append(", ").append(r.model());
            }
            if (withSeed) {
                s.append(", seed ").append(r.seed());
            }
            return s.toString();
        };
    }

    private static List<LineChart.Point> sortedByX(List<LineChart.Point> points) {
        List<LineChart.Point> sorted = new ArrayList<>(points);
        sorted.sort((a, b) -> Double.compare(a.x(), b.x()));
        return sorted;
    }

    private static long distinct(List<ResultRecord> records, Function<ResultRecord, Object> field) {
        return records.stream().map(field).distinct().count();
    }
}
