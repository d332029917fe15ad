package org.collsim.report.chart;

import java.util.List;

/**
 * Starts the chart machinery ahead of the first chart, on a daemon thread: Java 2D's fonts (the
 * font configuration, the first metrics), JFreeChart's class initialisation (Swing's look and
 * feel) and the drawing code, a good part of a short run's wall time when done when the page is
 * written (docs/PERFORMANCE.md, start-up, session 7). A command that will draw charts starts it
 * first and overlaps it with its own work (parsing, simulating) on another core. It draws one
 * chart no output sees: a chart depends only on its own arguments.
 */
public final class ChartWarmUp {
    private ChartWarmUp() {
    }

    /** Starts the warm-up; the JVM does not wait for it. */
    public static void start() {
        Thread t = new Thread(ChartWarmUp::drawOne, "collsim-chart-warm-up");
        t.setDaemon(true);
        t.start();
    }

    private static void drawOne() {
        try {
            if (Fonts.available()) {
                LineChart.Series series = new LineChart.Series("warm-up", new SeriesStyle(0, 0),
                        List.of(LineChart.Point.exact(8, 2.5), LineChart.Point.exact(65_536, 300)));
                SvgLineChart.render(new LineChart("warm-up", new LineChart.Axis("message size (B)", LineChart.AxisKind.BYTES),
                        new LineChart.Axis("time (us)", LineChart.AxisKind.TIME), List.of(series)), "warm-up");
            }
        } catch (RuntimeException | LinkageError | java.awt.AWTError e) {
            // the page's own drawing meets the same problem and reports it
        }
    }
}
