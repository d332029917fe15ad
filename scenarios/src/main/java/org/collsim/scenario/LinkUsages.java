package org.collsim.scenario;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import org.collsim.report.LinkUsage;
import org.collsim.topo.flow.FlowModel;
import org.collsim.topo.flow.LinkStats;

/** A flow run's {@link LinkStats} as the record's {@link LinkUsage}: the busiest links by name, and the utilisation histogram. */
final class LinkUsages {
    /** Busiest links kept per record (results.json, links.csv). */
    static final int BUSIEST = 20;

    private LinkUsages() {
    }

    /** @param timePs the run's simulated time (utilisation is over it) */
    static LinkUsage of(FlowModel model, LinkStats stats, long timePs) {
        List<LinkUsage.Link> busiest = new ArrayList<>();
        for (int l : stats.busiest(BUSIEST)) {
            busiest.add(new LinkUsage.Link(model.linkName(l), stats.bytes(l), stats.busyPs(l), stats.peakFlows(l),
                    utilisation(model, stats, l, timePs)));
        }
        int[] histogram = new int[LinkUsage.BUCKETS];
        int used = 0;
        for (int l = 0; l < stats.linkCount(); l++) {
            if (stats.bytes(l) > 0) {
                used++;
                BigDecimal u = utilisation(model, stats, l, timePs);
                histogram[Math.min(LinkUsage.BUCKETS - 1, u.movePointRight(1).intValue())]++;
            }
        }
        return new LinkUsage(used, busiest, histogram);
    }

    /** The time the link's bytes take at its full rate over the run's time, 3 decimals (0 for a run of no time). */
    private static BigDecimal utilisation(FlowModel model, LinkStats stats, int link, long timePs) {
        long fullRatePs = model.linkCost(link).timePs(stats.bytes(link));
        return timePs == 0 ? BigDecimal.ZERO.setScale(3)
                : BigDecimal.valueOf(fullRatePs).divide(BigDecimal.valueOf(timePs), 3, RoundingMode.HALF_EVEN);
    }
}
