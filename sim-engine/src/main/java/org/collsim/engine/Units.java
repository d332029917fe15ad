package org.collsim.engine;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses durations ("1.5us", "800ns", "1200ps", "2ms", "1s") into integer picoseconds and
 * per-byte costs ("100ps/B", or a bandwidth "10GB/s") into integer picoseconds per byte. The
 * conversion is exact: a value that is not a whole number of picoseconds is rejected, never
 * rounded. Failures throw {@link IllegalArgumentException} whose message says what was
 * expected and what was found.
 */
public final class Units {
    private static final Pattern NUMBER_UNIT = Pattern.compile("\\s*([0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)\\s*([A-Za-z/]+)\\s*");
    private static final BigDecimal PS_PER_S = BigDecimal.TEN.pow(12);

    private Units() {
    }

    /** Picoseconds in one unit of time; null if {@code unit} is not a time unit. */
    private static BigDecimal psPerTimeUnit(String unit) {
        switch (unit) {
            case "ps": return BigDecimal.ONE;
            case "ns": return BigDecimal.valueOf(1_000L);
            case "us": case "µs": return BigDecimal.valueOf(1_000_000L);
            case "ms": return BigDecimal.valueOf(1_000_000_000L);
            case "s": return PS_PER_S;
            default: return null;
        }
    }

    /** Bytes in one unit of data (SI and binary prefixes); null if not a data unit. */
    private static BigDecimal bytesPerUnit(String unit) {
        switch (unit) {
            case "B": return BigDecimal.ONE;
            case "KB": case "kB": return BigDecimal.valueOf(1_000L);
            case "MB": return BigDecimal.valueOf(1_000_000L);
            case "GB": return BigDecimal.valueOf(1_000_000_000L);
            case "TB": return BigDecimal.valueOf(1_000_000_000_000L);
            case "TiB": return BigDecimal.valueOf(1L << 40);
            case "KiB": return BigDecimal.valueOf(1L << 10);
            case "MiB": return BigDecimal.valueOf(1L << 20);
            case "GiB": return BigDecimal.valueOf(1L << 30);
            default: return null;
        }
    }

    /** A duration such as "1.5us" in picoseconds. */
    public static long parseDurationPs(String text) {
        String expected = "a duration with a unit, such as \"1.5us\", \"800ns\", \"1200ps\" or \"2ms\"";
        Matcher m = match(text, expected);
        BigDecimal perUnit = psPerTimeUnit(m.group(2));
        if (perUnit == null) {
            throw new IllegalArgumentException("expected " + expected + ", found \"" + text + "\" (unknown time unit \"" + m.group(2) + "\")");
        }
        return exact(new BigDecimal(m.group(1)).multiply(perUnit), text, "picoseconds");
    }

    /**
     * A per-byte cost: either a time per byte ("100ps/B", "1ns/B") or a bandwidth ("10GB/s",
     * "800MB/s"), in picoseconds per byte. Zero is allowed ("0ps/B"; a bandwidth cannot be 0).
     */
    public static long parsePerBytePs(String text) {
        String expected = "a per-byte cost such as \"100ps/B\" or a bandwidth such as \"10GB/s\"";
        Matcher m = match(text, expected);
        String unit = m.group(2);
        int slash = unit.indexOf('/');
        if (slash <= 0 || slash == unit.length() - 1) {
            throw new IllegalArgumentException("expected " + expected + ", found \"" + text + "\"");
        }
        String num = unit.substring(0, slash);
        String den = unit.substring(slash + 1);
        BigDecimal value = new BigDecimal(m.group(1));
        BigDecimal timeNum = psPerTimeUnit(num);
        BigDecimal bytesDen = bytesPerUnit(den);
        if (timeNum != null && bytesDen != null) {
            return exact(value.multiply(timeNum).divide(bytesDen), text, "picoseconds per byte");
        }
        BigDecimal bytesNum = bytesPerUnit(num);
        BigDecimal timeDen = psPerTimeUnit(den);
        if (bytesNum != null && timeDen != null) {
            if (value.signum() == 0) {
                throw new IllegalArgumentException("expected a positive bandwidth, found \"" + text + "\"");
            }
            // ps per byte = (ps per time unit) / (bytes per time unit)
            BigDecimal bytesPerTime = value.multiply(bytesNum);
            BigDecimal[] qr = timeDen.divideAndRemainder(bytesPerTime);
            if (qr[1].signum() != 0) {
                throw new IllegalArgumentException("expected a bandwidth that is a whole number of picoseconds per byte, found \""
                        + text + "\" (" + timeDen.divide(bytesPerTime, 6, java.math.RoundingMode.HALF_EVEN).stripTrailingZeros().toPlainString()
                        + " ps/B); write the per-byte time instead, e.g. \"" + timeDen.divide(bytesPerTime, 0, java.math.RoundingMode.HALF_EVEN) + "ps/B\"");
            }
            return exact(qr[0], text, "picoseconds per byte");
        }
        throw new IllegalArgumentException("expected " + expected + ", found \"" + text + "\" (unknown unit \"" + unit + "\")");
    }

