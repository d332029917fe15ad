package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The OSU micro-benchmarks' layout: one block per collective, algorithm, stack and rank count; latencies in us. */
class OsuFormatTest {
    private static ResultRecord record(String algorithm, int ranks, long bytes, long timePs, long... replications) {
        return ResultRecord.builder().scenario("s").collective("allreduce").algorithm(algorithm).ranks(ranks)
                .sizeBytes(bytes).model("hockney").seed(1).timePs(timePs)
                .stats(replications.length > 1 ? ReplicationStats.of(replications) : null).build();
    }

    @Test
    void rowsPerSizeUnderAHeaderPerAlgorithmAndRankCount() {
        List<ResultRecord> records = List.of(
                record("ring", 8, 8, 6_036_000),
                // three replications: mean (1 + 2 + 4) / 3 = 2.333... us, min 1 us, max 4 us
                record("ring", 8, 1024, 1_000_000, 1_000_000, 2_000_000, 4_000_000),
                record("recursive_doubling", 8, 8, 5_000));
        String expected = """
                # collsim allreduce/ring, 8 ranks
                # Size       Avg Latency(us)   Min Latency(us)   Max Latency(us)  Iterations
                8                       6.04              6.04              6.04           1
                1024                    2.33              1.00              4.00           3

                # collsim allreduce/recursive_doubling, 8 ranks
                # Size       Avg Latency(us)   Min Latency(us)   Max Latency(us)  Iterations
                8                       0.00              0.00              0.00           1
                """;
        assertEquals(expected, OsuFormat.render(records));
    }

    /** Each sweep variant is a block of its own: its sizes are not mixed with another variant's. */
    @Test
    void sweepVariantsAreBlocksOfTheirOwn() {
        List<ResultRecord> records = List.of(
                ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(2).sizeBytes(8)
                        .model("hockney").seed(1).timePs(1_008_000).axes(java.util.Map.of("machine.network.alpha", "1us"))
                        .build(),
                ResultRecord.builder().scenario("s").collective("bcast").algorithm("binomial").ranks(2).sizeBytes(8)
                        .model("hockney").seed(1).timePs(3_008_000).axes(java.util.Map.of("machine.network.alpha", "3us"))
                        .build());
        String expected = """
                # collsim bcast/binomial, 2 ranks, machine.network.alpha=1us
                # Size       Avg Latency(us)   Min Latency(us)   Max Latency(us)  Iterations
                8                       1.01              1.01              1.01           1

                # collsim bcast/binomial, 2 ranks, machine.network.alpha=3us
                # Size       Avg Latency(us)   Min Latency(us)   Max Latency(us)  Iterations
                8                       3.01              3.01              3.01           1
                """;
        assertEquals(expected, OsuFormat.render(records));
    }

    @Test
    void programRecordsAreLeftOut() {
        ResultRecord program = ResultRecord.builder().scenario("s").collective("program").algorithm("-").ranks(2)
                .model("hockney").seed(1).timePs(10).program(new ProgramFields(1, 10, 0, 0, 0, 0, 0)).build();
        assertEquals("", OsuFormat.render(List.of(program)));
    }
}
