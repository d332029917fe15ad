package org.collsim.scenario.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * A scenario's hash is the one an ObjectMapper gave (readTree, limits removed, writeValueAsString,
 * SHA-256), for every example: logs written before the generator replaced the mapper still resume.
 */
class ScenarioHashTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private static String mapperHash(String text) throws Exception {
        ObjectNode tree = (ObjectNode) MAPPER.readTree(text);
        tree.remove("limits");
        byte[] digest = MessageDigest.getInstance("SHA-256").digest(MAPPER.writeValueAsString(tree).getBytes(StandardCharsets.UTF_8));
        return "sha256:" + HexFormat.of().formatHex(digest);
    }

    @Test
    void everyExampleHashesAsWithAnObjectMapper() throws Exception {
        List<Path> examples;
        try (Stream<Path> files = Files.list(Path.of("../examples"))) {
            examples = files.filter(f -> f.toString().endsWith(".json")).sorted().toList();
        }
        for (Path example : examples) {
            String text = Files.readString(example);
            assertEquals(mapperHash(text), ScenarioHash.of(text), example.toString());
            assertEquals(MAPPER.readTree(text), ScenarioHash.tree(text), example.toString());
        }
        String numbers = "{\"a\": 1, \"b\": 12345678901, \"c\": 123456789012345678901234567890, \"d\": 0.5, \"e\": 1e3,"
                + " \"f\": [true, false, null, \"\\u00e9\\n\"], \"limits\": {\"max_events\": 5}}";
        assertEquals(mapperHash(numbers), ScenarioHash.of(numbers));
    }
}