    /** What a data size looks like, for messages. */
    public static final String SIZE_EXPECTED =
            "a size in bytes: an integer or a string with a unit such as \"64KiB\", \"1MB\" or \"512B\"";

    /** A data size such as "64KiB", "1.5MB" or "512B" in whole bytes (SI prefixes are powers of 1000, KiB.. of 1024). */
    public static long parseSizeBytes(String text) {
        Matcher m = match(text, SIZE_EXPECTED);
        BigDecimal perUnit = bytesPerUnit(m.group(2));
        if (perUnit == null) {
            throw new IllegalArgumentException("expected " + SIZE_EXPECTED + ", found \"" + text
                    + "\" (unknown data unit \"" + m.group(2) + "\")");
        }
        return exact(new BigDecimal(m.group(1)).multiply(perUnit), text, "bytes");
    }

    /** What a rate looks like, for messages. */
    public static final String RATE_EXPECTED =
            "a rate such as \"1kHz\", \"100Hz\" or \"2MHz\", or a period such as \"1ms\"";

    /**
     * A rate ("1kHz", "100Hz", "2MHz", "1GHz") or a period ("1ms") as a positive period in
     * picoseconds: exact when the period is a whole or terminating number of picoseconds,
     * otherwise rounded to 16 significant digits ("3kHz" = 333333333.3333333 ps).
     */
    public static BigDecimal parsePeriodPs(String text) {
        Matcher m = match(text, RATE_EXPECTED);
        BigDecimal value = new BigDecimal(m.group(1));
        BigDecimal hzPerUnit = hertzPerUnit(m.group(2));
        BigDecimal psPerUnit = psPerTimeUnit(m.group(2));
        if (hzPerUnit == null && psPerUnit == null) {
            throw new IllegalArgumentException("expected " + RATE_EXPECTED + ", found \"" + text + "\" (unknown unit \""
                    + m.group(2) + "\")");
        }
        if (value.signum() == 0) {
            throw new IllegalArgumentException("expected a positive rate or period, found \"" + text + "\"");
        }
        if (psPerUnit != null) {
            return value.multiply(psPerUnit);
        }
        return PS_PER_S.divide(value.multiply(hzPerUnit), java.math.MathContext.DECIMAL64);
    }

    private static BigDecimal hertzPerUnit(String unit) {
        switch (unit) {
            case "Hz": return BigDecimal.ONE;
            case "kHz": case "KHz": return BigDecimal.valueOf(1_000L);
            case "MHz": return BigDecimal.valueOf(1_000_000L);
            case "GHz": return BigDecimal.valueOf(1_000_000_000L);
            default: return null;
        }
    }

    /** Formats picoseconds compactly with the largest unit that keeps it exact ("2us", "1500ps"). */
    public static String formatPs(long ps) {
        String[] units = {"s", "ms", "us", "ns"};
        long[] scale = {1_000_000_000_000L, 1_000_000_000L, 1_000_000L, 1_000L};
        for (int i = 0; i < units.length; i++) {
            if (ps != 0 && ps % scale[i] == 0) {
                return (ps / scale[i]) + units[i];
            }
        }
        return ps + "ps";
    }

    private static Matcher match(String text, String expected) {
        if (text == null) {
            throw new IllegalArgumentException("expected " + expected + ", found nothing");
        }
        String trimmed = text.trim();
        if (trimmed.startsWith("-")) {
            throw new IllegalArgumentException("expected " + expected + " (not negative), found \"" + text + "\"");
        }
        Matcher m = NUMBER_UNIT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("expected " + expected + ", found \"" + text + "\"");
        }
        return m;
    }

    private static long exact(BigDecimal value, String text, String what) {
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.scale() > 0) {
            throw new IllegalArgumentException("expected a whole number of " + what + ", found \"" + text + "\" = "
                    + stripped.toPlainString() + " " + what);
        }
        BigInteger big = stripped.toBigInteger();
        if (big.bitLength() > 62) {
            throw new IllegalArgumentException("expected at most " + Long.MAX_VALUE / 2 + " " + what + ", found \"" + text + "\"");
        }
        return big.longValue();
    }
}
