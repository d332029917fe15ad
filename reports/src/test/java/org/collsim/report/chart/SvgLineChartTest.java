package org.collsim.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import org.collsim.report.chart.LineChart.Axis;
import org.collsim.report.chart.LineChart.AxisKind;
import org.junit.jupiter.api.Test;

class SvgLineChartTest {
    @org.junit.jupiter.api.BeforeAll
    static void needsFonts() {
        org.junit.jupiter.api.Assumptions.assumeTrue(org.collsim.report.chart.Fonts.available(),
                "this machine cannot measure text, so charts cannot be drawn");
    }

    private static final Axis BYTES = new Axis("message size (bytes)", AxisKind.BYTES);
    private static final Axis TIME = new Axis("time (µs)", AxisKind.TIME);

    private static LineChart chart(int seriesCount, long maxBytes, boolean interval) {
        List<LineChart.Series> series = new ArrayList<>();
        for (int s = 0; s < seriesCount; s++) {
            LineChart.Point last = interval ? new LineChart.Point(maxBytes, 900 + s, 850 + s, 950 + s)
                    : LineChart.Point.exact(maxBytes, 900 + s);
            series.add(new LineChart.Series("s" + s, new SeriesStyle(s, s), List.of(LineChart.Point.exact(8, 1 + s), last)));
        }
        return new LineChart("allreduce, 8 ranks", BYTES, TIME, series);
    }

    @Test
    void logOnlyWhenAllPositiveAndSpanningMoreThanADecade() {
        assertTrue(AxisScale.isLog(List.of(8.0, 65536.0)));
        assertTrue(AxisScale.isLog(List.of(1.0, 10.5)));
        assertFalse(AxisScale.isLog(List.of(1.0, 10.0)), "exactly one decade stays linear");
        assertFalse(AxisScale.isLog(List.of(0.0, 1000.0)), "a log axis cannot show zero");
        assertFalse(AxisScale.isLog(List.of()));
    }

    @Test
    void binarySizeTicks() {
        NumberFormat f = new BinarySizeFormat();
        assertEquals(List.of("8", "64", "512", "4K", "32K", "256K", "2M", "1G", "1536", "6K", "0"),
                List.of(8, 64, 512, 4096, 32768, 262144, 2097152, 1073741824, 1536, 6144, 0).stream()
                        .map(v -> f.format((long) v)).toList());
    }

    @Test
    void sizeAxisLabelsEveryThirdPowerOfTwo() {
        String svg = SvgLineChart.render(chart(2, 4L << 20, false), "c");
        for (String tick : List.of(">8</text>", ">64</text>", ">512</text>", ">4K</text>", ">32K</text>", ">256K</text>", ">2M</text>")) {
            assertTrue(svg.contains(tick), "binary tick " + tick);
        }
        assertFalse(svg.contains(">1,000</text>") && svg.contains(">10,000</text>"), "no decimal size ticks");
    }

    @Test
    void seriesTakeTheirStyleAndIntervalsBecomeErrorBars() {
        String plain = SvgLineChart.render(chart(3, 65536, false), "p");
        String bars = SvgLineChart.render(chart(3, 65536, true), "b");
        assertTrue(plain.contains("rgb(31,119,180)") && plain.contains("rgb(255,127,14)"), "palette colours by style");
        assertTrue(plain.contains("stroke-dasharray"), "the second style is dashed");
        assertTrue(bars.length() > plain.length() + 200, "error bars add lines");
        assertFalse(plain.contains("<text>s0</text>") || plain.contains(">s0</text>"), "no legend in a panel");
    }

    @Test
    void sameChartSameBytesWithTheCallersIdsOnly() {
        String first = SvgLineChart.render(chart(3, 65536, false), "fig-a");
        assertEquals(first, SvgLineChart.render(chart(3, 65536, false), "fig-a"));
        assertTrue(first.startsWith("<svg id='fig-a' "), first.substring(0, 80));
        assertTrue(first.contains("viewBox='0 0 " + SvgLineChart.WIDTH_PX + " " + SvgLineChart.HEIGHT_PX + "'")
                || first.contains("viewBox=\"0 0 " + SvgLineChart.WIDTH_PX + " " + SvgLineChart.HEIGHT_PX + "\""), "scales down");
        assertTrue(first.contains("id='fig-a-clip-0'"), "defs ids take the caller's prefix");
        assertFalse(first.matches("(?s).*id='_\\d+.*"), "no System.nanoTime() prefix");
        assertTrue(first.contains(">100</text>"), "decade ticks on the time axis, as text");
        assertTrue(first.contains(">time (µs)</text>"), "the rotated axis label is text too");
        assertTrue(first.endsWith("</svg>"));
    }
}
