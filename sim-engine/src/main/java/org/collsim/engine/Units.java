package org.collsim.engine;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.engine.registry.Suggest;

/**
 * Parses durations ("1.5us", "800ns", "1200ps", "2ms", "1s", "10min", "1h", "1d") into integer picoseconds, per-byte
 * costs ("100ps/B", or a bandwidth "10GB/s", "400Gb/s", "25GiB/s") into exact {@link PerByte}
 * fractions, sizes into bytes and rates into periods. Durations and sizes are exact: a value that
 * is not a whole number of picoseconds or bytes is rejected, never rounded. Text longer than 64
 * characters and exponents beyond 1e30 or 1e-30 are refused before any arithmetic, so no input is
 * slow. Failures throw {@link IllegalArgumentException} whose message says what was expected and
 * what was found (quoted up to {@link Suggest#MAX_QUOTED_CHARS} characters).
 */
public final class Units {
    private static final Pattern NUMBER_UNIT = Pattern.compile("\\s*([0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)\\s*([A-Za-z/]+)\\s*");
    private static final BigDecimal PS_PER_S = BigDecimal.TEN.pow(12);
    /** Longest value text read: no sensible value with a unit needs more, and BigDecimal work stays small. */
    private static final int BITS_PER_BYTE = 8;
    private static final int MAX_TEXT_CHARS = 64;
    /** Largest decimal exponent written ("1e30"): 10^30 ps is far past the limit of virtual time, 10^-30 far below 1 ps. */
    private static final int MAX_EXPONENT = 30;
    private static final Pattern EXPONENT = Pattern.compile("[eE]([+-]?[0-9]+)$");

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
            case "min": return PS_PER_S.multiply(BigDecimal.valueOf(60));
            case "h": return PS_PER_S.multiply(BigDecimal.valueOf(3600));
            case "d": return PS_PER_S.multiply(BigDecimal.valueOf(86400));
            default: return null;
        }
    }

    /** Bytes in one unit of data (SI prefixes are powers of 1000, KiB.. of 1024); null if not a data unit. */
    private static BigDecimal bytesPerUnit(String unit) {
        switch (unit) {
            case "B": return BigDecimal.ONE;
            case "KB": case "kB": return BigDecimal.TEN.pow(3);
            case "MB": return BigDecimal.TEN.pow(6);
            case "GB": return BigDecimal.TEN.pow(9);
            case "TB": return BigDecimal.TEN.pow(12);
            case "PB": return BigDecimal.TEN.pow(15);
            case "KiB": return BigDecimal.valueOf(1L << 10);
            case "MiB": return BigDecimal.valueOf(1L << 20);
            case "GiB": return BigDecimal.valueOf(1L << 30);
            case "TiB": return BigDecimal.valueOf(1L << 40);
            case "PiB": return BigDecimal.valueOf(1L << 50);
            default: return null;
        }
    }

    /**
     * Bytes in one unit of data in a bandwidth or per-byte cost: the byte units, and bits with a
     * lower-case b ("Gb" = 10^9 bits = 1.25 * 10^8 bytes, "Gib" = 2^30 bits); null otherwise.
     */
    private static BigDecimal bytesPerRateUnit(String unit) {
        if (unit.endsWith("b")) {
            BigDecimal bytes = unit.equals("b") ? BigDecimal.ONE : bytesPerUnit(unit.substring(0, unit.length() - 1) + "B");
            return bytes == null ? null : bytes.divide(BigDecimal.valueOf(BITS_PER_BYTE));
        }
        return bytesPerUnit(unit);
    }

    /** A duration such as "1.5us" in picoseconds. */
    public static long parseDurationPs(String text) {
        String expected = "a duration with a unit, such as \"1.5us\", \"800ns\", \"1200ps\" or \"2ms\"";
        Matcher m = match(text, expected);
        BigDecimal perUnit = psPerTimeUnit(m.group(2));
        if (perUnit == null) {
            throw new IllegalArgumentException("expected " + expected + ", found " + quote(text) + " (unknown time unit \"" + m.group(2) + "\")");
        }
        return exact(new BigDecimal(m.group(1)).multiply(perUnit), text, "picoseconds");
    }

    /**
     * A per-byte cost: either a time per byte ("100ps/B", "1ns/B") or a bandwidth ("10GB/s",
     * "900GB/s", "400Gb/s", "25GiB/s"), as an exact {@link PerByte} fraction. Zero is allowed
     * ("0ps/B"; a bandwidth cannot be 0). Lower-case b is a bit (8 bits a byte).
     */
    public static PerByte parsePerByte(String text) {
        String expected = "a per-byte cost such as \"100ps/B\" or a bandwidth such as \"10GB/s\"";
        Matcher m = match(text, expected);
        String unit = m.group(2);
        int slash = unit.indexOf('/');
        if (slash <= 0 || slash == unit.length() - 1) {
            throw new IllegalArgumentException("expected " + expected + ", found \"" + Suggest.clip(text) + "\"");
        }
        BigDecimal value = new BigDecimal(m.group(1));
        String num = unit.substring(0, slash);
        String den = unit.substring(slash + 1);
        BigDecimal timeNum = psPerTimeUnit(num);
        BigDecimal bytesDen = bytesPerRateUnit(den);
        if (timeNum != null && bytesDen != null) {
            return perByte(value.multiply(timeNum), bytesDen, text);
        }
        BigDecimal bytesNum = bytesPerRateUnit(num);
        BigDecimal timeDen = psPerTimeUnit(den);
        if (bytesNum != null && timeDen != null) {
            if (value.signum() == 0) {
                throw new IllegalArgumentException("expected a positive bandwidth, found \"" + Suggest.clip(text) + "\"");
            }
            return perByte(timeDen, value.multiply(bytesNum), text); // ps per byte = (ps per time unit) / (bytes per time unit)
        }
        throw new IllegalArgumentException("expected " + expected + ", found \"" + Suggest.clip(text) + "\" (unknown unit \""
                + unit + "\")");
    }

    /** {@code psAmount / bytesAmount} picoseconds per byte, exactly, or why it cannot be held. */
    private static PerByte perByte(BigDecimal psAmount, BigDecimal bytesAmount, String text) {
        BigInteger[] ps = fraction(psAmount);
        BigInteger[] bytes = fraction(bytesAmount);
        BigInteger num = ps[0].multiply(bytes[1]);
        BigInteger den = ps[1].multiply(bytes[0]);
        if (num.compareTo(den.multiply(BigInteger.valueOf(Time.LIMIT_PS))) > 0) {
            throw new IllegalArgumentException("expected at most " + Time.LIMIT_PS + "ps/B, found " + quote(text));
        }
        try {
            return PerByte.of(num, den);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("expected a per-byte cost with fewer significant digits, found " + quote(text)
                    + " (" + e.getMessage() + ")");
        }
    }

    /** A non-negative decimal as numerator and denominator (a power of ten). */
    private static BigInteger[] fraction(BigDecimal value) {
        BigDecimal v = value.stripTrailingZeros();
        if (v.scale() <= 0) {
            return new BigInteger[] {v.toBigIntegerExact(), BigInteger.ONE};
        }
        return new BigInteger[] {v.unscaledValue(), BigInteger.TEN.pow(v.scale())};
    }

    /** What a data size looks like, for messages. */
    public static final String SIZE_EXPECTED =
            "a size in bytes: an integer or a string with a unit such as \"64KiB\", \"1MB\" or \"512B\"";

    /** A data size such as "64KiB", "1.5MB" or "512B" in whole bytes (SI prefixes are powers of 1000, KiB.. of 1024). */
    public static long parseSizeBytes(String text) {
        Matcher m = match(text, SIZE_EXPECTED);
        BigDecimal perUnit = bytesPerUnit(m.group(2));
        if (perUnit == null) {
            throw new IllegalArgumentException("expected " + SIZE_EXPECTED + ", found " + quote(text)
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
            throw new IllegalArgumentException("expected " + RATE_EXPECTED + ", found " + quote(text) + " (unknown unit \""
                    + m.group(2) + "\")");
        }
        if (value.signum() == 0) {
            throw new IllegalArgumentException("expected a positive rate or period, found " + quote(text));
        }
        BigDecimal periodPs = psPerUnit != null ? value.multiply(psPerUnit)
                : PS_PER_S.divide(value.multiply(hzPerUnit), java.math.MathContext.DECIMAL64);
        if (periodPs.compareTo(BigDecimal.valueOf(Time.LIMIT_PS)) > 0) {
            throw new IllegalArgumentException("expected a period of at most " + Time.LIMIT_TEXT
                    + " (a rate of at least 1.1e-7Hz), found " + quote(text));
        }
        return periodPs;
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
        if (text.length() > MAX_TEXT_CHARS) {
            throw new IllegalArgumentException("expected " + expected + ", found " + quote(text) + " (longer than "
                    + MAX_TEXT_CHARS + " characters)");
        }
        if (text.trim().startsWith("-")) {
            throw new IllegalArgumentException("expected " + expected + " (not negative), found " + quote(text));
        }
        Matcher m = NUMBER_UNIT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("expected " + expected + ", found " + quote(text));
        }
        Matcher e = EXPONENT.matcher(m.group(1));
        if (e.find() && Math.abs(Integer.parseInt(e.group(1).length() > 4 ? "99999" : e.group(1))) > MAX_EXPONENT) {
            throw new IllegalArgumentException("expected " + expected + ", found " + quote(text) + " (an exponent beyond 1e"
                    + MAX_EXPONENT + " or 1e-" + MAX_EXPONENT + ")");
        }
        return m;
    }

    /** User input as a message quotes it: in quotes, at most {@link Suggest#MAX_QUOTED_CHARS} characters. */
    private static String quote(String text) {
        return "\"" + Suggest.clip(text) + "\"";
    }

    private static long exact(BigDecimal value, String text, String what) {
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.scale() > 0) {
            throw new IllegalArgumentException("expected a whole number of " + what + ", found " + quote(text) + " = "
                    + stripped.toPlainString() + " " + what);
        }
        BigInteger big = stripped.toBigInteger();
        if (big.bitLength() > 63) {
            throw new IllegalArgumentException("expected at most " + Long.MAX_VALUE + " " + what + ", found " + quote(text));
        }
        return big.longValue();
    }
}
