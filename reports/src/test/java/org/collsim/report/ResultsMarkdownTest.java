package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsMarkdownTest {
    private static ResultRecord record(String collective, String algorithm, List<String> layers, int ranks, long bytes,
                                       long timePs) {
        return ResultRecord.builder().scenario("demo").collective(collective).algorithm(algorithm).layers(layers)
                .ranks(ranks).sizeBytes(bytes).model("hockney").seed(1).timePs(timePs).events(12).messages(3).build();
    }

    @Test
    void oneTablePerCollectiveWithoutOptionalColumnsForTheEmptyStack() {
        List<ResultRecord> records = List.of(record("allreduce", "ring", List.of(), 8, 8, 6_012_345),
                record("barrier", "dissemination", List.of(), 7, 0, 4_800_000),
                record("allreduce", "ring", List.of(), 8, 65536, 140_437_000));
        assertEquals("""
                # demo

                hockney alpha=2us beta=1ns/B, seed 1

                ## allreduce

                | algorithm | ranks | bytes | time_us | messages | events |
                | --------- | ----: | ----: | ------: | -------: | -----: |
                | ring      |     8 |     8 |   6.012 |        3 |     12 |
                | ring      |     8 | 65536 | 140.437 |        3 |     12 |

                ## barrier

                | algorithm     | ranks | bytes | time_us | messages | events |
                | ------------- | ----: | ----: | ------: | -------: | -----: |
                | dissemination |     7 |     0 |   4.800 |        3 |     12 |
                """, ResultsMarkdown.render("demo", "hockney alpha=2us beta=1ns/B, seed 1", records));
    }

    @Test
    void layersAndSpeedupColumnsWhenSeveralStacksIncludeTheEmptyOne() {
        List<ResultRecord> records = List.of(record("bcast", "binomial", List.of(), 16, 8, 2_000_000),
                record("bcast", "binomial", List.of("hierarchical", "hw-collectives"), 16, 8, 1_000_000),
                record("bcast", "binomial", List.of("a|b"), 32, 8, 1_000_000));
        assertEquals("""
                # s

                m

                ## bcast

                | algorithm | layers                      | ranks | bytes | time_us | messages | events | speedup |
                | --------- | --------------------------- | ----: | ----: | ------: | -------: | -----: | ------: |
                | binomial  | -                           |    16 |     8 |   2.000 |        3 |     12 |   1.00x |
                | binomial  | hierarchical+hw-collectives |    16 |     8 |   1.000 |        3 |     12 |   2.00x |
                | binomial  | a\\|b                        |    32 |     8 |   1.000 |        3 |     12 |       - |
                """, ResultsMarkdown.render("s", "m", records));
    }

    @Test
    void programRecordsGetTheirOwnTable() {
        ResultRecord program = ResultRecord.builder().scenario("p").collective("program").algorithm("program").ranks(4)
                .model("hockney").timePs(9_000_000).events(40).messages(6)
                .program(new ProgramFields(1_000_000, 9_000_000, 64, 2, 1, 2, 5)).build();
        assertEquals("""
                # p

                m

                ## program

                | workload | ranks | time_us | first_rank_done_us | messages | events | tables alloc/reused/freed |
                | -------- | ----: | ------: | -----------------: | -------: | -----: | ------------------------: |
                | program  |     4 |   9.000 |              1.000 |        6 |     40 |                     2/1/2 |
                """, ResultsMarkdown.render("p", "m", List.of(program)));
    }

    /** What produced the results, under the machine line: collsim, its revision, the JDK and the scenario's hash. */
    @Test
    void sayWhatProducedTheResults() {
        Provenance p = new Provenance("9.9", "abc", "JDK 17", "sha256:0123", null, List.of());
        assertEquals("""
                # p

                m

                produced by collsim 9.9 (revision abc), JDK JDK 17, scenario sha256:0123
                """, ResultsMarkdown.render("p", "m", p.producedBy(), List.of()));
    }
}
