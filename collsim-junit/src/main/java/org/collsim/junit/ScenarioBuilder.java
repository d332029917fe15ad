package org.collsim.junit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * Builds a scenario's JSON in code, field by field, in the scenario format of examples/README.md;
 * {@link #build} validates it like a file. Fields not set take the format's defaults (seed 1, no
 * layers, the registry's default algorithm).
 */
public final class ScenarioBuilder {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final ObjectNode root = JSON.createObjectNode();
    private final ObjectNode benchmark = JSON.createObjectNode();

    ScenarioBuilder(String name) {
        root.put("name", name);
        root.put("seed", 1);
    }

    /** The seed of the scenario's random streams. */
    public ScenarioBuilder seed(long seed) {
        root.put("seed", seed);
        return this;
    }

    /** The whole {@code machine} object as JSON, e.g. with nodes, a topology or a NIC. */
    public ScenarioBuilder machine(String machineJson) {
        root.set("machine", parse(machineJson));
        return this;
    }

    /** A machine of one network model, as JSON: {@code {"model": "hockney", "alpha": "2us", "beta": "1ns/B"}}. */
    public ScenarioBuilder network(String networkJson) {
        root.set("machine", JSON.createObjectNode().set("network", parse(networkJson)));
        return this;
    }

    /** The collectives to run ("allreduce", "bcast"; {@code collsim list} names them). */
    public ScenarioBuilder collectives(String... collectives) {
        benchmark.set("collectives", strings(List.of(collectives)));
        return this;
    }

    /** The algorithms of every collective ("ring", "knomial:k=4"). */
    public ScenarioBuilder algorithms(String... algorithms) {
        benchmark.set("algorithms", strings(List.of(algorithms)));
        return this;
    }

    /** The rank counts of the sweep. */
    public ScenarioBuilder ranks(int... ranks) {
        ArrayNode a = benchmark.putArray("ranks");
        for (int r : ranks) {
            a.add(r);
        }
        return this;
    }

    /** Message sizes in bytes (OSU's meaning per collective). */
    public ScenarioBuilder bytes(long... sizesBytes) {
        ArrayNode a = benchmark.putArray("bytes");
        for (long b : sizesBytes) {
            a.add(b);
        }
        return this;
    }

    /** The layer stacks to compare, each upper layer last as in the scenario format; {@code List.of()} is no layer. */
    @SafeVarargs
    public final ScenarioBuilder layerStacks(List<String>... stacks) {
        ArrayNode a = root.putArray("layer_stacks");
        for (List<String> stack : stacks) {
            a.add(strings(stack));
        }
        return this;
    }

    /** Runs of every point (their mean is its time; noise makes them differ). */
    public ScenarioBuilder replications(int replications) {
        root.put("replications", replications);
        return this;
    }

    /** The scenario's JSON text so far. */
    public String json() {
        ObjectNode out = root.deepCopy();
        out.set("benchmark", benchmark.deepCopy());
        return out.toPrettyString();
    }

    /** Validates the scenario; an {@link IllegalArgumentException} lists its problems with their JSON paths. */
    public SimulatedScenario build() {
        return SimulatedScenario.fromJson(json(), "scenario " + root.get("name").asText());
    }

    private static ArrayNode strings(List<String> values) {
        ArrayNode a = JSON.createArrayNode();
        values.forEach(a::add);
        return a;
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalArgumentException("expected JSON, found " + json + " (" + e.getOriginalMessage() + ")", e);
        }
    }
}
