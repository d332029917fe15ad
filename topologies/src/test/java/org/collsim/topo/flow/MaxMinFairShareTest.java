package org.collsim.topo.flow;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link MaxMinFairShare} (local link numbers, a heap of candidate bottlenecks) against the
 * from-scratch {@link ScratchMaxMinFairShare} on random groups of flows over few links, so that
 * links are shared by many flows and shares tie (capacities from a few round values, for odd
 * seeds all equal); one solver reused for every group, as a flow network reuses it.
 */
class MaxMinFairShareTest {
    private static final int LINKS = 40;
    private static final int MAX_ROUTE = 8;

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void ratesEqualTheFromScratchSolver(long seed) {
        Random random = new Random(seed);
        long[] capacity = new long[LINKS];
        for (int l = 0; l < LINKS; l++) {
            capacity[l] = seed % 2 == 1 ? 720_720 : 720_720L * (1 + random.nextInt(4)) / (1 + random.nextInt(3));
        }
        MaxMinFairShare solver = new MaxMinFairShare(new LinkTable(capacity, MAX_ROUTE), LINKS, MAX_ROUTE);
        ScratchMaxMinFairShare oracle = new ScratchMaxMinFairShare(capacity);
        for (int group = 0; group < 50; group++) {
            List<Flow> flows = randomFlows(random, 2 + random.nextInt(group < 25 ? 6 : 200));
            oracle.assign(flows);
            long[] expected = flows.stream().mapToLong(f -> f.rateUnitsPerPs).toArray();
            solver.assign(flows);
            for (int i = 0; i < flows.size(); i++) {
                assertEquals(expected[i], flows.get(i).rateUnitsPerPs, "flow " + i + " of group " + group + " (seed " + seed + ")");
            }
        }
    }

    /**
     * Hand case: links 0 and 1 of capacity 7; flows a (link 0), b (links 0 and 1), c (link 1). Both
     * links offer 7/2 per flow, an exact tie (7 x 2 = 7 x 2), so the lower id, link 0, is the
     * bottleneck: a and b get floor(7/2) = 3; link 1 keeps 7 - 3 = 4 for c alone. (Link 1 first
     * would give b and c 3, and a 4.)
     */
    @Test
    void tiesGoToTheLowerLinkId() {
        long[] capacity = {7, 7};
        MaxMinFairShare solver = new MaxMinFairShare(new LinkTable(capacity, 2), 2, 2);
        List<Flow> flows = List.of(flow(0), flow(0, 1), flow(1));
        solver.assign(flows);
        assertEquals(List.of(3L, 3L, 4L), flows.stream().map(f -> f.rateUnitsPerPs).toList());
    }

    private static List<Flow> randomFlows(Random random, int count) {
        List<Flow> flows = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int length = 1 + random.nextInt(MAX_ROUTE);
            int[] links = random.ints(0, LINKS).distinct().limit(length).toArray();
            flows.add(flow(links));
        }
        return flows;
    }

    private static Flow flow(int... links) {
        Flow f = new Flow(null, MAX_ROUTE);
        System.arraycopy(links, 0, f.links, 0, links.length);
        f.linkCount = links.length;
        return f;
    }
}
