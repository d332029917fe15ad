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
 * {@code "fallback"} (MPICH's MPIR_CVAR_COLLECTIVE_FALLBACK) with the test registry, whose allgather
 * {@code recursive_doubling} needs a power-of-two number of ranks and whose default allgather is
 * {@code ring}: "error" refuses the point naming the algorithm and why, "print" and "silent" run
 * the default there and the record's "ran" says so, "print" with one warning per algorithm.
 */
class FallbackTest {
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

    /** The algorithm each point's call ran, by rank count. */
    private static List<String> ran(Scenario s) {
        return ScenarioRunner.run(s, TestAlgorithms.registry()).stream().map(ResultRecord::ran).map(calls -> calls.get(0).algorithm()).toList();
    }

    @Test
    void errorIsTheDefaultAndNamesTheAlgorithmAndWhy() {
        String message = "error: s.json: $.benchmark.ranks[1]: expected a rank count that every selected algorithm can run "
                + "(or \"fallback\": \"print\" or \"silent\" to run the collective's default there), found 6: allgather "
                + "algorithm \"recursive_doubling\" needs a power-of-two number of ranks; found 6 ranks and count 8";
        assertEquals(List.of(message), ScenarioFixtures.errors(scenario(null)));
        assertEquals(List.of(message), ScenarioFixtures.errors(scenario("\"error\"")));
    }

    @Test
    void printRunsTheDefaultWhereTheAlgorithmCannotAndWarnsOnce() {
        Scenario s = ScenarioFixtures.valid(scenario("\"print\""));
        assertEquals(List.of("recursive_doubling", "ring"), ran(s));
        assertEquals(List.of("fallback \"print\": allgather algorithm \"recursive_doubling\" needs a power-of-two number of "
                + "ranks; found 6 ranks and count 8; ran the default \"ring\" there and wherever else it cannot run"),
                s.fallbackWarnings(TestAlgorithms.registry()));
    }

    @Test
    void silentRunsTheDefaultWithoutAWord() {
        Scenario s = ScenarioFixtures.valid(scenario("\"silent\""));
        assertEquals(List.of("recursive_doubling", "ring"), ran(s));
        assertEquals(List.of(), s.fallbackWarnings(TestAlgorithms.registry()));
    }

    @Test
    void aDefaultThatCannotRunEitherIsStillAnError() {
        AlgorithmRegistry bothPowerOfTwo = new AlgorithmRegistry(List.of(
                new TestAlgorithms.StandIn(Collective.ALLGATHER, "ring", Restriction.POWER_OF_TWO_RANKS),
                new TestAlgorithms.StandIn(Collective.ALLGATHER, "recursive_doubling", Restriction.POWER_OF_TWO_RANKS)));
        ScenarioException e = assertThrows(ScenarioException.class, () -> new ScenarioLoader(bothPowerOfTwo,
                NetworkModelTypes.builtIn(), ScenarioFixtures.HEAP_BYTES).parse(scenario("\"silent\""), ScenarioFixtures.SOURCE));
        assertEquals(List.of("error: s.json: $.benchmark.ranks[1]: expected a rank count that every selected algorithm can "
                + "run, found 6: allgather algorithm \"recursive_doubling\" needs a power-of-two number of ranks; found 6 ranks "
                + "and count 8, and the default cannot run either: allgather algorithm \"ring\" needs a power-of-two number "
                + "of ranks; found 6 ranks and count 8"), e.lines());
    }

    @Test
    void anUnknownPolicyGetsTheHouseMessage() {
        assertEquals(List.of("error: s.json: $.benchmark.fallback: expected a fallback: \"error\", \"print\" or \"silent\", "
                + "found \"prnt\" (did you mean \"print\"?)"), ScenarioFixtures.errors(scenario("\"prnt\"")));
    }
}
