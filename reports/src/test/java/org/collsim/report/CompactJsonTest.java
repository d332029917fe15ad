package org.collsim.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/** Trees written by a generator are the bytes an ObjectMapper writes: toString, writeValueAsString, writeTree. */
class CompactJsonTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** Every kind of node JSON text makes, the decimals a reader keeping digits makes, and strings needing escapes. */
    private static ObjectNode everyNode() {
        ObjectNode tree = JsonNodeFactory.instance.objectNode();
        tree.put("int", -7).put("long", 1L << 40).put("double", 0.1).put("exp", 1e-300).put("whole", 2.0)
                .put("big", new BigInteger("123456789012345678901234567890")).put("decimal", new BigDecimal("0.500"))
                .put("scaled", new BigDecimal("1E+3")).put("yes", true).put("no", false).putNull("nothing")
                .put("escapes", "a \"q\" \\ / \n\t\u0001 \u00e9 \u20ac \ud83d\ude00");
        tree.putArray("list").add(1).add("two").addNull().addArray();
        tree.putObject("nested").putObject("empty");
        return tree;
    }

    @Test
    void aTreeIsWhatToStringAndAMapperWrite() throws Exception {
        ObjectNode tree = everyNode();
        assertEquals(tree.toString(), CompactJson.of(tree));
        assertEquals(MAPPER.writeValueAsString(tree), CompactJson.of(tree));
        JsonNode read = MAPPER.readTree(tree.toString()); // as the loader's trees are: no decimal nodes
        assertEquals(MAPPER.writeValueAsString(read), CompactJson.of(read));
    }

    @Test
    void writeTreeIntoAGeneratorIsTheMappersWriteTree() throws Exception {
        ObjectNode tree = everyNode();
        StringWriter expected = new StringWriter();
        try (var gen = MAPPER.getFactory().createGenerator(expected)) {
            MAPPER.writeTree(gen, tree);
        }
        assertEquals(expected.toString(), CompactJson.text(gen -> CompactJson.writeTree(gen, tree)));
    }

    @Test
    void aLineWritesDecimalsPlain() {
        assertEquals("[1000,0.500]", CompactJson.line(gen -> {
            gen.writeStartArray();
            gen.writeNumber(new BigDecimal("1E+3"));
            gen.writeNumber(new BigDecimal("0.500"));
            gen.writeEndArray();
        }));
    }

    @Test
    void aTreeOfObjectsIsRefused() {
        JsonNode pojo = JsonNodeFactory.instance.pojoNode(new Object());
        assertThrows(IllegalArgumentException.class, () -> CompactJson.of(pojo));
    }
}
