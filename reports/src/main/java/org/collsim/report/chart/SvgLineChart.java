package org.collsim.report.chart;

import java.awt.Color;
import java.awt.Font;
import java.awt.geom.Rectangle2D;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.StandardChartTheme;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYErrorRenderer;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;
import org.jfree.svg.ViewBox;

/**
 * Draws one {@link LineChart} panel with JFreeChart into an SVG element, headless, sized for small
 * multiples and without a legend (the page has one). Each series gets its {@link SeriesStyle};
 * points with an interval get a vertical error bar. Deterministic: the element id and every defs
 * id start with the caller's {@code id} instead of SVGGraphics2D's {@code System.nanoTime()}
 * prefix; fonts are the logical "SansSerif"; numbers use {@link Locale#ROOT}; coordinates have
 * {@link #COORD_DECIMALS} decimals.
 */
public final class SvgLineChart {
    public static final int WIDTH_PX = 420;
    public static final int HEIGHT_PX = 300;
    /** Hundredths of a pixel: finer than any screen, and half the bytes of full doubles. */
    private static final int COORD_DECIMALS = 2;
    private static final int TITLE_PT = 13;
    private static final int LABEL_PT = 11;
    private static final int TICK_PT = 10;
    /** Fractional ticks of a linear axis go down to nanoseconds, as the tables do. */
    private static final String NUMBER_PATTERN = "#,##0.###";
    /** Room on the right for the last x tick label, which JFreeChart centres on the plot's edge. */
    private static final double RIGHT_PADDING_PX = 16;
    /** A binary size axis labels every third power of two: 8, 64, 512, 4K, ... */
    private static final double BYTES_TICK_POWERS = 3;
    private static final int LOG_BASE_TWO = 2;
    private static final double ERROR_CAP_PX = 4;

    static {
        // JFreeChart draws rotated text (the y-axis label) through TextLayout by default, a
        // work-around for an old JDK bug; SVGGraphics2D can draw that only as glyph outlines.
        // Turned off, the label is a <text> element. A JVM-wide switch, and the only one we set.
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private SvgLineChart() {
    }

    /** The panel as one {@code <svg ...>...</svg>} element whose ids all start with {@code id}. */
    public static String render(LineChart chart, String id) {
        JFreeChart jfree = toJFreeChart(chart);
        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH_PX, HEIGHT_PX);
        g2.setDefsKeyPrefix(id + "-");
        g2.setGeomDoubleConverter(SVGUtils.createDoubleConverter(COORD_DECIMALS));
        g2.setTransformDoubleConverter(SVGUtils.createDoubleConverter(COORD_DECIMALS));
        jfree.draw(g2, new Rectangle2D.Double(0, 0, WIDTH_PX, HEIGHT_PX));
        // a viewBox lets the page scale the chart down to a narrow window
        return g2.getSVGElement(id, true, new ViewBox(0, 0, WIDTH_PX, HEIGHT_PX), null, null);
    }

    private static JFreeChart toJFreeChart(LineChart chart) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (LineChart.Series s : chart.series()) {
            YIntervalSeries series = new YIntervalSeries(s.name(), true, true);
            for (LineChart.Point p : s.points()) {
                series.add(p.x(), p.y(), p.low(), p.high());
                xs.add(p.x());
                ys.add(p.low());
                ys.add(p.high());
            }
            data.addSeries(series);
        }
        XYPlot plot = new XYPlot(data, axis(chart.x(), xs), axis(chart.y(), ys), new XYLineAndShapeRenderer());
        JFreeChart jfree = new JFreeChart(chart.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, false);
        theme().apply(jfree);
        XYLineAndShapeRenderer renderer = chart.series().stream().flatMap(s -> s.points().stream())
                .anyMatch(LineChart.Point::hasInterval) ? errorBars() : new XYLineAndShapeRenderer(true, true);
        plot.setRenderer(renderer);
        for (int i = 0; i < chart.series().size(); i++) {
            SeriesStyle style = chart.series().get(i).style();
            renderer.setSeriesPaint(i, style.colour());
            renderer.setSeriesStroke(i, style.stroke());
            renderer.setSeriesShape(i, style.marker());
        }
        jfree.setPadding(new RectangleInsets(0, 0, 0, RIGHT_PADDING_PX));
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        return jfree;
    }

    /** Vertical bars with caps; it draws them for every point, so only charts with an interval use it. */
    private static XYErrorRenderer errorBars() {
        XYErrorRenderer renderer = new XYErrorRenderer();
        renderer.setDrawXError(false);
        renderer.setDrawYError(true);
        renderer.setDefaultLinesVisible(true); // XYErrorRenderer draws markers only by default
        renderer.setCapLength(ERROR_CAP_PX);
        renderer.setErrorPaint(null); // bars in each series' colour
        return renderer;
    }

    private static ValueAxis axis(LineChart.Axis spec, List<Double> values) {
        boolean log = spec.kind() != LineChart.AxisKind.RATIO && AxisScale.isLog(values);
        if (log && spec.kind() == LineChart.AxisKind.BYTES) {
            LogAxis axis = new PlainLogAxis(spec.label());
            axis.setBase(LOG_BASE_TWO);
            axis.setNumberFormatOverride(new BinarySizeFormat());
            axis.setTickUnit(new NumberTickUnit(BYTES_TICK_POWERS));
            axis.setMinorTickMarksVisible(true);
            return axis;
        }
        if (log) {
            // whole decades when there are at least two to label; else powers of two (8, 16, 32, ...
            // ranks; 128, 256, 512 us), so a span of one to two decades still gets several labels
            LogAxis axis = new PlainLogAxis(spec.label());
            if (spec.kind() == LineChart.AxisKind.COUNT || !AxisScale.spansDecades(values, 2)) {
                axis.setBase(LOG_BASE_TWO);
            }
            axis.setNumberFormatOverride(numberFormat());
            axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
            axis.setMinorTickMarksVisible(true);
            return axis;
        }
        NumberAxis axis = new NumberAxis(spec.label());
        axis.setNumberFormatOverride(spec.kind() == LineChart.AxisKind.BYTES ? new BinarySizeFormat() : numberFormat());
        axis.setAutoRangeIncludesZero(spec.kind() != LineChart.AxisKind.RATIO);
        if (spec.kind() == LineChart.AxisKind.COUNT || spec.kind() == LineChart.AxisKind.BYTES) {
            axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        }
        return axis;
    }

    private static NumberFormat numberFormat() {
        return new DecimalFormat(NUMBER_PATTERN, DecimalFormatSymbols.getInstance(Locale.ROOT));
    }

    private static StandardChartTheme theme() {
        StandardChartTheme theme = new StandardChartTheme("collsim", false);
        theme.setExtraLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, TITLE_PT));
        theme.setLargeFont(new Font(Font.SANS_SERIF, Font.BOLD, LABEL_PT));
        theme.setRegularFont(new Font(Font.SANS_SERIF, Font.PLAIN, LABEL_PT));
        theme.setSmallFont(new Font(Font.SANS_SERIF, Font.PLAIN, TICK_PT));
        theme.setChartBackgroundPaint(Color.WHITE);
        theme.setPlotBackgroundPaint(Color.WHITE);
        return theme;
    }
}
