package org.collsim.report.chart;

import java.util.Collection;

/**
 * Whether an axis is drawn logarithmic: when all its values are positive and they span more than
 * a decade (the largest above {@link #LOG_RATIO} times the smallest), so small and large values
 * both stay readable (a sweep of 8 B to 64 KiB, or of 8 to 1024 ranks). A zero keeps the axis
 * linear, since a log axis cannot show it.
 */
final class AxisScale {
    /** One decade. */
    static final double LOG_RATIO = 10.0;

    private AxisScale() {
    }

    /** True when all values are positive and the largest is at least 10^decades times the smallest. */
    static boolean spansDecades(Collection<Double> values, int decades) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        return !values.isEmpty() && min > 0 && max >= Math.pow(10, decades) * min;
    }

    static boolean isLog(Collection<Double> values) {
        double min = Double.POSITIVE_INFINITY;
        double max = 0;
        for (double v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        return !values.isEmpty() && min > 0 && max > LOG_RATIO * min;
    }
}
