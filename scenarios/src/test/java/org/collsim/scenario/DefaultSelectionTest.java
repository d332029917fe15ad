package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.report.RanCall;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Without {@code algorithms} (and without a selector or a layer) a collective call runs what MPICH
 * chooses for it, in a benchmark, a program and a TI trace alike. Machine: hockney, alpha 2 us,
 * beta 1 ns/B (no reduction cost), 16 ranks, 1 MiB = 1,048,576 B.
 * <ul>
 * <li>bcast: generic.json, 16 is a power of two above 524288 B: scatter_ring_allgather. Binomial
 * scatter of halves 512, 256, 128, 64 KiB (4 alpha + 983,040 B) then a ring allgather of 15 blocks
 * of 64 KiB (15 alpha + 983,040 B): 19 x 2 us + 1,966,080 ns = 2004.080 us. The first registered,
 * binomial, sends the whole MiB 4 times: 4 x 2 us + 4,194,304 ns = 4202.304 us.
 * <li>allreduce: above 8 B, count 1,048,576 not below pof2(16): reduce_scatter_allgather. Recursive
 * halving 512..64 KiB then recursive doubling 64..512 KiB: 8 x 2 us + 1,966,080 ns = 1982.080 us.
 * </ul>
 */
class DefaultSelectionTest {
    private static final Path EXAMPLES = Path.of(System.getProperty("collsim.examples", "../examples"));
    private static final String MACHINE = "\"machine\": {\"network\": {\"model\": \"hockney\", \"alpha\": \"2us\", "
            + "\"beta\": \"1ns/B\"}}";

    @TempDir
    Path dir;

    private static List<ResultRecord> run(String workload) throws ScenarioException {
        String json = "{\"name\": \"d\", \"seed\": 1, " + MACHINE + ", " + workload + "}";
        return ScenarioRunner.run(ScenarioLoader.standard().parse(json, "d.json"));
    }

    private static String benchmark(String algorithms) {
        return "\"benchmark\": {\"collectives\": [\"bcast\", \"allreduce\"], " + algorithms
                + "\"ranks\": [16], \"bytes\": [\"1MiB\"]}";
    }

    @Test
    void aBenchmarkWithoutAlgorithmsRunsMpichsChoice() throws ScenarioException {
        List<ResultRecord> records = run(benchmark(""));
        assertEquals(List.of("bcast scatter_ring_allgather (asked: mpich) 2004080000",
                "allreduce reduce_scatter_allgather (asked: mpich) 1982080000"),
                records.stream().map(r -> r.collective() + " " + r.ranLabel() + " " + r.timePs()).toList());
        assertEquals(List.of(new RanCall("bcast", 16, "default", "scatter_ring_allgather", List.of())),
                records.get(0).ran());
    }

    @Test
    void itTimesAsTheExplicitAlgorithmsAndUnlikeTheFirstRegistered() throws ScenarioException {
        List<ResultRecord> named = run(benchmark("\"algorithms\": {\"bcast\": [\"scatter_ring_allgather\", \"binomial\"], "
                + "\"allreduce\": [\"reduce_scatter_allgather\"]}, "));
        assertEquals(List.of(2_004_080_000L, 4_202_304_000L, 1_982_080_000L),
                named.stream().map(ResultRecord::timePs).toList());
    }

    @Test
    void aProgramCallWithoutAnAlgorithmRunsMpichsChoice() throws ScenarioException {
        ResultRecord r = run("\"program\": {\"ranks\": [16], \"body\": [{\"allreduce\": {\"bytes\": 1048576}}]}").get(0);
        assertEquals(1_982_080_000L, r.timePs());
        assertEquals(List.of(new RanCall("allreduce", 16, "default", "reduce_scatter_allgather", List.of())), r.ran());
    }

    @Test
    void aTraceWithoutAlgorithmsRunsMpichsChoice() throws ScenarioException, IOException {
        // ti/ring-allreduce.ti at alpha 1 us: compute 2 us, ring alpha + 1 us, the allreduce of 1024 B by
        // reduce_scatter_allgather (4 rank pairs exchange 512, 256, 256, 512 B: 4 alpha + 1.536 us), the
        // dissemination barrier 2 alpha: 4.536 us + 7 alpha = 11.536 us (recursive doubling: 10.048 us)
        Files.copy(EXAMPLES.resolve("ti/ring-allreduce.ti"), dir.resolve("ring-allreduce.ti"));
        Path scenario = Files.writeString(dir.resolve("t.json"), "{\"name\": \"t\", \"seed\": 1, \"machine\": {\"network\": "
                + "{\"model\": \"hockney\", \"alpha\": \"1us\", \"beta\": \"1ns/B\"}}, \"trace\": {\"file\": "
                + "\"ring-allreduce.ti\", \"flops\": \"1Gf\"}}");
        ResultRecord r = ScenarioRunner.run(ScenarioLoader.standard().load(scenario)).get(0);
        assertEquals(11_536_000L, r.timePs());
        assertEquals(List.of("allreduce on 4: reduce_scatter_allgather", "barrier on 4: dissemination"),
                r.ran().stream().map(RanCall::describeCall).toList());
    }
}
