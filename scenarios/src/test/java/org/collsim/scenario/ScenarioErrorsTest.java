package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.errors;
import static org.collsim.scenario.ScenarioFixtures.network;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Every class of input error, with its exact path and message. */
class ScenarioErrorsTest {
    private static void assertOnly(String expectedLine, List<String> lines) {
        assertEquals(List.of(expectedLine), lines);
    }

    @Test
    void malformedJsonGivesLineAndColumn() {
        List<String> lines = errors("{\"name\": \"x\",\n  \"seed\": 1,\n  \"machine\": {\n");
        assertOnly("error: s.json: line 4, column 1: expected well-formed JSON, found unexpected end-of-input: "
                + "expected close marker for Object (opened at line 3, column 14)", lines);
        String duplicate = errors("{\"seed\": 1, \"seed\": 2}").get(0);
        assertTrue(duplicate.contains("line 1, column 19: expected well-formed JSON, found the key \"seed\" twice"), duplicate);
        assertOnly("error: s.json: line 1, column 4: expected the end of the file after the JSON value, found more",
                errors("{} {}"));
        assertOnly("error: s.json: expected a scenario object, found an empty file", errors("  "));
    }

    @Test
    void unknownFieldsAnywhereSuggestTheNearest() {
        assertOnly("error: s.json: $.sed: expected one of the fields \"name\", \"seed\", \"machine\", \"description\", "
                + "\"benchmark\", \"program\", \"layers\", \"layer_stacks\", \"layer_params\", \"mpi\", \"comm_workload\", \"replications\", \"trace\", \"workload\", \"limits\", \"wireup\" or \"link_stats\", "
                + "found unknown field \"sed\" (did you mean \"seed\"?)",
                errors(edit(r -> r.set("sed", r.remove("seed")))).subList(0, 1));
        assertTrue(errors(edit(r -> set(network(r), "alpah", "\"1us\""))).contains(
                "error: s.json: $.machine.network.alpah: expected one of the fields \"model\", \"alpha\", \"beta\" or \"gamma\", "
                        + "found unknown field \"alpah\" (did you mean \"alpha\"?)"));
        assertTrue(errors(edit(r -> set(benchmark(r), "rank", "[8]"))).get(0).contains(
                "$.benchmark.rank: expected one of the fields \"ranks\", \"collectives\", \"algorithms\", \"selector\", \"bytes\", \"datatype\", \"root\", "
                        + "\"timeline\", \"counts\" or \"fallback\", "
                        + "found unknown field \"rank\" (did you mean \"ranks\"?)"));
        assertTrue(errors(edit(r -> set(r, "zzz", "1"))).get(0).endsWith("found unknown field \"zzz\""));
    }

    @Test
    void loggpKeysAreCaseSensitive() {
        List<String> lines = errors(edit(r -> {
            set(ScenarioFixtures.obj(r, "machine"), "network", ScenarioFixtures.LOGGP);
            set(network(r), "l", "\"1us\"");
            network(r).remove("L");
        }));
        assertEquals(List.of(
                "error: s.json: $.machine.network.l: expected one of the fields \"model\", \"L\", \"o\", \"g\", \"G\", \"O\", \"S\" "
                        + "or \"gamma\", found unknown field \"l\" (did you mean \"L\"?)",
                "error: s.json: $.machine.network.L: expected required field \"L\", found no such field"), lines);
    }

    @Test
    void missingRequiredFields() {
        assertOnly("error: s.json: $.name: expected required field \"name\", found no such field", errors(edit(r -> r.remove("name"))));
        assertOnly("error: s.json: $.machine.network.beta: expected required field \"beta\", found no such field",
                errors(edit(r -> network(r).remove("beta"))));
        assertOnly("error: s.json: $.benchmark.ranks: expected required field \"ranks\", found no such field",
                errors(edit(r -> benchmark(r).remove("ranks"))));
        assertOnly("error: s.json: $.benchmark.bytes: expected required field \"bytes\" (message sizes; only a barrier needs none), "
                + "found no such field", errors(edit(r -> benchmark(r).remove("bytes"))));
        assertOnly("error: s.json: $.machine.network.model: expected required field \"model\" (\"hockney\", \"loggp\" or \"flow\"), "
                + "found no such field", errors(edit(r -> network(r).remove("model"))));
    }

