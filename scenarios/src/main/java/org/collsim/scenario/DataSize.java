package org.collsim.scenario;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses data sizes with a unit ("64KiB", "1.5MB", "512B") into exact whole bytes; SI
 * prefixes are powers of 1000, binary ones (KiB, MiB, ...) powers of 1024. Failures throw
 * {@link IllegalArgumentException} with an "expected ..., found ..." message.
 */
public final class DataSize {
    static final String EXPECTED = "a size in bytes: an integer or a string with a unit such as \"64KiB\", \"1MB\" or \"512B\"";
    private static final Pattern NUMBER_UNIT = Pattern.compile("\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([A-Za-z]+)\\s*");
    private static final Map<String, BigDecimal> BYTES_PER_UNIT = Map.ofEntries(
            Map.entry("B", BigDecimal.ONE),
            Map.entry("kB", BigDecimal.TEN.pow(3)), Map.entry("KB", BigDecimal.TEN.pow(3)),
            Map.entry("MB", BigDecimal.TEN.pow(6)), Map.entry("GB", BigDecimal.TEN.pow(9)),
            Map.entry("TB", BigDecimal.TEN.pow(12)),
            Map.entry("KiB", BigDecimal.valueOf(1L << 10)), Map.entry("MiB", BigDecimal.valueOf(1L << 20)),
            Map.entry("GiB", BigDecimal.valueOf(1L << 30)), Map.entry("TiB", BigDecimal.valueOf(1L << 40)));

    private DataSize() {
    }

    public static long parseBytes(String text) {
        if (text.trim().startsWith("-")) {
            throw new IllegalArgumentException("expected " + EXPECTED + " (not negative), found \"" + text + "\"");
        }
        Matcher m = NUMBER_UNIT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("expected " + EXPECTED + ", found \"" + text + "\"");
        }
        BigDecimal perUnit = BYTES_PER_UNIT.get(m.group(2));
        if (perUnit == null) {
            throw new IllegalArgumentException("expected " + EXPECTED + ", found \"" + text
                    + "\" (unknown data unit \"" + m.group(2) + "\")");
        }
        BigDecimal bytes = new BigDecimal(m.group(1)).multiply(perUnit).stripTrailingZeros();
        if (bytes.scale() > 0) {
            throw new IllegalArgumentException("expected a whole number of bytes, found \"" + text + "\" = "
                    + bytes.toPlainString() + " bytes");
        }
        BigInteger whole = bytes.toBigInteger();
        if (whole.bitLength() > Long.SIZE - 1) {
            throw new IllegalArgumentException("expected at most " + Long.MAX_VALUE + " bytes, found \"" + text + "\"");
        }
        return whole.longValue();
    }
}
