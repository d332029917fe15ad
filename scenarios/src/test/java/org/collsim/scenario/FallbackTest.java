package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.Restriction;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.api.Test;

/**
 * {@code "fallback"} (MPICH's MPIR_CVAR_COLLECTIVE_FALLBACK) with the test registry and a Bruck
 * allgather stand-in: the allgather {@code recursive_doubling} needs a power-of-two number of
 * ranks; MPICH's choice for an allgather of 8 B blocks on 6 ranks (not a power of two, 48 B in
 * all, below 81920) is Bruck's. "error" refuses the point naming the algorithm and why, "print"
 * and "silent" run MPICH's choice there (as MPICH's fallback label calls MPIR_Allgather_allcomm_auto)
 * and the record's "ran" says so, "print" with one warning per algorithm.
 */
class FallbackTest {
    private static AlgorithmRegistry withBruck(Restriction... bruckNeeds) {
        List<org.collsim.mpi.coll.CollectiveAlgorithm> all = new java.util.ArrayList<>(TestAlgorithms.registry().all());
        all.add(new TestAlgorithms.StandIn(Collective.ALLGATHER, "bruck", bruckNeeds));
        return new AlgorithmRegistry(all);
    }

    private static final AlgorithmRegistry REGISTRY = withBruck();

    private static String scenario(String fallback) {
        return edit(r -> {
            set(benchmark(r), "collectives", "[\"allgather\"]");
            set(benchmark(r), "algorithms", "[\"recursive_doubling\"]");
            set(benchmark(r), "ranks", "[4, 6]");
            set(benchmark(r), "bytes", "[8]");
            if (fallback != null) {
                set(benchmark(r), "fallback", fallback);
            }
        });
    }

    private static ScenarioLoader loader(AlgorithmRegistry registry) {
        return new ScenarioLoader(registry, NetworkModelTypes.builtIn(), ScenarioFixtures.HEAP_BYTES);
    }

    private static Scenario valid(String json) throws ScenarioException {
        return loader(REGISTRY).parse(json, ScenarioFixtures.SOURCE);
    }

    private static List<String> errors(AlgorithmRegistry registry, String json) {
        return assertThrows(ScenarioException.class, () -> loader(registry).parse(json, ScenarioFixtures.SOURCE)).lines();
    }

    /** The algorithm each point's call ran, by rank count. */
    private static List<String> ran(Scenario s) {
        return ScenarioRunner.run(s, REGISTRY).stream().map(ResultRecord::ran).map(calls -> calls.get(0).algorithm()).toList();
    }

    @Test
    void errorIsTheDefaultAndNamesTheAlgorithmAndWhy() {
        String message = "error: s.json: $.benchmark.ranks[1]: expected a rank count that every selected algorithm can run "
                + "(or \"fallback\": \"print\" or \"silent\" to run MPICH's choice there), found 6: allgather "
                + "algorithm \"recursive_doubling\" needs a power-of-two number of ranks; found 6 ranks and count 8";
        assertEquals(List.of(message), errors(REGISTRY, scenario(null)));
        assertEquals(List.of(message), errors(REGISTRY, scenario("\"error\"")));
    }

    @Test
    void printRunsMpichsChoiceWhereTheAlgorithmCannotAndWarnsOnce() throws ScenarioException {
        Scenario s = valid(scenario("\"print\""));
        assertEquals(List.of("recursive_doubling", "bruck"), ran(s));
        assertEquals(List.of("fallback \"print\": allgather algorithm \"recursive_doubling\" needs a power-of-two number of "
                + "ranks; found 6 ranks and count 8; ran MPICH's choice (\"bruck\" at the first such point) wherever it "
                + "cannot run"), s.fallbackWarnings(REGISTRY));
    }

    @Test
    void silentRunsMpichsChoiceWithoutAWord() throws ScenarioException {
        Scenario s = valid(scenario("\"silent\""));
        assertEquals(List.of("recursive_doubling", "bruck"), ran(s));
        assertEquals(List.of(), s.fallbackWarnings(REGISTRY));
    }

    @Test
    void aChoiceThatCannotRunEitherIsStillAnError() {
        String prefix = "error: s.json: $.benchmark.ranks[1]: expected a rank count that every selected algorithm can "
                + "run, found 6: allgather algorithm \"recursive_doubling\" needs a power-of-two number of ranks; found 6 "
                + "ranks and count 8, and MPICH's choice cannot run either: ";
        assertEquals(List.of(prefix + "selector \"mpich\" chooses for allgather on 6 ranks, 8 bytes what cannot run there: "
                + "allgather algorithm \"bruck\" needs a power-of-two number of ranks; found 6 ranks and count 8"),
                errors(withBruck(Restriction.POWER_OF_TWO_RANKS), scenario("\"silent\"")));
        assertEquals(List.of(prefix + "selector \"mpich\": MPICH algorithm \"MPIR_Allgather_intra_brucks\" maps to "
                + "allgather \"bruck\", which is not registered"), errors(TestAlgorithms.registry(), scenario("\"silent\"")));
    }

    @Test
    void anUnknownPolicyGetsTheHouseMessage() {
        assertEquals(List.of("error: s.json: $.benchmark.fallback: expected a fallback: \"error\", \"print\" or \"silent\", "
                + "found \"prnt\" (did you mean \"print\"?)"), errors(REGISTRY, scenario("\"prnt\"")));
    }
}
