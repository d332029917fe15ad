package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code "selector": {"file", "format"}}: rules files in MPICH's, Open MPI's and collsim's forms, and their errors. */
class SelectorFilesTest {
    private static final String COLLSIM = """
            {"rules": [
              {"collective": "bcast", "max_ranks": 8, "algorithm": "binomial"},
              {"collective": "bcast", "min_ranks": 9, "max_bytes": 1024, "algorithm": "knomial:k=4"},
              {"collective": "bcast", "min_ranks": 9, "min_bytes": 1025, "algorithm": "scatter_ring_allgather"}]}
            """;

    @TempDir
    Path dir;

    private Scenario load(String rulesFile, String rules, String format) throws Exception {
        return load(rulesFile, rules, format, "\"collectives\": [\"bcast\"], \"ranks\": [8, 16], \"bytes\": [1024, 4096]");
    }

    /** A scenario whose benchmark has {@code fields} (collectives, ranks, bytes) and the file's selector. */
    private Scenario load(String rulesFile, String rules, String format, String fields) throws Exception {
        Files.writeString(dir.resolve(rulesFile), rules);
        String scenario = """
                {"name": "f", "seed": 1,
                 "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
                 "benchmark": {%s, "selector": {"file": "%s", "format": "%s"}}}
                """.formatted(fields, rulesFile, format);
        return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), ScenarioFixtures.HEAP_BYTES)
                .load(Files.writeString(dir.resolve("s.json"), scenario));
    }

    private List<String> ran(Scenario s) {
        return ScenarioRunner.run(s).stream().map(r -> r.ranks() + " " + r.sizeBytes() + " " + r.ranText()).toList();
    }

    private List<String> errors(String rulesFile, String rules, String format) {
        return assertThrows(ScenarioException.class, () -> load(rulesFile, rules, format)).lines();
    }

    @Test
    void collsimRulesRunWhatTheySay() throws Exception {
        Scenario s = load("rules.json", COLLSIM, "collsim");
        assertEquals(List.of("8 1024 binomial", "8 4096 binomial", "16 1024 knomial:k=4", "16 4096 scatter_ring_allgather"),
                ran(s));
        assertEquals("rules.json", ScenarioRunner.run(s).get(0).algorithm(), "the request is named after the file");
    }

    @Test
    void mpichAndOpenMpiFilesAreReadUnchanged() throws Exception {
        String mpich = "{\"collective=bcast\": {\"comm_size<=8\": {\"algorithm=MPIR_Bcast_intra_scatter_ring_allgather\": {}},"
                + " \"comm_size=any\": {\"algorithm=MPIR_Bcast_intra_binomial\": {}}}}";
        assertEquals(List.of("8 1024 scatter_ring_allgather", "8 4096 scatter_ring_allgather", "16 1024 binomial",
                "16 4096 binomial"), ran(load("mpich.json", mpich, "mpich")));
        // classic: bcast (7) from 0 ranks binomial (6); from 16 ranks, up to 2047 bytes knomial (7), then pipeline (3)
        String ompi = "1\n7 2\n0 1\n0 6 0 0\n16 2\n0 7 0 0\n2048 3 0 0\n";
        assertEquals(List.of("8 1024 binomial", "8 4096 binomial", "16 1024 knomial:k=4", "16 4096 pipelined_chain"),
                ran(load("rules.conf", ompi, "ompi")));
    }

    @Test
    void problemsInTheFileNameTheirPlaceInIt() {
        String overlap = "{\"rules\": [{\"collective\": \"bcast\", \"algorithm\": \"binomial\"},"
                + " {\"collective\": \"bcast\", \"min_ranks\": 16, \"algorithm\": \"binomial\"}]}";
        assertEquals(List.of("error: " + dir.resolve("s.json") + ": $.benchmark.selector.file: rules.json: $.rules[1]: "
                + "expected a rule that overlaps no other, found one that overlaps $.rules[0] (bcast)"),
                errors("rules.json", overlap, "collsim"));
        String unknown = "{\"rules\": [{\"collective\": \"bcast\", \"algorithm\": \"binomal\"}]}";
        String unknownError = errors("rules.json", unknown, "collsim").get(0);
        assertTrue(unknownError.contains("rules.json: $.rules[0].algorithm: expected a bcast algorithm: \"binomial\", ")
                && unknownError.endsWith("(parameters after a colon), found \"binomal\" (did you mean \"binomial\"?)"),
                unknownError);
        String badParameter = "{\"rules\": [{\"collective\": \"bcast\", \"algorithm\": \"knomial:k=1\"}]}";
        String parameterError = errors("rules.json", badParameter, "collsim").get(0);
        assertTrue(parameterError.endsWith("rules.json: $.rules[0].algorithm: k must be in 2..65536, found 1"),
                parameterError);
        assertTrue(errors("rules.conf", "1\n7 1\n0 1\n0 x 0 0\n", "ompi").get(0)
                .endsWith("$.benchmark.selector.file: rules.conf:4:3: expected an Open MPI bcast algorithm number (0 to ignore, 1..9), "
                        + "found \"x\""), String.join("\n", errors("rules.conf", "1\n7 1\n0 1\n0 x 0 0\n", "ompi")));
    }

    @Test
    void anMpichTreeWithoutAnAnswerIsAnErrorAsInMpich() throws Exception {
        // MPIR_Csel_search finds no container for 16 ranks and MPIR_Bcast_allcomm_auto asserts one: no fallback
        String partial = "{\"collective=bcast\": {\"comm_size<=8\": {\"algorithm=MPIR_Bcast_intra_binomial\": {}}}}";
        assertEquals(List.of("error: " + dir.resolve("s.json") + ": $.benchmark.selector: selector \"mpich.json\" has no "
                + "rule for bcast on 16 ranks, 1024 bytes"), errors("mpich.json", partial, "mpich"));
        // MPICH calls the tree's choice unchecked (MPIR_CVAR_COLLECTIVE_FALLBACK is for CVAR-forced algorithms) and
        // MPIR_Reduce_scatter_intra_noncommutative asserts MPL_is_pof2(comm_size): 12 ranks fail, 8 run it
        String noncommutative = "{\"collective=reduce_scatter\": {\"comm_size=any\": "
                + "{\"algorithm=MPIR_Reduce_scatter_intra_noncommutative\": {}}}}";
        List<String> twelve = assertThrows(ScenarioException.class, () -> load("rs.json", noncommutative, "mpich",
                "\"collectives\": [\"reduce_scatter\"], \"ranks\": [8, 12], \"bytes\": [1200]")).lines();
        assertEquals(List.of("error: " + dir.resolve("s.json") + ": $.benchmark.selector: selector \"rs.json\" chooses for "
                + "reduce_scatter on 12 ranks, 1200 bytes what cannot run there: reduce_scatter algorithm \"noncommutative\" "
                + "needs a power-of-two number of ranks; found 12 ranks and count 1200"), twelve);
        assertEquals(List.of("8 1200 noncommutative"), ran(load("rs.json", noncommutative, "mpich",
                "\"collectives\": [\"reduce_scatter\"], \"ranks\": [8], \"bytes\": [1200]")));
    }

    @Test
    void aPointNoRuleCoversIsReported() {
        String gap = "{\"rules\": [{\"collective\": \"bcast\", \"max_ranks\": 8, \"algorithm\": \"binomial\"}]}";
        assertEquals(List.of("error: " + dir.resolve("s.json") + ": $.benchmark.selector: selector \"rules.json\" has no "
                + "rule for bcast on 16 ranks, 1024 bytes"), errors("rules.json", gap, "collsim"));
    }

}
