package org.collsim.scenario;

import org.collsim.scenario.json.ParamKind;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.report.ResultRecord;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The contract of every registered network model, derived from the registries: a scenario
 * written from the model's own parameter table (each parameter given a plain value of its
 * kind) validates, and a small point of every collective with an algorithm runs under it to a
 * positive time. A new model or collective is covered the moment it is registered.
 */
class NetworkModelContractTest {
    private static final int RANKS = 6;

    static Stream<Arguments> modelsTimesCollectives() {
        List<Arguments> out = new ArrayList<>();
        for (NetworkModelType model : NetworkModelTypes.builtIn().all()) {
            for (Collective c : AlgorithmRegistry.builtIn().collectives()) {
                out.add(Arguments.of(model.name(), c.id()));
            }
        }
        return out.stream();
    }

    /** A plain value of each kind: what a user would write first. */
    private static String value(ParamKind kind) {
        return switch (kind) {
            case DURATION -> "\"1us\"";
            case PER_BYTE -> "\"1ns/B\"";
            case SIZE_BYTES -> "\"64KiB\"";
        };
    }

    private static String scenario(NetworkModelType model, String collective) {
        String network = model.params().stream().map(p -> "\"" + p.key() + "\": " + value(p.kind()))
                .collect(Collectors.joining(", ", "{\"model\": \"" + model.name() + "\", ", "}"));
        String bytes = collective.equals("barrier") ? "" : ", \"bytes\": [64]";
        // a topology for every model: flow needs one, the others route over it (hop latency)
        return "{\"name\": \"contract\", \"seed\": 1, \"machine\": {\"network\": " + network
                + ", \"topology\": {\"type\": \"torus\", \"dims\": [2, 2, 2], \"per_hop\": \"10ns\"}},"
                + " \"benchmark\": {\"collectives\": [\"" + collective + "\"], \"ranks\": [" + RANKS + "]" + bytes + "}}";
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("modelsTimesCollectives")
    void everyModelRunsEveryCollective(String modelName, String collective) throws Exception {
        NetworkModelType model = NetworkModelTypes.builtIn().find(modelName).orElseThrow();
        Scenario s = ScenarioLoader.standard().parse(scenario(model, collective), "contract.json");
        List<ResultRecord> records = ScenarioRunner.run(s);
        assertEquals(s.points().size(), records.size());
        for (ResultRecord r : records) {
            assertEquals(RANKS, r.ranks());
            assertTrue(r.timePs() > 0, "a collective over " + RANKS + " ranks takes time: " + r);
        }
    }
}
