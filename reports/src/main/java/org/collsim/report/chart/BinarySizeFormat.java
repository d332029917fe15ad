package org.collsim.report.chart;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;

/**
 * Byte counts as binary sizes for tick labels: 8, 64, 512, 4K, 32K, 256K, 2M, 1G (K = 1024).
 * A value that is not a whole number of the largest fitting unit keeps the smaller unit
 * (1536 stays "1536", 6144 is "6K").
 */
final class BinarySizeFormat extends NumberFormat {
    private static final long serialVersionUID = 1L;
    private static final String[] UNITS = {"", "K", "M", "G", "T"};
    private static final long KIBI = 1024;

    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        return format(Math.round(number), toAppendTo, pos);
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        long value = number;
        int unit = 0;
        while (value != 0 && value % KIBI == 0 && unit < UNITS.length - 1) {
            value /= KIBI;
            unit++;
        }
        return toAppendTo.append(value).append(UNITS[unit]);
    }

    @Override
    public Number parse(String source, ParsePosition parsePosition) {
        throw new UnsupportedOperationException("tick labels are only formatted");
    }
}
