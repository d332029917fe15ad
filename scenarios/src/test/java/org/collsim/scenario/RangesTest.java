package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The range form of benchmark.ranks and benchmark.bytes: the values it gives and its errors (with paths). */
class RangesTest {
    private static String scenario(String ranks, String bytes) {
        return """
                {"name": "r", "seed": 1, "machine": {"network": {"model": "hockney", "alpha": "1us", "beta": "1ns/B"}},
                 "benchmark": {"collectives": ["bcast"], "ranks": %s, "bytes": %s}}
                """.formatted(ranks, bytes);
    }

    private static Benchmark load(String ranks, String bytes) {
        try {
            return ScenarioLoader.standard().parse(scenario(ranks, bytes), "r.json").benchmark();
        } catch (ScenarioException e) {
            return fail(e.getMessage());
        }
    }

    private static List<String> errors(String ranks, String bytes) {
        try {
            ScenarioLoader.standard().parse(scenario(ranks, bytes), "r.json");
            return fail("expected errors");
        } catch (ScenarioException e) {
            return e.lines();
        }
    }

    @Test
    void geometricAndLinearRanges() {
        Benchmark b = load("{\"from\": 2, \"to\": 32, \"times\": 2}", "{\"from\": \"8B\", \"to\": \"4MiB\", \"times\": 2}");
        assertEquals(List.of(2, 4, 8, 16, 32), b.ranks());
        // 8 B = 2^3 to 4 MiB = 2^22: the 20 powers of two 2^3..2^22
        assertEquals(20, b.sizesBytes().size());
        assertEquals(8L, b.sizesBytes().get(0));
        assertEquals(4_194_304L, b.sizesBytes().get(19));
        // with times 8: 8 * 8^k for k = 0..6 ends at 2097152; 4 MiB is not 8 * 8^k: refused below
        b = load("{\"from\": 4, \"to\": 16, \"step\": 6}", "{\"from\": \"1KiB\", \"to\": \"1MiB\", \"times\": 4}");
        assertEquals(List.of(4, 10, 16), b.ranks());
        assertEquals(List.of(1024L, 4096L, 16384L, 65536L, 262144L, 1048576L), b.sizesBytes());
        assertEquals(List.of(2, 3), load("{\"from\": 2, \"to\": 3, \"step\": 1}", "[8]").ranks());
        assertEquals(List.of(5), load("{\"from\": 5, \"to\": 5, \"step\": 1}", "[8]").ranks(), "from = to: one value");
    }

    @Test
    void aRangeThatMissesItsEndIsRefused() {
        assertEquals(List.of("error: r.json: $.benchmark.bytes: expected a range whose steps reach \"to\" exactly, found "
                + "times 8 goes from 8 to 2097152, then past 4194304"),
                errors("[2]", "{\"from\": \"8B\", \"to\": \"4MiB\", \"times\": 8}"));
        assertEquals(List.of("error: r.json: $.benchmark.ranks: expected a range whose steps reach \"to\" exactly, found "
                + "step 3 goes from 2 to 8, then past 9"), errors("{\"from\": 2, \"to\": 9, \"step\": 3}", "[8]"));
    }

    @Test
    void emptyAndMalformedRangesAreRefusedWithTheirPaths() {
        assertEquals(List.of("error: r.json: $.benchmark.ranks.to: expected a value not below \"from\" (8), found 4"),
                errors("{\"from\": 8, \"to\": 4, \"times\": 2}", "[8]"));
        assertEquals(List.of("error: r.json: $.benchmark.ranks: expected a range {\"from\", \"to\", and \"times\" "
                + "(geometric) or \"step\" (linear)}, found neither \"times\" nor \"step\""),
                errors("{\"from\": 2, \"to\": 4}", "[8]"));
        assertEquals(List.of("error: r.json: $.benchmark.ranks.times: expected a factor (an integer from 2 to 1048576), "
                + "found 1"), errors("{\"from\": 2, \"to\": 4, \"times\": 1}", "[8]"));
        assertEquals(List.of("error: r.json: $.benchmark.ranks.from: expected a rank count (an integer from 1 to "
                + BenchmarkParser.MAX_RANKS + "), found 0"), errors("{\"from\": 0, \"to\": 4, \"step\": 1}", "[8]"));
    }
}
