package org.collsim.report;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.StreamWriteFeature;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.Map;

/**
 * JSON on one line, written by a streaming generator: the lines of {@code results.jsonl}, the
 * scenario text that {@code ScenarioHash} digests, and JSON trees as a default {@code ObjectMapper}
 * writes them ({@code JsonNode.toString()}, {@code writeTree}), byte for byte, without one: its
 * class initialisation is tens of milliseconds of every run (docs/PERFORMANCE.md, start-up).
 */
public final class CompactJson {
    /** Decimals in full (0.500 stays 0.500, 1E+3 is 1000): a record's line. */
    private static final JsonFactory PLAIN = JsonFactory.builder().enable(StreamWriteFeature.WRITE_BIGDECIMAL_AS_PLAIN).build();
    /** What {@code JsonNode.toString()} writes with. */
    private static final JsonFactory DEFAULT = new JsonFactory();

    private CompactJson() {
    }

    /** Writes one JSON value. */
    @FunctionalInterface
    public interface Value {
        void write(JsonGenerator gen) throws IOException;
    }

    /** What {@code value} writes, decimals plain. */
    public static String line(Value value) {
        return text(PLAIN, value);
    }

    /** The tree as {@code JsonNode.toString()} writes it (no line end). */
    public static String of(JsonNode tree) {
        return text(gen -> writeTree(gen, tree));
    }

    /** What {@code value} writes, as {@code JsonNode.toString()} would (decimals as {@code BigDecimal.toString()}). */
    public static String text(Value value) {
        return text(DEFAULT, value);
    }

    private static String text(JsonFactory factory, Value value) {
        StringWriter out = new StringWriter();
        try (JsonGenerator gen = factory.createGenerator(out)) {
            value.write(gen);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not fail
        }
        return out.toString();
    }

    /**
     * Writes the tree as an {@code ObjectMapper}'s {@code writeTree} does: numbers keep their node's
     * type (int, long, double, big integer or decimal). Trees of JSON text hold no binary or POJO node.
     */
    public static void writeTree(JsonGenerator gen, JsonNode node) throws IOException {
        switch (node.getNodeType()) {
            case OBJECT -> {
                gen.writeStartObject();
                for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext();) {
                    Map.Entry<String, JsonNode> field = it.next();
                    gen.writeFieldName(field.getKey());
                    writeTree(gen, field.getValue());
                }
                gen.writeEndObject();
            }
            case ARRAY -> {
                gen.writeStartArray();
                for (JsonNode element : node) {
                    writeTree(gen, element);
                }
                gen.writeEndArray();
            }
            case STRING -> gen.writeString(node.textValue());
            case NUMBER -> node.serialize(gen, null); // a number node writes its own type and needs no provider
            case BOOLEAN -> gen.writeBoolean(node.booleanValue());
            case NULL, MISSING -> gen.writeNull();
            case BINARY, POJO -> throw new IllegalArgumentException("not a tree of JSON text: a " + node.getNodeType() + " node");
        }
    }
}
