package org.collsim.scenario.json;

import org.collsim.engine.registry.Suggest;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A position in a JSON tree together with its path ({@code $.benchmark.ranks[2]}). Readers
 * check the value's type and range, record a {@link Problem} naming the path, what was
 * expected and what was found, and return empty on failure, so that a caller can go on and
 * collect every problem of the file in one pass. A cursor may point at an absent field.
 */
public final class Cursor {
    private static final Pattern PLAIN_KEY = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final JsonNode node;
    private final String path;
    private final Problems problems;
    private final Path directory;

    private Cursor(JsonNode node, String path, Problems problems, Path directory) {
        this.node = node;
        this.path = path;
        this.problems = problems;
        this.directory = directory;
    }

    /** The root of a document whose file names are relative to the working directory. */
    public static Cursor root(JsonNode node, Problems problems) {
        return root(node, problems, Path.of(""));
    }

    /** The root of a document whose file names are relative to {@code directory} (the scenario file's). */
    public static Cursor root(JsonNode node, Problems problems, Path directory) {
        return new Cursor(node, "$", problems, directory);
    }

    /** A cursor at the same path over another value (a preset overlaid with the scenario's fields). */
    public Cursor replacedBy(JsonNode value) {
        return new Cursor(value, path, problems, directory);
    }

    /** A file the document names, relative to the document's directory unless absolute. */
    public Path resolve(String fileName) {
        return directory.resolve(fileName);
    }

    public String path() {
        return path;
    }

    public Problems problems() {
        return problems;
    }

    public boolean isPresent() {
        return node != null && !node.isMissingNode();
    }

    /** The raw node, or null when absent. */
    public JsonNode node() {
        return isPresent() ? node : null;
    }

    public Cursor field(String name) {
        JsonNode child = node != null && node.isObject() ? node.get(name) : null;
        String step = PLAIN_KEY.matcher(name).matches() ? "." + name : "[" + JsonText.quote(name) + "]";
        return new Cursor(child, path + step, problems, directory);
    }

    public Cursor element(int index) {
        JsonNode child = node != null && node.isArray() ? node.get(index) : null;
        return new Cursor(child, path + "[" + index + "]", problems, directory);
    }

    /** Records "expected {@code expected}, found <this value>". */
    public void fail(String expected) {
        problems.expected(path, expected, JsonText.describe(node()));
    }

    /** Records "expected {@code expected}, found {@code found}". */
    public void fail(String expected, String found) {
        problems.expected(path, expected, found);
    }

    /** Records a complete message (already "expected ..., found ..."). */
    public void failWith(String message, Problem.Kind kind) {
        problems.add(new Problem(path, message, kind));
    }

    /**
     * Checks that this is an object whose fields are all in {@code required} or
     * {@code optional}; reports each unknown field (with the nearest known one) and each
     * missing required field. Returns false when this is not an object at all.
     */
    public boolean object(String what, List<String> required, List<String> optional) {
        if (!isPresent() || !node.isObject()) {
            fail(what);
            return false;
        }
        Set<String> known = new LinkedHashSet<>(required);
        known.addAll(optional);
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!known.contains(name)) {
                field(name).fail("one of the fields " + Suggest.quotedList(known),
                        "unknown field " + JsonText.quote(name) + Suggest.didYouMean(name, known));
            }
        }
        for (String name : required) {
            if (!node.has(name)) {
                field(name).fail("required field " + JsonText.quote(name), "no such field");
            }
        }
        return true;
    }

    /** This value as a string; {@code expected} describes what the string should be. */
    public Optional<String> string(String expected) {
        if (isPresent() && node.isTextual()) {
            return Optional.of(node.textValue());
        }
        fail(expected);
        return Optional.empty();
    }

    /** This value as an integer in [min, max]; fractions, big numbers and strings are rejected. */
    public OptionalLong integer(String what, long min, long max) {
        String expected = what + " (an integer from " + min + " to " + max + ")";
        if (!isPresent() || !node.isNumber()) {
            fail(expected);
            return OptionalLong.empty();
        }
        if (!node.isIntegralNumber() || !node.canConvertToLong() || node.longValue() < min || node.longValue() > max) {
            fail(expected);
            return OptionalLong.empty();
        }
        return OptionalLong.of(node.longValue());
    }

    /**
     * The elements of this array, which must have at least {@code minSize} elements; each
     * cursor (and its path) is made when it is read, so a long array costs no memory here.
     */
    public Optional<List<Cursor>> array(String expected, int minSize) {
        if (!isPresent() || !node.isArray() || node.size() < minSize) {
            fail(expected);
            return Optional.empty();
        }
        int size = node.size();
        return Optional.of(new AbstractList<>() {
            @Override
            public Cursor get(int index) {
                return element(Objects.checkIndex(index, size));
            }

            @Override
            public int size() {
                return size;
            }
        });
    }

    /** The fields of this object in file order, as (name, cursor) pairs; assumes an object. */
    public List<Field> fields() {
        List<Field> out = new ArrayList<>();
        if (isPresent() && node.isObject()) {
            node.fieldNames().forEachRemaining(name -> out.add(new Field(name, field(name))));
        }
        return out;
    }

    /** A named member of an object. */
    public record Field(String name, Cursor value) {
    }
}
