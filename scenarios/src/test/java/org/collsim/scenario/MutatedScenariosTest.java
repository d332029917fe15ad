package org.collsim.scenario;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad input never produces a stack trace: every example, mutated at random (fields dropped,
 * values replaced by other types, numbers negated or made huge, strings garbled), either still
 * validates or is refused with a ScenarioException whose every line names a file and says what
 * was expected; small valid benchmark mutants also run, and may fail only as a reported
 * simulation failure.
 * Seeded, so a failure replays.
 */
class MutatedScenariosTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int MUTANTS_PER_EXAMPLE = 100;
    /** Mutants whose points sum to more ranks than this are only validated, to keep the test fast. */
    private static final long SMALL_RANK_SUM = 2000;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    static Stream<Path> examples() throws Exception {
        try (Stream<Path> files = Files.list(Path.of("..", "examples"))) {
            return files.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("examples")
    void mutantsAreAcceptedOrRefusedCleanly(Path example) throws Exception {
        JsonNode original = JSON.readTree(example.toFile());
        SplittableRandom random = new SplittableRandom(example.getFileName().toString().hashCode());
        ScenarioLoader loader = ScenarioLoader.standard();
        for (int i = 0; i < MUTANTS_PER_EXAMPLE; i++) {
            JsonNode mutant = original.deepCopy();
            mutate(mutant, random);
            String text = JSON.writeValueAsString(mutant);
            try {
                runIfSmall(loader.parse(text, "mutant.json"), example);
            } catch (ScenarioException e) {
                assertFalse(e.lines().isEmpty(), "a refusal says why");
                for (String line : e.lines()) {
                    if (!line.startsWith("error: mutant.json") || !line.contains("expected")) {
                        fail("unclear message for mutant " + i + " of " + example + ": " + line + "\n" + text);
                    }
                }
            } catch (RuntimeException e) {
                throw new AssertionError("mutant " + i + " of " + example + " crashed the loader:\n" + text, e);
            }
        }
    }

    /** Valid mutants of small examples run too: a simulated failure is fine, a crash is not. */
    private static void runIfSmall(Scenario s, Path example) {
        long rankSum = s.points().stream().mapToLong(Point::ranks).sum();
        // programs are only validated: a mutated loop count may ask for a very long (finite) run
        if (rankSum > SMALL_RANK_SUM || s.program() != null || example.toString().contains("table-sharing")) {
            return;
        }
        try {
            ScenarioRunner.run(s);
        } catch (PointFailure reported) {
            // reported to the user as a simulation failure, with exit code 1
        }
    }

    /** One random change somewhere in the tree. */
    private static void mutate(JsonNode root, SplittableRandom random) {
        List<JsonNode> containers = new ArrayList<>();
        collect(root, containers);
        JsonNode target = containers.get(random.nextInt(containers.size()));
        if (target instanceof ObjectNode o && o.size() > 0) {
            List<String> names = new ArrayList<>();
            o.fieldNames().forEachRemaining(names::add);
            String name = names.get(random.nextInt(names.size()));
            if (random.nextInt(4) == 0) {
                o.remove(name);
            } else {
                o.set(name, replacement(o.get(name), random));
            }
        } else if (target instanceof ArrayNode a && a.size() > 0) {
            int index = random.nextInt(a.size());
            a.set(index, replacement(a.get(index), random));
        }
    }

    private static void collect(JsonNode node, List<JsonNode> out) {
        if (node.isContainerNode()) {
            out.add(node);
            node.elements().forEachRemaining(child -> collect(child, out));
        }
    }

    private static JsonNode replacement(JsonNode old, SplittableRandom random) {
        return switch (random.nextInt(9)) {
            case 0 -> NODES.nullNode();
            case 1 -> NODES.numberNode(-random.nextInt(1000));
            case 2 -> NODES.numberNode(Long.MAX_VALUE);
            case 3 -> NODES.numberNode(1.5);
            case 4 -> NODES.textNode(old.isTextual() ? old.asText() + "x" : "12");
            case 5 -> NODES.textNode("-" + old.asText());
            case 6 -> NODES.arrayNode();
            case 7 -> NODES.objectNode();
            default -> NODES.booleanNode(true);
        };
    }
}
