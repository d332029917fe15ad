package org.collsim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.engine.registry.Suggest;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;

/**
 * An algorithm as a scenario names it: {@code "ring"}, {@code "knomial:k=4"}, or
 * {@code {"name": "knomial", "k": 4}}, where a parameter may also be a list of values to sweep
 * ({@code "k": [2, 4, 8]}: one configured algorithm per combination, in file order). Values stay
 * as written (a number, or a name such as {@code "knomial"}) until the algorithm's
 * {@link Parameter} reads them; each remembers where it was written, for errors.
 */
record AlgorithmSpec(String name, List<Map<String, Written>> valueSets) {
    private static final String EXPECTED = "an algorithm name such as \"ring\", \"knomial:k=4\" or {\"name\": \"knomial\", \"k\": 4}";

    /** One parameter value as written, and where. */
    record Written(String text, Cursor at) {
    }

    static Optional<AlgorithmSpec> read(Cursor item) {
        if (item.isPresent() && item.node().isObject()) {
            return readObject(item);
        }
        return item.string(EXPECTED).flatMap(text -> readText(text, item));
    }

    private static Optional<AlgorithmSpec> readText(String text, Cursor item) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            return Optional.of(new AlgorithmSpec(text, List.of(Map.of())));
        }
        Map<String, Written> values = new LinkedHashMap<>();
        for (String pair : text.substring(colon + 1).split(",", -1)) {
            int eq = pair.indexOf('=');
            if (eq <= 0 || eq == pair.length() - 1) {
                item.fail("parameters as name=value, separated by commas (\"knomial:k=4\")", JsonText.quote(text));
                return Optional.empty();
            }
            values.put(pair.substring(0, eq), new Written(pair.substring(eq + 1), item));
        }
        return Optional.of(new AlgorithmSpec(text.substring(0, colon), List.of(values)));
    }

    private static Optional<AlgorithmSpec> readObject(Cursor item) {
        Optional<String> name = item.field("name").string("the algorithm's \"name\"");
        List<Map<String, Written>> sets = new ArrayList<>(List.of(Map.of()));
        boolean ok = name.isPresent();
        for (Cursor.Field f : item.fields()) {
            if (f.name().equals("name")) {
                continue;
            }
            Optional<List<Written>> values = values(f.value());
            ok &= values.isPresent();
            List<Map<String, Written>> product = new ArrayList<>();
            for (Map<String, Written> set : sets) {
                for (Written v : values.orElse(List.of())) {
                    Map<String, Written> next = new LinkedHashMap<>(set);
                    next.put(f.name(), v);
                    product.add(next);
                }
            }
            sets = product;
        }
        return ok ? Optional.of(new AlgorithmSpec(name.get(), sets)) : Optional.empty();
    }

    /** A parameter's value (an integer or a name), or the non-empty list of values it sweeps. */
    private static Optional<List<Written>> values(Cursor c) {
        String expected = "a parameter value (an integer or a name) or a non-empty list of them";
        List<Cursor> items = c.isPresent() && c.node().isArray() ? c.array(expected, 1).orElse(List.of()) : List.of(c);
        List<Written> out = new ArrayList<>();
        for (Cursor v : items) {
            boolean integer = v.isPresent() && v.node().isIntegralNumber() && v.node().canConvertToLong();
            if (!integer && !(v.isPresent() && v.node().isTextual())) {
                v.fail(expected);
                return Optional.empty();
            }
            out.add(new Written(integer ? Long.toString(v.node().longValue()) : v.node().textValue(), v));
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(out);
    }

    /**
     * {@code algorithm} configured with each value set, or empty after reporting each bad
     * parameter where it was written: an unknown name (with the valid ones), or a value the
     * parameter does not take (with its range or names).
     */
    Optional<List<CollectiveAlgorithm>> configure(CollectiveAlgorithm algorithm) {
        String owner = algorithm.collective().id() + " algorithm " + JsonText.quote(algorithm.name());
        Map<String, Parameter> known = new LinkedHashMap<>();
        algorithm.parameters().forEach(p -> known.put(p.name(), p));
        boolean ok = true;
        List<Map<String, Long>> sets = new ArrayList<>();
        for (Map<String, Written> set : valueSets) {
            Map<String, Long> values = new LinkedHashMap<>();
            for (Map.Entry<String, Written> e : set.entrySet()) {
                Parameter p = known.get(e.getKey());
                Written w = e.getValue();
                if (p == null) {
                    w.at().fail(known.isEmpty() ? "no parameters for " + owner
                            : "a parameter of " + owner + ": " + Suggest.quotedList(known.keySet()),
                            JsonText.quote(e.getKey()) + Suggest.didYouMean(e.getKey(), known.keySet()));
                    return Optional.empty();
                }
                OptionalLong value = p.parse(w.text());
                if (value.isEmpty() || p.check(value.getAsLong()).isPresent()) {
                    w.at().fail(p.name() + " of " + owner + " in " + p.range(),
                            value.isPresent() ? w.text() : JsonText.quote(w.text()));
                    ok = false;
                } else {
                    values.put(e.getKey(), value.getAsLong());
                }
            }
            sets.add(values);
        }
        if (!ok) {
            return Optional.empty();
        }
        List<CollectiveAlgorithm> out = new ArrayList<>();
        sets.forEach(set -> out.add(algorithm.withParameters(set)));
        return Optional.of(out);
    }
}
