package org.collsim.report.compare;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.report.compare.ResultsFileException.Problem;

/**
 * Typed, path-tracking reads of one JSON object's fields: each read checks type and range and,
 * on failure, records "expected X, found Y" at the field's JSON path and returns empty, so that
 * one pass reports every problem of a file.
 */
final class JsonFields {
    private static final int MAX_QUOTED_CHARS = 60;

    private final JsonNode object;
    private final String path;
    private final List<Problem> problems;

    JsonFields(JsonNode object, String path, List<Problem> problems) {
        this.object = object;
        this.path = path;
        this.problems = problems;
    }

    String path() {
        return path;
    }

    boolean has(String name) {
        return object.has(name);
    }

    JsonNode get(String name) {
        return object.get(name);
    }

    Optional<String> string(String name, String what) {
        JsonNode v = object.get(name);
        if (v != null && v.isTextual()) {
            return Optional.of(v.textValue());
        }
        fail(name, what, v);
        return Optional.empty();
    }

    /** An integer field in [min, max]; fractions, strings and numbers beyond a long are refused. */
    OptionalLong integer(String name, String what, long min, long max) {
        JsonNode v = object.get(name);
        if (v != null && v.isIntegralNumber() && v.canConvertToLong() && v.longValue() >= min && v.longValue() <= max) {
            return OptionalLong.of(v.longValue());
        }
        fail(name, what + " (an integer from " + min + " to " + max + ")", v);
        return OptionalLong.empty();
    }

    /** A number field, integer or decimal, read exactly. */
    Optional<BigDecimal> decimal(String name, String what) {
        JsonNode v = object.get(name);
        if (v != null && v.isNumber()) {
            return Optional.of(v.decimalValue());
        }
        fail(name, what, v);
        return Optional.empty();
    }

    /** An array of strings. */
    Optional<List<String>> strings(String name, String what) {
        JsonNode v = object.get(name);
        if (v == null || !v.isArray()) {
            fail(name, what, v);
            return Optional.empty();
        }
        List<String> out = new ArrayList<>();
        for (int i = 0; i < v.size(); i++) {
            if (!v.get(i).isTextual()) {
                problems.add(new Problem(path + "." + name + "[" + i + "]", "expected a layer name (a string), found "
                        + describe(v.get(i))));
                return Optional.empty();
            }
            out.add(v.get(i).textValue());
        }
        return Optional.of(out);
    }

    /** The object at {@code name}, or empty (and a problem) when it is absent or not an object. */
    Optional<JsonFields> object(String name, String what) {
        JsonNode v = object.get(name);
        if (v != null && v.isObject()) {
            return Optional.of(new JsonFields(v, path + "." + name, problems));
        }
        fail(name, what, v);
        return Optional.empty();
    }

    /** Records "expected {@code expected}, found <value>" at this object's field {@code name}. */
    void fail(String name, String expected, JsonNode found) {
        String foundText = found == null ? "no such field" : describe(found);
        problems.add(new Problem(path + "." + name, "expected " + expected + ", found " + foundText));
    }

    /** "null", "true", "8.5", "\"abc\"", "an object", "an array" ("nothing" for an absent value). */
    static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        if (node.isTextual()) {
            String t = node.textValue();
            String cut = t.length() > MAX_QUOTED_CHARS ? t.substring(0, MAX_QUOTED_CHARS) + "..." : t;
            return '"' + cut.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
        }
        if (node.isObject()) {
            return node.isEmpty() ? "an empty object" : "an object";
        }
        if (node.isArray()) {
            return node.isEmpty() ? "an empty array" : "an array";
        }
        return node.toString();
    }
}
