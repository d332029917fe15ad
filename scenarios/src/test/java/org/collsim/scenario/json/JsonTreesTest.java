package org.collsim.scenario.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** {@link JsonTrees} builds the tree a default {@link ObjectMapper#readTree} builds, node class for node class. */
class JsonTreesTest {
    private static final JsonFactory FACTORY = new JsonFactory();

    @ParameterizedTest
    @ValueSource(strings = {
        "{\"a\": 1, \"b\": [true, false, null], \"c\": {\"d\": \"x\", \"e\": []}, \"f\": {}}",
        "[2147483647, 2147483648, -2147483648, -2147483649, 9223372036854775807, 9223372036854775808]",
        "[1.5, -0.0, 1e300, 1E-5, 0.1, 12345678901234567890.5]",
        "\"a string \\u00b1 \\n\"", "42", "null", "[[[[]]], {\"k\": [{\"k\": 1}]}]",
        "{\"order\": 1, \"kept\": 2, \"as\": 3, \"written\": 4}",
    })
    void sameNodesAsObjectMapper(String json) throws IOException {
        JsonNode expected = new ObjectMapper().readTree(json);
        JsonNode built;
        try (JsonParser parser = FACTORY.createParser(json)) {
            built = JsonTrees.next(parser);
        }
        assertEquals(expected, built);
        assertEquals(classes(expected), classes(built));
        assertEquals(expected.toString(), built.toString()); // key order too
    }

    @Test
    void nullAtTheEndOfTheInput() throws IOException {
        try (JsonParser parser = FACTORY.createParser("  ")) {
            assertNull(JsonTrees.next(parser));
        }
    }

    /** Every node's class, depth first: an IntNode and a LongNode of equal value are equal but not the same. */
    private static List<Class<?>> classes(JsonNode node) {
        List<Class<?>> out = new ArrayList<>();
        out.add(node.getClass());
        node.elements().forEachRemaining(child -> out.addAll(classes(child)));
        return out;
    }
}
