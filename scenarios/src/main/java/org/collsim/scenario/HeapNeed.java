package org.collsim.scenario;

/**
 * The heap one replication of a point needs, as estimated before it runs: about {@code bytes}
 * (a schedule's or a program's model), or at least {@code bytes} where only a lower bound is sure
 * (a trace, whose run-time state the file does not tell); {@link Long#MAX_VALUE} past a long.
 */
public record HeapNeed(long bytes, boolean lowerBound) {
    public static HeapNeed about(long bytes) {
        return new HeapNeed(bytes, false);
    }

    public static HeapNeed atLeast(long bytes) {
        return new HeapNeed(bytes, true);
    }

    /** "about 1.2 GiB" or "at least 1.2 GiB". */
    public String describe() {
        return (lowerBound ? "at least " : "about ") + FeasibilityCheck.HeapSizes.format(bytes);
    }

    static long product(long count, long eachBytes) {
        return count > Long.MAX_VALUE / eachBytes ? Long.MAX_VALUE : count * eachBytes;
    }

    static long sum(long aBytes, long bBytes) {
        return aBytes > Long.MAX_VALUE - bBytes ? Long.MAX_VALUE : aBytes + bBytes;
    }
}