    @Test
    void wrongTypes() {
        assertOnly("error: s.json: $.seed: expected a seed (an integer from 0 to 9223372036854775807), found \"1\"",
                errors(edit(r -> set(r, "seed", "\"1\""))));
        assertOnly("error: s.json: $.benchmark.ranks: expected a non-empty array of rank counts such as [8, 12, 1024] "
                + "or a range such as {\"from\": 2, \"to\": 1024, \"times\": 2}, found 8",
                errors(edit(r -> set(benchmark(r), "ranks", "8"))));
        assertOnly("error: s.json: $.benchmark.collectives: expected a non-empty array of collective names, found \"allreduce\"",
                errors(edit(r -> set(benchmark(r), "collectives", "\"allreduce\""))));
        assertOnly("error: s.json: $.machine: expected a machine object with a \"network\" (or a \"preset\"), found an array",
                errors(edit(r -> set(r, "machine", "[1]"))));
        assertOnly("error: s.json: $: expected a scenario object with \"name\", \"seed\", \"machine\" and \"benchmark\", found an empty array",
                errors("[]"));
    }

    @Test
    void unknownNamesSuggestTheNearest() {
        assertOnly("error: s.json: $.benchmark.collectives[0]: expected a collective: \"barrier\", \"bcast\", \"allgather\" or "
                + "\"allreduce\", found \"allreduse\" (did you mean \"allreduce\"?)",
                errors(edit(r -> set(benchmark(r), "collectives", "[\"allreduse\"]"))));
        assertOnly("error: s.json: $.benchmark.algorithms[1]: expected an allreduce algorithm: \"recursive_doubling\" or \"ring\", "
                + "found \"rign\" (did you mean \"ring\"?)", errors(edit(r -> set(benchmark(r), "algorithms", "[\"ring\", \"rign\"]"))));
        assertOnly("error: s.json: $.machine.network.model: expected a network model: \"hockney\", \"loggp\" or \"flow\", "
                + "found \"hockny\" (did you mean \"hockney\"?)", errors(edit(r -> set(network(r), "model", "\"hockny\""))));
        assertOnly("error: s.json: $.benchmark.datatype: expected a datatype: \"byte\", \"int\", \"float\" or \"double\", "
                + "found \"dobule\" (did you mean \"double\"?)", errors(edit(r -> set(benchmark(r), "datatype", "\"dobule\""))));
        assertOnly("error: s.json: $.benchmark.collectives[0]: expected a collective that this build implements: \"barrier\", "
                + "\"bcast\", \"allgather\" or \"allreduce\", found \"gather\" (no algorithms for it yet)",
                errors(edit(r -> set(benchmark(r), "collectives", "[\"gather\"]"))));
    }

    @Test
    void aCollectiveThatNoListedNameFits() {
        assertOnly("error: s.json: $.benchmark.algorithms: expected at least one algorithm of bcast (\"binomial\"), "
                + "found none of them in the list", errors(edit(r -> set(benchmark(r), "collectives", "[\"allreduce\", \"bcast\"]"))));
        assertOnly("error: s.json: $.benchmark.algorithms.bcast: expected a collective listed in \"collectives\": \"allreduce\", "
                + "found key \"bcast\"", errors(edit(r -> set(benchmark(r), "algorithms", "{\"bcast\": [\"binomial\"]}"))));
        assertOnly("error: s.json: $.benchmark.algorithms[1]: expected each algorithm once, found \"ring\" again",
                errors(edit(r -> set(benchmark(r), "algorithms", "[\"ring\", \"ring\"]"))));
    }

    @Test
    void restrictionViolationAtAListedRankCount() {
        assertOnly("error: s.json: $.benchmark.ranks[1]: expected a rank count that every selected algorithm can run "
                + "(or \"fallback\": \"print\" or \"silent\" to run MPICH's choice there), found 12: allgather algorithm \"recursive_doubling\" needs a power-of-two number of ranks; found 12 ranks and count 8",
                errors(edit(r -> set(benchmark(r), "collectives", "[\"allgather\"]"))));
    }

