package org.collsim.report.chart;

import java.util.List;
import java.util.Objects;

/**
 * What one chart shows: a title, axis labels and series of points, drawn in list order. Each
 * axis is logarithmic when {@link AxisScale} finds that it helps.
 */
public record LineChart(String title, String xLabel, String yLabel, List<Series> series) {
    public LineChart {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(xLabel, "xLabel");
        Objects.requireNonNull(yLabel, "yLabel");
        series = List.copyOf(series);
    }

    /** One line of the chart: its legend name and its points in order of increasing x. */
    public record Series(String name, List<Point> points) {
        public Series {
            Objects.requireNonNull(name, "name");
            points = List.copyOf(points);
        }
    }

    /** One measured point. */
    public record Point(double x, double y) {
    }
}
