package org.collsim.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The assertions pass and fail where the hand-worked times say, and their messages show those times. */
class CollsimAssertionsTest {
    /**
     * Hockney, alpha 2 us, beta 1 ns/B, gamma 500 ps/B, 8 ranks. Recursive doubling: 3 steps of the whole
     * vector, each alpha + n beta + n gamma. Ring: 14 steps of an n/8 chunk (alpha + n/8 beta), 7 of them
     * with an n/8 reduction (n/8 gamma).
     *   8 B:     doubling 3 (2 + 0.008 + 0.004) = 6.036 us;      ring 14 (2 + 0.001) + 7 (0.0005) = 28.0175 us
     *   64 KiB:  doubling 3 (2 + 65.536 + 32.768) = 300.912 us;  ring 14 (2 + 8.192) + 7 (4.096) = 171.360 us
     */
    private static SimulationResults results;

    @TempDir
    Path dir;

    @BeforeAll
    static void run() {
        results = SimulatedScenario.builder("junit-api")
                .network("{\"model\": \"hockney\", \"alpha\": \"2us\", \"beta\": \"1ns/B\", \"gamma\": \"500ps/B\"}")
                .collectives("allreduce").algorithms("recursive_doubling", "ring").ranks(8).bytes(8, 65536)
                .build().run();
    }

    @Test
    void findsEachPointsTime() {
        assertEquals(6_036_000, results.timePs("allreduce", "recursive_doubling", 8, 8));
        assertEquals(171_360_000, results.timePs("allreduce", "ring", 8, 65536));
        IllegalArgumentException none = assertThrows(IllegalArgumentException.class,
                () -> results.timePs("allreduce", "ring", 16, 8));
        assertEquals("expected one result for allreduce/ring at 16 ranks, 8 bytes, found 0 (the scenario has no such "
                + "point)", none.getMessage());
    }

    @Test
    void beatsPassesWhereTheHandWorkedTimesSayAndFailsWithTheTable() {
        CollsimAssertions.assertBeats(results, "allreduce", "ring", "recursive_doubling", 8, 65536);
        AssertionError e = assertThrows(AssertionError.class,
                () -> CollsimAssertions.assertBeats(results, "allreduce", "ring", "recursive_doubling", 8, 8));
        assertEquals("""
                allreduce/ring does not beat recursive_doubling at 8 ranks from 8 bytes:
                       bytes      ring us recursive_doubling us   speedup
                           8       28.018                 6.036     0.22x  <- fails
                       65536      171.360               300.912     1.76x""", e.getMessage());
    }

    @Test
    void aLayerStackMustBeFastEnough() {
        SimulationResults layered = SimulatedScenario.builder("junit-layers")
                .machine("{\"network\": {\"model\": \"hockney\", \"alpha\": \"2us\", \"beta\": \"1ns/B\"},"
                        + " \"intra_node\": {\"model\": \"hockney\", \"alpha\": \"200ns\", \"beta\": \"100ps/B\"},"
                        + " \"ranks_per_node\": 4}")
                .layerStacks(List.of(), List.of("hierarchical"))
                .collectives("bcast").algorithms("scatter_ring_allgather").ranks(32).bytes(65536).build().run();
        long flat = layered.timePs("bcast", "scatter_ring_allgather", 32, 65536);
        long hierarchical = layered.timePs("bcast", "scatter_ring_allgather", List.of("hierarchical"), 32, 65536);
        double speedup = (double) flat / hierarchical;
        assertTrue(speedup > 1, "the hierarchy helps the ring's broadcast here (docs/LAYERS.md)");
        CollsimAssertions.assertSpeedup(layered, List.of("hierarchical"), speedup, "bcast", "scatter_ring_allgather", 32);
        double tooMuch = Math.nextUp(speedup);
        AssertionError e = assertThrows(AssertionError.class, () -> CollsimAssertions.assertSpeedup(
                layered, List.of("hierarchical"), tooMuch, "bcast", "scatter_ring_allgather", 32));
        assertTrue(e.getMessage().startsWith("bcast/scatter_ring_allgather under [hierarchical] is not " + tooMuch
                + "x faster than without layers at 32 ranks:\n"), e.getMessage());
        // the row shows both times in us and the speedup
        assertTrue(e.getMessage().endsWith(String.format(java.util.Locale.ROOT, "%12d %17s %12s %9s  <- fails",
                65536, us(hierarchical), us(flat), String.format(java.util.Locale.ROOT, "%.2fx", speedup))), e.getMessage());
    }

    private static String us(long ps) {
        return java.math.BigDecimal.valueOf(ps, 6).setScale(3, java.math.RoundingMode.HALF_EVEN).toPlainString();
    }

    @Test
    void withinBaselineUsesCompareRules() throws Exception {
        Path baseline = dir.resolve("baseline.json");
        results.writeJson(baseline);
        CollsimAssertions.assertWithinBaseline(results, baseline, "0%");
        // a baseline 2.5% faster for the ring at 64 KiB: 171.360 us is 2.56% slower than 167.08 us
        Files.writeString(baseline, Files.readString(baseline).replace("\"time_ps\" : 171360000", "\"time_ps\" : 167080000"));
        CollsimAssertions.assertWithinBaseline(results, baseline, "3%");
        AssertionError e = assertThrows(AssertionError.class,
                () -> CollsimAssertions.assertWithinBaseline(results, baseline, "2%"));
        assertTrue(e.getMessage().startsWith("results differ from the baseline " + baseline + " beyond 2%: 4 records: "
                + "3 unchanged, 0 faster, 0 slower (tolerated), 1 REGRESSION"), e.getMessage());
        assertTrue(e.getMessage().contains("171.36"), e.getMessage());
    }
}
