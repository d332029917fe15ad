package org.collsim.scenario;

import static org.collsim.scenario.ScenarioFixtures.benchmark;
import static org.collsim.scenario.ScenarioFixtures.edit;
import static org.collsim.scenario.ScenarioFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.junit.jupiter.api.Test;

/** Algorithms with parameters in scenarios: both spellings, sweeps, and bad values with their path and range. */
class AlgorithmParametersTest {
    private static Scenario load(String algorithms) throws ScenarioException {
        String json = edit(r -> {
            set(benchmark(r), "collectives", "[\"bcast\"]");
            set(benchmark(r), "algorithms", algorithms);
        });
        return new ScenarioLoader(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), ScenarioFixtures.HEAP_BYTES)
                .parse(json, ScenarioFixtures.SOURCE);
    }

    private static List<String> labels(String algorithms) throws ScenarioException {
        return load(algorithms).benchmark().selections().get(0).algorithms().stream().map(CollectiveAlgorithm::label).toList();
    }

    private static List<String> bcastErrors(String algorithms) {
        return assertThrows(ScenarioException.class, () -> load(algorithms)).lines();
    }

    @Test
    void theTextAndObjectSpellingsAndASweep() throws ScenarioException {
        assertEquals(List.of("knomial:k=4", "binomial", "pipelined_chain:segment=100"),
                labels("[\"knomial:k=4\", \"binomial\", {\"name\": \"pipelined_chain\", \"segment\": 100}]"));
        assertEquals(List.of("knomial", "knomial:k=4", "knomial:k=8"), labels("[{\"name\": \"knomial\", \"k\": [2, 4, 8]}]"));
        assertEquals(List.of("knomial:k=3"), labels("{\"bcast\": [\"knomial:k=3\"]}"));
    }

    @Test
    void aNamedValueInBothSpellingsAndASweepOfNames() throws ScenarioException {
        assertEquals(List.of("pipelined_tree:tree=knomial,k=4", "pipelined_tree:segment=0", "pipelined_tree:tree=knomial,segment=0"),
                labels("[\"pipelined_tree:tree=knomial,k=4\", {\"name\": \"pipelined_tree\", \"tree\": [\"kary\", \"knomial\"], \"segment\": 0}]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0].tree[1]: expected tree of bcast algorithm "
                        + "\"pipelined_tree\" in kary|knomial, found \"binomial\""),
                bcastErrors("[{\"name\": \"pipelined_tree\", \"tree\": [\"kary\", \"binomial\"]}]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0]: expected tree of bcast algorithm "
                        + "\"pipelined_tree\" in kary|knomial, found \"1\""),
                bcastErrors("[\"pipelined_tree:tree=1\"]"));
    }

    @Test
    void badValuesGetTheirPathAndTheAllowedRange() {
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0].k[1]: expected k of bcast algorithm \"knomial\" in "
                        + "2..65536, found \"x\""),
                bcastErrors("[{\"name\": \"knomial\", \"k\": [2, \"x\"]}]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0].k: expected k of bcast algorithm \"knomial\" in "
                        + "2..65536, found 1"),
                bcastErrors("[{\"name\": \"knomial\", \"k\": 1}]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0]: expected k of bcast algorithm \"knomial\" in "
                        + "2..65536, found 0"),
                bcastErrors("[\"knomial:k=0\"]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0]: expected a parameter of bcast algorithm "
                        + "\"knomial\": \"k\" or \"tree\", found \"kk\" (did you mean \"k\"?)"),
                bcastErrors("[\"knomial:kk=4\"]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0]: expected k of bcast algorithm \"knomial\" in "
                        + "2..65536, found \"four\""),
                bcastErrors("[\"knomial:k=four\"]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0]: expected parameters as name=value, separated "
                        + "by commas (\"knomial:k=4\"), found \"knomial:k\""),
                bcastErrors("[\"knomial:k\"]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0].k: expected a parameter value (an integer or a "
                        + "name) or a non-empty list of them, found true"),
                bcastErrors("[{\"name\": \"knomial\", \"k\": true}]"));
        assertEquals(List.of("error: s.json: $.benchmark.algorithms[0]: expected no parameters for bcast algorithm "
                        + "\"binomial\", found \"k\""),
                bcastErrors("[\"binomial:k=4\"]"));
    }

    @Test
    void whatRanCarriesTheParameterValues() throws ScenarioException {
        // no layers: the request runs, so "ran" is the request's label and the table shows no "(asked: ...)"
        for (org.collsim.report.ResultRecord r : ScenarioRunner.run(load("[\"knomial:k=4\"]"))) {
            assertEquals("knomial:k=4", r.ran().get(0).algorithm());
            assertEquals("knomial:k=4", r.ranLabel());
        }
    }
}
