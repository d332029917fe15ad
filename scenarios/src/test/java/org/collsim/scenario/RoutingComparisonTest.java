package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The direction of the differences the routing examples show, from the machines' parameters
 * (examples/graph-two-racks*.json, examples/routing-dragonfly-ugal.json against contention-dragonfly.json).
 */
class RoutingComparisonTest {
    private static final long KIB_64 = 65_536;

    private static long timePs(String example, String collective, String algorithm, int ranks) throws ScenarioException {
        Scenario s = ScenarioLoader.standard().load(Path.of("../examples", example + ".json"));
        return ScenarioRunner.run(s).stream()
                .filter(r -> r.collective().equals(collective) && r.algorithm().equals(algorithm) && r.ranks() == ranks)
                .findFirst().orElseThrow().timePs();
    }

    /**
     * Two racks of 4 hosts, each rack switch with one uplink of 100 Gb/s (80 ps/B) to each of two spines.
     * A linear alltoall sends 16 flows of n = 64 KiB from rack0 to rack1 at once. Minimal routing puts them
     * all on rack0's first uplink: at least 16 n x 80 ps. Two uplinks carry at most 2 x 80 ps worth per
     * byte, so no routing beats 8 n x 80 ps; hashing over both spines beats minimal.
     */
    @Test
    void hashingOverBothSpinesBeatsTheFirstShortestPath() throws ScenarioException {
        long minimal = timePs("graph-two-racks", "alltoall", "linear", 8);
        long hashed = timePs("graph-two-racks-hash", "alltoall", "linear", 8);
        assertTrue(minimal >= 16 * KIB_64 * 80, "one uplink: " + minimal);
        assertTrue(hashed >= 8 * KIB_64 * 80 && hashed < minimal, minimal + " -> " + hashed);
    }

    /**
     * Dragonfly of 9 groups, 8 ranks per group with block placement, 10 GB/s (100 ps/B) links. In 56 of
     * pairwise alltoall's 63 steps on 64 ranks, the 8 ranks of a group send n = 64 KiB each to one other
     * group, whose one global link carries them under minimal routing: at least 56 x 8 n x 100 ps. UGAL
     * moves flows off that link onto idle detours, so it ends well before that bound.
     */
    @Test
    void ugalSpreadsWholeGroupsOffTheirOneGlobalLink() throws ScenarioException {
        long bound = 56 * 8 * KIB_64 * 100;
        long minimal = timePs("contention-dragonfly", "alltoall", "pairwise", 64);
        long ugal = timePs("routing-dragonfly-ugal", "alltoall", "pairwise", 64);
        assertTrue(minimal >= bound, "minimal: " + minimal + " >= " + bound);
        assertTrue(ugal < bound, "ugal: " + ugal + " < " + bound);
    }
}
