package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.function.Consumer;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Counts;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.json.CountsParser;
import org.junit.jupiter.api.Test;

/**
 * "v" collectives in scenarios: {@code "counts"} in its four forms with {@code bytes} as the total,
 * the time of a skewed gatherv derived by hand, and bad values with their JSON path.
 */
class VectorCountsTest {
    private static Scenario load(Consumer<ObjectNode> bench) throws ScenarioException {
        String json = edit(r -> {
            set(benchmark(r), "collectives", "[\"gatherv\"]");
            benchmark(r).remove("algorithms");
            set(benchmark(r), "ranks", "[4]");
            set(benchmark(r), "bytes", "[800]");
            bench.accept(benchmark(r));
        });
        return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), ScenarioFixtures.HEAP_BYTES)
                .parse(json, ScenarioFixtures.SOURCE);
    }

    private static Counts counts(String countsJson) throws ScenarioException {
        return load(b -> set(b, "counts", countsJson)).points().get(0).args().counts();
    }

    private static List<String> errors(Consumer<ObjectNode> bench) {
        return assertThrows(ScenarioException.class, () -> load(bench)).lines();
    }

    @Test
    void theFourFormsSplitTheTotal() throws ScenarioException {
        assertEquals(Counts.of(200, 200, 200, 200), counts("\"uniform\""));
        // weights (p-1) + (ratio-1) r = 3, 24, 45, 66 of 138: block ends floor(800 * 3/138) = 17, floor(800 * 27/138) = 156,
        // floor(800 * 72/138) = 417, 800
        assertEquals(Counts.of(17, 139, 261, 383), counts("{\"skew\": \"linear\", \"ratio\": 22}"));
        assertEquals(Counts.of(100, 0, 600, 8), load(b -> {
            b.remove("bytes");
            set(b, "counts", "[100, 0, \"600B\", 8]");
        }).points().get(0).args().counts());
        Counts random = counts("{\"random\": \"lognormal\", \"sigma\": 2, \"seed\": 5}");
        assertEquals(800, random.total());
        assertEquals(random, counts("{\"random\": \"lognormal\", \"sigma\": 2, \"seed\": 5}"), "seeded: the same split again");
    }

    @Test
    void aSkewedGathervTakesTheSumOfItsNonRootTransfers() throws ScenarioException {
        Scenario s = load(b -> {
            b.remove("bytes");
            set(b, "counts", "[100, 0, 600, 8]");
        });
        // quickstart's hockney: alpha 2 us, beta 1 ns/B. The root (rank 0) receives ranks 2 and 3 back to back (rank 1's
        // block is empty, so nothing is sent): (2 us + 600 ns) + (2 us + 8 ns) = 4.608 us
        assertEquals(4_608_000, ScenarioRunner.run(s).get(0).timePs());
    }

    /** Two points that differ only in their counts give records that differ, and reports label them apart. */
    @Test
    void theCountsArePartOfARecordsIdentity() throws ScenarioException {
        Scenario skew = load(b -> set(b, "counts", "{\"skew\": \"linear\", \"ratio\": 22}"));
        ResultRecord skewed = new BenchmarkPoint(skew, skew.points().get(0)).identity().build();
        Scenario even = load(b -> set(b, "counts", "\"uniform\""));
        ResultRecord uniform = new BenchmarkPoint(even, even.points().get(0)).identity().build();
        assertEquals(java.util.Map.of(BenchmarkPoint.COUNTS_AXIS, "linear:22"), skewed.axes());
        assertEquals("benchmark.counts=linear:22", skewed.axesLabel());
        assertEquals(java.util.Map.of(), uniform.axes());
        assertNotEquals(uniform, skewed);
    }

    private static Scenario alltoallv(String matrixJson) throws ScenarioException {
        return load(b -> {
            set(b, "collectives", "[\"alltoallv\"]");
            set(b, "ranks", "[2]");
            b.remove("bytes");
            set(b, "counts", matrixJson);
        });
    }

    @Test
    void anAlltoallvTakesAMatrixOfCounts() throws ScenarioException {
        Scenario s = alltoallv("[[0, \"1KiB\"], [24, 8]]");
        Counts m = s.points().get(0).args().counts();
        assertEquals(1024, m.block(0, 1));
        assertEquals(24, m.block(1, 0));
        assertEquals(1056, m.total());
        // quickstart's hockney: alpha 2 us, beta 1 ns/B. Rank 0's 1024 B and rank 1's 24 B cross on idle
        // ports (own blocks are copies): 2 us + 1024 ns = 3.024 us
        ResultRecord r = ScenarioRunner.run(s).get(0);
        assertEquals(3_024_000, r.timePs());
        assertEquals(java.util.Map.of(BenchmarkPoint.COUNTS_AXIS, "[[0, 1024], [24, 8]]"),
                new BenchmarkPoint(s, s.points().get(0)).identity().build().axes());
    }

    @Test
    void aReduceScatterTakesPerRankCounts() throws ScenarioException {
        Scenario s = load(b -> {
            set(b, "collectives", "[\"reduce_scatter\"]");
            set(b, "algorithms", "{\"reduce_scatter\": [\"pairwise\"]}");
            set(b, "ranks", "[2]");
            b.remove("bytes");
            set(b, "counts", "[100, 300]");
        });
        // pairwise at p = 2: rank 0 sends block 1 (300 B) while rank 1 sends block 0 (100 B); they cross, both done at
        // 2 us + 300 ns; then rank 1 reduces its 300 B at gamma 500 ps/B, 150 ns: 2.45 us (rank 0's 100 B end at 2.35 us)
        assertEquals(Counts.of(100, 300), s.points().get(0).args().counts());
        assertEquals(2_450_000, ScenarioRunner.run(s).get(0).timePs());
    }

    @Test
    void aMatrixMayComeFromAFile(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path file = java.nio.file.Files.writeString(dir.resolve("m.txt"), "# rank 0, then rank 1\n0, 1024\n\n24 8\n");
        Scenario s = load(b -> alltoallvCounts(b, "{\"matrix\": \"" + file.toString().replace("\\", "\\\\") + "\"}"));
        assertEquals(Counts.matrix(new long[][] {{0, 1024}, {24, 8}}), s.points().get(0).args().counts());
        // the same exchange as the inline matrix above: 2 us + 1024 ns
        assertEquals(3_024_000, ScenarioRunner.run(s).get(0).timePs());
        java.nio.file.Files.writeString(file, "0 1024\n24 8 x9\n");
        assertEquals(List.of("error: s.json: $.benchmark.counts.matrix: expected sizes in bytes (non-negative integers below "
                + "10^18) separated by spaces or commas, found " + file + ":2:6: \"x9\""),
                errors(b -> alltoallvCounts(b, "{\"matrix\": \"" + file.toString().replace("\\", "\\\\") + "\"}")));
        java.nio.file.Files.writeString(file, "0 1024\n24 8 9\n");
        assertEquals(List.of("error: s.json: $.benchmark.counts.matrix: expected rows of 2 sizes (the matrix is square: one "
                + "row per rank), found " + file + ":2: 3 sizes"),
                errors(b -> alltoallvCounts(b, "{\"matrix\": \"" + file.toString().replace("\\", "\\\\") + "\"}")));
    }

    @Test
    void badMatricesGetTheirPath() {
        assertEquals(List.of("error: s.json: $.benchmark.counts[1]: expected a row of 2 sizes in bytes (the matrix is "
                + "square: one row per rank, one size per destination), found 3 sizes"),
                errors(b -> alltoallvCounts(b, "[[1, 2], [3, 4, 5]]")));
        assertEquals(List.of("error: s.json: $.benchmark.counts: expected one row per rank for every rank count "
                + "(ranks [4]), found 2 rows"), errors(b -> {
                    alltoallvCounts(b, "[[1, 2], [3, 4]]");
                    set(b, "ranks", "[4]");
                }));
        assertEquals(List.of("error: s.json: $.benchmark.counts: expected a count matrix only with alltoallv and "
                + "alltoallw, found collectives gatherv among them"), errors(b -> {
                    alltoallvCounts(b, "[[1, 2], [3, 4]]");
                    set(b, "collectives", "[\"alltoallv\", \"gatherv\"]");
                }));
        assertEquals(List.of("error: s.json: $.benchmark.counts[0][1]: expected a size in bytes (an integer from 0 to "
                + Long.MAX_VALUE + "), found -2"), errors(b -> alltoallvCounts(b, "[[1, -2], [3, 4]]")));
    }

    private static void alltoallvCounts(ObjectNode b, String matrixJson) {
        set(b, "collectives", "[\"alltoallv\"]");
        set(b, "ranks", "[2]");
        b.remove("bytes");
        set(b, "counts", matrixJson);
    }

    @Test
    void badCountsGetTheirPath() {
        assertEquals(List.of("error: s.json: $.benchmark.counts.ratio: expected the last rank's block over the first's "
                + "(an integer from 1 to 1000000), found 0"), errors(b -> set(b, "counts", "{\"skew\": \"linear\", \"ratio\": 0}")));
        assertEquals(List.of("error: s.json: $.benchmark.counts.sigma: expected a lognormal sigma above 0 and at most 4, "
                + "found -1"), errors(b -> set(b, "counts", "{\"random\": \"lognormal\", \"sigma\": -1}")));
        assertEquals(List.of("error: s.json: $.benchmark.counts: expected " + CountsParser.EXPECTED + ", found \"even\""),
                errors(b -> set(b, "counts", "\"even\"")));
        assertEquals(List.of("error: s.json: $.benchmark.counts: expected one size per rank for every rank count "
                + "(ranks [4]), found 3 sizes"), errors(b -> {
                    b.remove("bytes");
                    set(b, "counts", "[1, 2, 3]");
                }));
        assertEquals(List.of("error: s.json: $.benchmark.bytes: expected no \"bytes\" with a \"counts\" list or matrix "
                + "(its sum is the total), found an array"), errors(b -> set(b, "counts", "[1, 2, 3, 4]")));
        assertEquals(List.of("error: s.json: $.benchmark.counts: expected \"counts\" only with \"v\" collectives (gatherv, "
                + "scatterv, allgatherv, alltoallv, alltoallw) and reduce_scatter, found collectives bcast among them"), errors(b -> {
                    set(b, "collectives", "[\"gatherv\", \"bcast\"]");
                    set(b, "counts", "\"uniform\"");
                }));
        assertEquals(List.of("error: s.json: $.benchmark.counts[1]: expected a multiple of 4 bytes (the size of datatype "
                + "\"int\"), found 6"), errors(b -> {
                    b.remove("bytes");
                    set(b, "datatype", "\"int\"");
                    set(b, "counts", "[4, 6, 8, 12]");
                }));
    }
}
