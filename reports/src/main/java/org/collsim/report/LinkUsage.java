package org.collsim.report;

import java.math.BigDecimal;
import java.util.List;

/**
 * What the links carried in one flow-model run (a scenario's {@code "link_stats": true}): how many
 * links carried bytes, the busiest of them by name (busy time, then bytes), and a histogram of the
 * utilisation of every used link in {@value #BUCKETS} buckets of 0.1 ([0, 0.1), ..., [0.9, 1]).
 * Utilisation is the time the link's bytes take at its full rate over the run's time, so a link
 * shared by two flows for the whole run at half rate each is at 1.
 *
 * @param histogram used links per utilisation bucket, {@value #BUCKETS} counts
 */
public record LinkUsage(int linksUsed, List<Link> busiest, int[] histogram) {
    public static final int BUCKETS = 10;

    public LinkUsage {
        busiest = List.copyOf(busiest);
        histogram = histogram.clone();
    }

    /**
     * One link: its name ("4->9", "injection 3", "ejection 3.1"), the bytes it carried, the
     * picoseconds it had at least one flow, the most flows it had at once, and its utilisation
     * (3 decimals, rounded half-even).
     */
    public record Link(String name, long bytes, long busyPs, int peakFlows, BigDecimal utilisation) {
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof LinkUsage u && linksUsed == u.linksUsed && busiest.equals(u.busiest)
                && java.util.Arrays.equals(histogram, u.histogram);
    }

    @Override
    public int hashCode() {
        return 31 * busiest.hashCode() + java.util.Arrays.hashCode(histogram);
    }

    @Override
    public String toString() {
        return "link usage of " + linksUsed + " links, busiest " + busiest;
    }
}
