package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.Problems;

/**
 * A scenario's {@code "sweep"}: axes named by the dotted path of any scenario value
 * ({@code "machine.network.alpha": ["1us", "2us"]}, or a range of integers or sizes as in
 * {@link Ranges}). The variants are the product of the axes (the first axis outermost); each is
 * the scenario's tree with the axes' values put in place, validated by the ordinary parsers, so
 * every axis gets the same checks; a problem at an axis's place is reported at the axis's value.
 * An axis over a list ({@code "benchmark.bytes"}, {@code "benchmark.ranks"}) puts a list of one
 * value in each variant.
 */
final class SweepAxes {
    static final String SWEEP = "sweep";
    /** Most variants a sweep may have: each is a tree in memory while the scenario is read. */
    static final long MAX_VARIANTS = 100_000;
    private static final String EXPECTED_AXES = "an object of axes such as {\"machine.network.alpha\": [\"1us\", \"2us\"]}";

    private SweepAxes() {
    }

    /** One variant: its tree, its axes' values by path (file order), and the cursor path of each value. */
    record Variant(JsonNode tree, Map<String, String> axes, Map<String, String> valuePaths) {
        /** A problem found in this variant's tree, moved to the axis value that put the faulty value there. */
        Problem locate(Problem p) {
            for (Map.Entry<String, String> e : valuePaths.entrySet()) {
                String at = "$." + e.getKey();
                if (p.path().equals(at) || p.path().startsWith(at + ".") || p.path().startsWith(at + "[")) {
                    return new Problem(e.getValue() + p.path().substring(at.length()), p.message(), p.kind());
                }
            }
            return p;
        }
    }

    private record Axis(String path, List<JsonNode> values, String cursorPath) {
    }

    /** The variants of {@code tree}: itself alone without a sweep; empty when the sweep has problems. */
    static Optional<List<Variant>> expand(JsonNode tree, Problems problems) {
        if (!tree.isObject() || !tree.has(SWEEP)) {
            return Optional.of(List.of(new Variant(tree, Map.of(), Map.of())));
        }
        Cursor sweep = Cursor.root(tree, problems).field(SWEEP);
        if (!sweep.node().isObject() || sweep.node().isEmpty()) {
            sweep.fail(EXPECTED_AXES);
            return Optional.empty();
        }
        List<Axis> axes = new ArrayList<>();
        for (Cursor.Field f : sweep.fields()) {
            axis(tree, f).ifPresent(axes::add);
        }
        if (axes.size() != sweep.node().size()) {
            return Optional.empty();
        }
        long variants = axes.stream().mapToLong(a -> a.values().size()).reduce(1, (a, b) -> Math.min(a * b, MAX_VARIANTS + 1));
        if (variants > MAX_VARIANTS) {
            sweep.fail("a sweep of at most " + MAX_VARIANTS + " variants (the product of its axes' lengths)", "more");
            return Optional.empty();
        }
        ObjectNode base = ((ObjectNode) tree).deepCopy();
        base.remove(SWEEP);
        List<Variant> out = new ArrayList<>();
        product(base, axes, 0, new LinkedHashMap<>(), new LinkedHashMap<>(), out);
        return Optional.of(out);
    }

    private static Optional<Axis> axis(JsonNode tree, Cursor.Field f) {
        String[] steps = f.name().split("\\.", -1);
        JsonNode parent = tree;
        int depth = 0;
        for (; depth < steps.length - 1 && parent != null && parent.isObject(); depth++) {
            parent = steps[depth].isEmpty() ? null : parent.get(steps[depth]);
        }
        if (List.of(steps).contains("") || steps[0].equals(SWEEP)) {
            f.value().fail("an axis named by the path of a scenario value such as \"machine.network.alpha\"",
                    "the axis " + JsonText.quote(f.name()));
            return Optional.empty();
        }
        if (parent == null || !parent.isObject()) {
            String object = String.join(".", List.of(steps).subList(0, depth));
            f.value().fail("an axis whose object is in the scenario file (the axis puts one value into it)",
                    "the axis " + JsonText.quote(f.name()) + " and no object " + JsonText.quote(object) + " in the file"
                    + (tree.path("machine").has("preset") && object.startsWith("machine.") ? " (a preset's values are "
                    + "not in it: write the object, e.g. \"network\": {} beside \"preset\", which keeps the preset's "
                    + "values, and the axis overrides one)" : ""));
            return Optional.empty();
        }
        Cursor c = f.value();
        if (c.node().isObject()) {
            return Ranges.read(c, new Ranges.Values("a value", true, 0, Long.MAX_VALUE))
                    .map(vs -> new Axis(f.name(), vs.stream().map(v -> (JsonNode) JsonNodeFactory.instance.numberNode(v))
                            .toList(), c.path()));
        }
        Optional<List<Cursor>> items = c.array("a non-empty array of values or a range {\"from\", \"to\", \"times\" or "
                + "\"step\"}", 1);
        return items.map(list -> new Axis(f.name(), list.stream().map(Cursor::node).toList(), c.path()));
    }

    /** Adds the variants of axes k.. with the values chosen so far (path -> value, and path -> its cursor path). */
    private static void product(ObjectNode base, List<Axis> axes, int k, Map<String, JsonNode> chosen,
                                Map<String, String> paths, List<Variant> out) {
        if (k == axes.size()) {
            ObjectNode tree = base.deepCopy();
            Map<String, String> labels = new LinkedHashMap<>();
            for (Map.Entry<String, JsonNode> e : chosen.entrySet()) {
                put(tree, e.getKey(), e.getValue());
                labels.put(e.getKey(), e.getValue().isTextual() ? e.getValue().textValue() : e.getValue().toString());
            }
            out.add(new Variant(tree, labels, new LinkedHashMap<>(paths)));
            return;
        }
        Axis a = axes.get(k);
        for (int i = 0; i < a.values().size(); i++) {
            chosen.put(a.path(), a.values().get(i));
            paths.put(a.path(), a.cursorPath() + "[" + i + "]");
            product(base, axes, k + 1, chosen, paths, out);
        }
    }

    private static void put(ObjectNode tree, String path, JsonNode value) {
        String[] steps = path.split("\\.");
        JsonNode parent = tree;
        for (int i = 0; i < steps.length - 1; i++) {
            parent = parent.get(steps[i]);
        }
        if (parent instanceof ObjectNode o) { // else an earlier axis replaced the object: its parser reports it
            String field = steps[steps.length - 1];
            boolean list = o.get(field) != null && o.get(field).isArray() && !value.isArray();
            // a value for a list ("benchmark.bytes": [8, 16]) is a list of one in each variant
            o.set(field, list ? JsonNodeFactory.instance.arrayNode().add(value.deepCopy()) : value.deepCopy());
        }
    }
}
