package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.function.Consumer;

/** The quickstart scenario as an editable tree, and helpers to validate edited copies. */
final class ScenarioFixtures {
    static final ObjectMapper MAPPER = new ObjectMapper();
    static final String SOURCE = "s.json";
    static final String QUICKSTART = """
            {"name": "q", "seed": 1,
             "machine": {"network": {"model": "hockney", "alpha": "2us", "beta": "1ns/B", "gamma": "500ps/B"}},
             "benchmark": {"collectives": ["allreduce"], "algorithms": ["recursive_doubling", "ring"],
                           "ranks": [8, 12, 1024], "bytes": [8, 65536]}}
            """;
    static final String LOGGP = """
            {"model": "loggp", "L": "1us", "o": "300ns", "g": "200ns", "G": "80ps/B", "O": "1ps/B", "S": "64KiB"}
            """;
    /** Plenty of heap for the fixtures' rank counts, so tests do not depend on the JVM's -Xmx. */
    static final long HEAP_BYTES = 1L << 40;

    private ScenarioFixtures() {
    }

    static ScenarioLoader loader(long heapBytes) {
        return new ScenarioLoader(TestAlgorithms.registry(), NetworkModelTypes.builtIn(), heapBytes);
    }

    static String edit(Consumer<ObjectNode> change) {
        try {
            ObjectNode root = (ObjectNode) MAPPER.readTree(QUICKSTART);
            change.accept(root);
            return MAPPER.writeValueAsString(root);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static ObjectNode obj(ObjectNode root, String field) {
        return (ObjectNode) root.get(field);
    }

    static ObjectNode network(ObjectNode root) {
        return (ObjectNode) root.get("machine").get("network");
    }

    static ObjectNode benchmark(ObjectNode root) {
        return (ObjectNode) root.get("benchmark");
    }

    /** Sets {@code field} of {@code node} to the JSON text {@code json}. */
    static void set(ObjectNode node, String field, String json) {
        try {
            node.set(field, MAPPER.readTree(json));
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    static Scenario valid(String json) {
        try {
            return loader(HEAP_BYTES).parse(json, SOURCE);
        } catch (ScenarioException e) {
            return fail("expected a valid scenario, got:\n" + e.getMessage());
        }
    }

    static List<String> errors(String json) {
        return errors(json, HEAP_BYTES);
    }

    static List<String> errors(String json, long heapBytes) {
        try {
            loader(heapBytes).parse(json, SOURCE);
            return fail("expected errors, the scenario is valid");
        } catch (ScenarioException e) {
            return e.lines();
        }
    }
}
