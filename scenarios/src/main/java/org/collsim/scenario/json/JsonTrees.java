package org.collsim.scenario.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;

/**
 * The tree of the next JSON value of a streaming parser, with the nodes a default
 * {@code ObjectMapper.readTree} makes (ints as int, long or big-integer nodes by size, other
 * numbers as doubles), built without an {@code ObjectMapper}: its class initialisation is tens of
 * milliseconds of every short command (docs/PERFORMANCE.md, start-up). The parser bounds the depth.
 */
public final class JsonTrees {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final JsonFactory FACTORY = new JsonFactory();

    private JsonTrees() {
    }

    /** The one JSON value of a trusted input (a resource shipped with collsim), or null when it is empty. */
    public static JsonNode read(InputStream in) throws IOException {
        try (JsonParser parser = FACTORY.createParser(in)) {
            return next(parser);
        }
    }

    /** The one JSON value of text already checked (a scenario the loader accepted), or null when it is empty. */
    public static JsonNode read(String text) throws IOException {
        try (JsonParser parser = FACTORY.createParser(text)) {
            return next(parser);
        }
    }

    /** The value starting at the parser's next token, or null at the end of the input. */
    static JsonNode next(JsonParser parser) throws IOException {
        JsonToken token = parser.nextToken();
        return token == null ? null : value(parser, token);
    }

    private static JsonNode value(JsonParser parser, JsonToken token) throws IOException {
        return switch (token) {
            case START_OBJECT -> object(parser);
            case START_ARRAY -> array(parser);
            case VALUE_STRING -> NODES.textNode(parser.getText());
            case VALUE_NUMBER_INT -> integer(parser);
            case VALUE_NUMBER_FLOAT -> NODES.numberNode(parser.getDoubleValue());
            case VALUE_TRUE -> NODES.booleanNode(true);
            case VALUE_FALSE -> NODES.booleanNode(false);
            case VALUE_NULL -> NODES.nullNode();
            // a JSON text parser reports no other token where a value starts
            case END_OBJECT, END_ARRAY, FIELD_NAME, VALUE_EMBEDDED_OBJECT, NOT_AVAILABLE ->
                    throw new IllegalStateException("no JSON value starts with " + token);
        };
    }

    private static JsonNode integer(JsonParser parser) throws IOException {
        return switch (parser.getNumberType()) {
            case INT -> NODES.numberNode(parser.getIntValue());
            case LONG -> NODES.numberNode(parser.getLongValue());
            default -> NODES.numberNode(parser.getBigIntegerValue());
        };
    }

    private static ObjectNode object(JsonParser parser) throws IOException {
        ObjectNode object = NODES.objectNode();
        for (String key = parser.nextFieldName(); key != null; key = parser.nextFieldName()) {
            object.set(key, value(parser, parser.nextToken()));
        }
        return object;
    }

    private static ArrayNode array(JsonParser parser) throws IOException {
        ArrayNode array = NODES.arrayNode();
        for (JsonToken token = parser.nextToken(); token != JsonToken.END_ARRAY; token = parser.nextToken()) {
            array.add(value(parser, token));
        }
        return array;
    }
}
