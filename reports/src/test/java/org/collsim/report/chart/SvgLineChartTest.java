package org.collsim.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SvgLineChartTest {
    @org.junit.jupiter.api.BeforeAll
    static void needsFonts() {
        org.junit.jupiter.api.Assumptions.assumeTrue(org.collsim.report.chart.Fonts.available(),
                "this machine cannot measure text, so charts cannot be drawn");
    }

    private static LineChart chart(int seriesCount) {
        List<LineChart.Series> series = new ArrayList<>();
        for (int s = 0; s < seriesCount; s++) {
            series.add(new LineChart.Series("s" + s, List.of(new LineChart.Point(8, 1 + s), new LineChart.Point(65536, 900 + s))));
        }
        return new LineChart("allreduce", "message size (bytes)", "time (µs)", series);
    }

    @Test
    void logOnlyWhenAllPositiveAndSpanningTwoDecades() {
        assertTrue(AxisScale.isLog(List.of(8.0, 65536.0)));
        assertTrue(AxisScale.isLog(List.of(1.0, 100.0)));
        assertFalse(AxisScale.isLog(List.of(1.0, 99.0)), "one labelled decade reads better linear");
        assertFalse(AxisScale.isLog(List.of(0.0, 1000.0)), "a log axis cannot show zero");
        assertFalse(AxisScale.isLog(List.of()));
    }

    @Test
    void theChartGrowsWithItsLegendAndNotBefore() {
        assertEquals(SvgLineChart.HEIGHT_PX, SvgLineChart.heightPx(1));
        assertEquals(SvgLineChart.HEIGHT_PX, SvgLineChart.heightPx(6));
        assertTrue(SvgLineChart.heightPx(7) > SvgLineChart.HEIGHT_PX);
        assertTrue(SvgLineChart.render(chart(7), "c").contains("height='" + SvgLineChart.heightPx(7) + "'"));
    }

    @Test
    void sameChartSameBytesWithTheCallersIdsOnly() {
        String first = SvgLineChart.render(chart(3), "fig-a");
        assertEquals(first, SvgLineChart.render(chart(3), "fig-a"));
        assertTrue(first.startsWith("<svg id='fig-a' "), first.substring(0, 80));
        assertTrue(first.contains("id='fig-a-clip-0'"), "defs ids take the caller's prefix");
        assertFalse(first.matches("(?s).*id='_\\d+.*"), "no System.nanoTime() prefix");
        assertTrue(first.contains(">1,000</text>"), "decade ticks, as text, with Locale.ROOT grouping");
        assertTrue(first.contains(">time (µs)</text>"), "the rotated axis label is text too");
        assertTrue(first.endsWith("</svg>"));
    }
}