    @Test
    void durationsNeedUnitsAndExactNonNegativeValues() {
        assertOnly("error: s.json: $.machine.network.alpha: expected a duration with a unit, such as \"2us\", \"800ns\" or \"1200ps\", "
                + "found 2 (a number without a unit)", errors(edit(r -> set(network(r), "alpha", "2"))));
        assertTrue(errors(edit(r -> set(network(r), "alpha", "\"2\""))).get(0)
                .startsWith("error: s.json: $.machine.network.alpha: expected a duration with a unit"));
        assertTrue(errors(edit(r -> set(network(r), "alpha", "\"-2us\""))).get(0).contains("(not negative), found \"-2us\""));
        assertOnly("error: s.json: $.machine.network.alpha: expected a whole number of picoseconds, found \"1.5ps\" = 1.5 picoseconds",
                errors(edit(r -> set(network(r), "alpha", "\"1.5ps\""))));
        assertTrue(errors(edit(r -> set(network(r), "beta", "\"0GB/s\""))).get(0)
                .contains("$.machine.network.beta: expected a positive bandwidth, found \"0GB/s\""));
        assertTrue(errors(edit(r -> set(network(r), "alpha", "\"2 parsecs\""))).get(0).contains("unknown time unit"));
    }

    @Test
    void numbersOutOfRange() {
        assertOnly("error: s.json: $.benchmark.ranks[2]: expected a rank count (an integer from 1 to 268435456), found 268435457",
                errors(edit(r -> set(benchmark(r), "ranks", "[8, 12, 268435457]"))));
        assertOnly("error: s.json: $.benchmark.ranks[0]: expected a rank count (an integer from 1 to 268435456), found 0",
                errors(edit(r -> set(benchmark(r), "ranks", "[0]"))));
        assertOnly("error: s.json: $.benchmark.ranks[1]: expected a rank count (an integer from 1 to 268435456), found 2.5",
                errors(edit(r -> set(benchmark(r), "ranks", "[8, 2.5]"))));
        assertOnly("error: s.json: $.seed: expected a seed (an integer from 0 to 9223372036854775807), found 18446744073709551616",
                errors(edit(r -> set(r, "seed", "18446744073709551616"))));
        assertOnly("error: s.json: $.seed: expected a seed (an integer from 0 to 9223372036854775807), found -1",
                errors(edit(r -> set(r, "seed", "-1"))));
        assertOnly("error: s.json: $.benchmark.bytes[0]: expected a size in bytes (an integer from 0 to 9223372036854775807), found -8",
                errors(edit(r -> set(benchmark(r), "bytes", "[-8]"))));
        assertOnly("error: s.json: $.benchmark.bytes[1]: expected a multiple of 4 bytes (the size of datatype \"int\"), found 6",
                errors(edit(r -> {
                    set(benchmark(r), "datatype", "\"int\"");
                    set(benchmark(r), "bytes", "[8, 6]");
                })));
        assertOnly("error: s.json: $.benchmark.root: expected a root rank below every rank count (ranks includes 8) "
                + "(an integer from 0 to 7), found 8", errors(edit(r -> set(benchmark(r), "root", "8"))));
        assertOnly("error: s.json: $.benchmark.ranks[2]: expected each value once, found 8 again (also at $.benchmark.ranks[0])",
                errors(edit(r -> set(benchmark(r), "ranks", "[8, 12, 8]"))));
    }

    @Test
    void aRankCountTheHeapCannotHoldIsRefusedBeforeRunning() {
        List<String> lines = errors(ScenarioFixtures.QUICKSTART, 1L << 16);
        assertEquals(1, lines.size(), lines.toString());
        String line = lines.get(0);
        assertTrue(line.startsWith("error: s.json: $.benchmark.ranks[2]: expected a rank count whose simulation fits in the Java heap, "
                + "found 1024: allreduce/recursive_doubling at 1024 ranks, 8 bytes needs about "), line);
        assertTrue(line.contains("of heap, but this JVM may use at most 64.0 KiB; raise it with COLLSIM_JAVA_OPTS=-Xmx1g"), line);
    }

    @Test
    void allProblemsAreReportedTogether() {
        List<String> lines = errors(edit(r -> {
            set(r, "seed", "-1");
            set(network(r), "alpha", "\"2\"");
            set(benchmark(r), "ranks", "[0]");
            set(benchmark(r), "algorithms", "[\"rign\"]");
        }));
        assertEquals(4, lines.size(), String.join("\n", lines));
        lines.forEach(l -> assertTrue(l.matches("error: s\\.json: \\$[.a-z\\[\\]0-9]*: expected .*, found .*"), l));
    }
}
