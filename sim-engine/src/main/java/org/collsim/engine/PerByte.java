package org.collsim.engine;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * A per-byte cost as an exact fraction: {@code ps} picoseconds per {@code bytes} bytes, in lowest
 * terms. Bandwidths are rarely a whole number of picoseconds per byte (900GB/s is 10ps per 9B,
 * 25GiB/s is 9765625ps per 262144B), so no fixed sub-picosecond unit would hold them exactly;
 * a fraction does, and costs one division per message.
 * <p>The one rounding rule of every model: a message of n bytes takes {@code ceil(n * ps / bytes)}
 * picoseconds ({@link #timePs}), the exact product rounded up once per message. With whole
 * picoseconds per byte ({@code bytes == 1}) that is the plain product, as before.
 * <p>{@code ps * bytes} stays below 2^63, so the remainder product in {@link #timePs} cannot overflow.
 */
public record PerByte(long ps, long bytes) {
    public static final PerByte ZERO = new PerByte(0, 1);

    public PerByte {
        if (ps < 0 || bytes < 1) {
            throw new IllegalArgumentException("a per-byte cost needs ps >= 0 and bytes >= 1, found " + ps + "ps/" + bytes + "B");
        }
        long g = gcd(ps, bytes);
        if (g > 1) {
            ps /= g;
            bytes /= g;
        }
        if (Math.multiplyHigh(ps, bytes) != 0 || ps * bytes < 0) {
            throw new IllegalArgumentException("a per-byte cost of " + ps + "ps per " + bytes + "B is too precise");
        }
    }

    /** A whole number of picoseconds per byte. */
    public static PerByte ofPs(long psPerByte) {
        return new PerByte(psPerByte, 1);
    }

    /**
     * {@code num / den} picoseconds per byte, reduced; an {@link IllegalArgumentException} when its
     * lowest terms do not fit ({@code ps * bytes >= 2^63}).
     */
    public static PerByte of(BigInteger num, BigInteger den) {
        BigInteger g = num.gcd(den);
        BigInteger n = num.divide(g);
        BigInteger d = den.divide(g);
        if (n.multiply(d).bitLength() > 62) {
            throw new IllegalArgumentException("too precise: " + n + "ps per " + d + "B does not fit in 63 bits");
        }
        return new PerByte(n.longValue(), d.longValue());
    }

    private static long gcd(long a, long b) {
        long x = a;
        long y = b;
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return x;
    }

    /** {@code ceil(sizeBytes * ps / bytes)}: the time of {@code sizeBytes} bytes at this cost (the rounding rule). */
    public long timePs(long sizeBytes) {
        if (bytes == 1) {
            return Time.multiply(sizeBytes, ps, "the time of a message");
        }
        long whole = Time.multiply(sizeBytes / bytes, ps, "the time of a message");
        long rest = sizeBytes % bytes * ps;
        return Time.add(whole, (rest + bytes - 1) / bytes, "the time of a message");
    }

    /** Whether this is a whole number of picoseconds per byte. */
    public boolean isWholePs() {
        return bytes == 1;
    }

    public boolean isZero() {
        return ps == 0;
    }

    /** The larger of two costs. */
    public PerByte max(PerByte other) {
        return BigInteger.valueOf(ps).multiply(BigInteger.valueOf(other.bytes))
                .compareTo(BigInteger.valueOf(other.ps).multiply(BigInteger.valueOf(bytes))) >= 0 ? this : other;
    }

    /** Canonical text: "500ps/B", "2ns/B", "0.8ps/B", or the fraction "10ps/9B" when no decimal is exact. */
    @Override
    public String toString() {
        if (bytes == 1) {
            return Units.formatPs(ps) + "/B";
        }
        long twos = Long.numberOfTrailingZeros(bytes);
        long rest = bytes >> twos;
        while (rest % 5 == 0) {
            rest /= 5;
        }
        if (rest == 1) {
            return new BigDecimal(ps).divide(new BigDecimal(bytes)).stripTrailingZeros().toPlainString() + "ps/B";
        }
        return ps + "ps/" + bytes + "B";
    }
}
