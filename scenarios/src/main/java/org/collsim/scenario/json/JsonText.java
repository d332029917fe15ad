package org.collsim.scenario.json;

import com.fasterxml.jackson.databind.JsonNode;

/** Short descriptions of JSON values for the "found ..." part of messages. */
public final class JsonText {
    /** Longest string value quoted in full; longer ones are cut with "...". */
    private static final int MAX_QUOTED_CHARS = 60;

    private JsonText() {
    }

    /** "nothing" (absent), "null", "true", "8.5", "\"abc\"", "an object", "an array". */
    public static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        if (node.isTextual()) {
            return quote(node.textValue());
        }
        if (node.isObject()) {
            return node.isEmpty() ? "an empty object" : "an object";
        }
        if (node.isArray()) {
            return node.isEmpty() ? "an empty array" : "an array";
        }
        return node.toString();
    }

    /** The string in double quotes, with quotes and backslashes escaped, cut if long. */
    public static String quote(String text) {
        String cut = text.length() > MAX_QUOTED_CHARS ? text.substring(0, MAX_QUOTED_CHARS) + "..." : text;
        return '"' + cut.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }
}
