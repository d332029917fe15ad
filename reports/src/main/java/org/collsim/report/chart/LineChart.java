package org.collsim.report.chart;

import java.util.List;
import java.util.Objects;

/**
 * What one chart panel shows: a title, two axes and series of points, drawn in list order. A
 * panel has no legend of its own: every series carries a {@link SeriesStyle} that the page's one
 * legend explains (colour = algorithm, dash and marker = layer stack).
 */
public record LineChart(String title, Axis x, Axis y, List<Series> series) {
    public LineChart {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(x, "x");
        Objects.requireNonNull(y, "y");
        series = List.copyOf(series);
    }

    /** What an axis measures; its label carries the unit. */
    public enum AxisKind {
        /** Message sizes: log base 2 with binary ticks (8, 64, 512, 4K, ...) when they span more than a decade. */
        BYTES,
        /** A count (ranks): log when it spans more than a decade. */
        COUNT,
        /** A time: log when it spans more than a decade. */
        TIME,
        /** A ratio (speedup): always linear, including 1. */
        RATIO
    }

    /** An axis: its label, with the unit in parentheses, and what it measures. */
    public record Axis(String label, AxisKind kind) {
        public Axis {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(kind, "kind");
        }
    }

    /** One line: a name (for tooltips and tests), its style and its points in order of increasing x. */
    public record Series(String name, SeriesStyle style, List<Point> points) {
        public Series {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(style, "style");
            points = List.copyOf(points);
        }
    }

    /**
     * One point: the value {@code y} and the interval drawn around it as an error bar (the 95%
     * confidence interval of a mean); {@code low == high == y} draws no bar.
     */
    public record Point(double x, double y, double low, double high) {
        public static Point exact(double x, double y) {
            return new Point(x, y, y, y);
        }

        public boolean hasInterval() {
            return low < high;
        }
    }
}
