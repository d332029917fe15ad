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
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.text.TextUtils;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.SVGUtils;
import org.jfree.svg.ViewBox;

/**
 * Draws a {@link LineChart} with JFreeChart into an SVG element, headless. Deterministic: the
 * element id and every defs id (clip paths, gradients) start with the caller's {@code id}
 * instead of SVGGraphics2D's default prefix from {@code System.nanoTime()} (ids must also be
 * unique across the charts of one HTML page); fonts are the logical "SansSerif" rather than
 * JFreeChart's default Tahoma, which is rarely installed; numbers use {@link Locale#ROOT}
 * formats; coordinates are written with {@link #COORD_DECIMALS} decimals.
 */
public final class SvgLineChart {
    public static final int WIDTH_PX = 720;
    /** Height with a legend of up to {@link #LEGEND_ROWS_INCLUDED} rows. */
    public static final int HEIGHT_PX = 420;
    private static final int LEGEND_ROWS_INCLUDED = 2;
    /** Legend entries a row holds, about, at this width ("recursive_doubling, 1024 ranks" is ~230 px). */
    private static final int LEGEND_ENTRIES_PER_ROW = 3;
    /** A 13 pt legend row: the chart grows by this per extra row, so a long legend does not squash the plot. */
    private static final int LEGEND_ROW_PX = 18;
    /** Hundredths of a pixel: finer than any screen, and half the bytes of full doubles. */
    private static final int COORD_DECIMALS = 2;
    private static final int TITLE_PT = 16;
    private static final int LABEL_PT = 13;
    private static final int TICK_PT = 11;
    /** Fractional ticks of a linear time axis go down to nanoseconds, as the tables do. */
    private static final String NUMBER_PATTERN = "#,##0.###";
    /** Room on the right for the last x tick label, which JFreeChart centres on the plot's edge. */
    private static final double RIGHT_PADDING_PX = 24;
    /**
     * Series colours: the "tab10" palette (Tableau 10, matplotlib's default cycle), readable on
     * white, unlike the yellow and cyan of JFreeChart's default supplier; repeats after ten.
     */
    private static final int[] PALETTE_RGB = {0x1f77b4, 0xff7f0e, 0x2ca02c, 0xd62728, 0x9467bd, 0x8c564b, 0xe377c2,
        0x7f7f7f, 0xbcbd22, 0x17becf};

    static {
        // JFreeChart draws rotated text (the y-axis label) through TextLayout by default, a
        // work-around for an old JDK bug; SVGGraphics2D can draw that only as glyph outlines.
        // Turned off, the label is a <text> element. A JVM-wide switch, and the only one we set.
        TextUtils.setUseDrawRotatedStringWorkaround(false);
    }

    private SvgLineChart() {
    }

    /** The chart as one {@code <svg ...>...</svg>} element whose ids all start with {@code id}. */
    public static String render(LineChart chart, String id) {
        JFreeChart jfree = toJFreeChart(chart);
        int heightPx = heightPx(chart.series().size());
        SVGGraphics2D g2 = new SVGGraphics2D(WIDTH_PX, heightPx);
        g2.setDefsKeyPrefix(id + "-");
        g2.setGeomDoubleConverter(SVGUtils.createDoubleConverter(COORD_DECIMALS));
        g2.setTransformDoubleConverter(SVGUtils.createDoubleConverter(COORD_DECIMALS));
        jfree.draw(g2, new Rectangle2D.Double(0, 0, WIDTH_PX, heightPx));
        // a viewBox lets the page scale the chart down to a narrow window
        return g2.getSVGElement(id, true, new ViewBox(0, 0, WIDTH_PX, heightPx), null, null);
    }

    /** {@link #HEIGHT_PX}, plus a row's height for each legend row past the first few. */
    static int heightPx(int seriesCount) {
        int rows = (seriesCount + LEGEND_ENTRIES_PER_ROW - 1) / LEGEND_ENTRIES_PER_ROW;
        return HEIGHT_PX + LEGEND_ROW_PX * Math.max(0, rows - LEGEND_ROWS_INCLUDED);
    }

    private static JFreeChart toJFreeChart(LineChart chart) {
        XYSeriesCollection data = new XYSeriesCollection();
        List<Double> xs = new ArrayList<>();
        List<Double> ys = new ArrayList<>();
        for (LineChart.Series s : chart.series()) {
            XYSeries series = new XYSeries(s.name(), true, true);
            for (LineChart.Point p : s.points()) {
                series.add(p.x(), p.y());
                xs.add(p.x());
                ys.add(p.y());
            }
            data.addSeries(series);
        }
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, true);
        XYPlot plot = new XYPlot(data, axis(chart.xLabel(), AxisScale.isLog(xs)), axis(chart.yLabel(), AxisScale.isLog(ys)),
                renderer);
        JFreeChart jfree = new JFreeChart(chart.title(), JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        theme().apply(jfree);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, new Color(PALETTE_RGB[i % PALETTE_RGB.length]));
        }
        jfree.setPadding(new RectangleInsets(0, 0, 0, RIGHT_PADDING_PX));
        jfree.getLegend().setPosition(RectangleEdge.BOTTOM);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        return jfree;
    }

    private static ValueAxis axis(String label, boolean log) {
        if (log) {
            LogAxis axis = new PlainLogAxis(label);
            axis.setNumberFormatOverride(numberFormat());
            axis.setStandardTickUnits(NumberAxis.createIntegerTickUnits()); // whole decades: 1, 10, 100
            axis.setMinorTickMarksVisible(true);
            return axis;
        }
        NumberAxis axis = new NumberAxis(label);
        axis.setNumberFormatOverride(numberFormat());
        axis.setAutoRangeIncludesZero(true);
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
