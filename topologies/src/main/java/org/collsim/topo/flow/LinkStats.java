package org.collsim.topo.flow;

import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * What every link of one simulation carried under {@code flow}: bytes (each flow's whole size counted on
 * every link of its route when it begins), busy time (picoseconds with at least one active flow) and the
 * peak number of flows active at once. Kept only when asked for ({@link FlowModel#collectLinkStats}):
 * otherwise the flow network pays one null check per flow event.
 */
public final class LinkStats {
    private final long[] bytes;
    private final long[] busyPs;
    private final long[] busySincePs;
    private final int[] peakFlows;

    LinkStats(int linkCount) {
        this.bytes = new long[linkCount];
        this.busyPs = new long[linkCount];
        this.busySincePs = new long[linkCount];
        this.peakFlows = new int[linkCount];
    }

    /** A flow of {@code sizeBytes} began at {@code nowPs} on {@code links[0 .. count)}; {@code flows} are now active on each. */
    void began(int[] links, int count, long sizeBytes, long nowPs, LinkTable flows) {
        for (int i = 0; i < count; i++) {
            int l = links[i];
            bytes[l] = Math.addExact(bytes[l], sizeBytes);
            int active = flows.count(l);
            if (active == 1) {
                busySincePs[l] = nowPs;
            }
            peakFlows[l] = Math.max(peakFlows[l], active);
        }
    }

    /** A flow on {@code links[0 .. count)} ended at {@code nowPs}; a link left without flows stops being busy. */
    void ended(int[] links, int count, long nowPs, LinkTable flows) {
        for (int i = 0; i < count; i++) {
            int l = links[i];
            if (flows.count(l) == 0) {
                busyPs[l] += nowPs - busySincePs[l];
            }
        }
    }

    public int linkCount() {
        return bytes.length;
    }

    public long bytes(int link) {
        return bytes[link];
    }

    public long busyPs(int link) {
        return busyPs[link];
    }

    public int peakFlows(int link) {
        return peakFlows[link];
    }

    /** The links that carried bytes, busiest first (busy time, then bytes, then the lower id), at most {@code limit}. */
    public int[] busiest(int limit) {
        return IntStream.range(0, bytes.length).filter(l -> bytes[l] > 0).boxed()
                .sorted(Comparator.<Integer>comparingLong(l -> -busyPs[l]).thenComparingLong(l -> -bytes[l])
                        .thenComparingInt(l -> l))
                .limit(limit).mapToInt(Integer::intValue).toArray();
    }

    @Override
    public String toString() {
        return "link stats of " + Arrays.stream(bytes).filter(b -> b > 0).count() + " used links";
    }
}
