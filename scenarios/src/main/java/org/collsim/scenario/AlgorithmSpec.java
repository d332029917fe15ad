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
 * ({@code "k": [2, 4, 8]}: one configured algorithm per combination, in file order).
 * {@code at} is where each parameter was written, for errors.
 */
record AlgorithmSpec(String name, List<Map<String, Long>> valueSets, Map<String, Cursor> at) {
    private static final String EXPECTED = "an algorithm name such as \"ring\", \"knomial:k=4\" or {\"name\": \"knomial\", \"k\": 4}";

    static Optional<AlgorithmSpec> read(Cursor item) {
        if (item.isPresent() && item.node().isObject()) {
            return readObject(item);
        }
        return item.string(EXPECTED).flatMap(text -> readText(text, item));
    }

    private static Optional<AlgorithmSpec> readText(String text, Cursor item) {
        int colon = text.indexOf(':');
        if (colon < 0) {
            return Optional.of(new AlgorithmSpec(text, List.of(Map.of()), Map.of()));
        }
        Map<String, Long> values = new LinkedHashMap<>();
        Map<String, Cursor> at = new LinkedHashMap<>();
        for (String pair : text.substring(colon + 1).split(",", -1)) {
            int eq = pair.indexOf('=');
            OptionalLong value = eq > 0 ? parse(pair.substring(eq + 1)) : OptionalLong.empty();
            if (value.isEmpty()) {
                item.fail("parameters as name=integer, separated by commas (\"knomial:k=4\")", JsonText.quote(text));
                return Optional.empty();
            }
            values.put(pair.substring(0, eq), value.getAsLong());
            at.put(pair.substring(0, eq), item);
        }
        return Optional.of(new AlgorithmSpec(text.substring(0, colon), List.of(values), at));
    }

    private static OptionalLong parse(String digits) {
        try {
            return OptionalLong.of(Long.parseLong(digits));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    private static Optional<AlgorithmSpec> readObject(Cursor item) {
        Optional<String> name = item.field("name").string("the algorithm's \"name\"");
        List<Map<String, Long>> sets = new ArrayList<>(List.of(Map.of()));
        Map<String, Cursor> at = new LinkedHashMap<>();
        boolean ok = name.isPresent();
        for (Cursor.Field f : item.fields()) {
            if (f.name().equals("name")) {
                continue;
            }
            Optional<List<Long>> values = values(f.value());
            ok &= values.isPresent();
            at.put(f.name(), f.value());
            List<Map<String, Long>> product = new ArrayList<>();
            for (Map<String, Long> set : sets) {
                for (long v : values.orElse(List.of())) {
                    Map<String, Long> next = new LinkedHashMap<>(set);
                    next.put(f.name(), v);
                    product.add(next);
                }
            }
            sets = product;
        }
        return ok ? Optional.of(new AlgorithmSpec(name.get(), sets, at)) : Optional.empty();
    }

    /** A parameter's value, or the non-empty list of values it sweeps. */
    private static Optional<List<Long>> values(Cursor c) {
        String expected = "an integer parameter value or a non-empty list of them";
        List<Cursor> items = c.isPresent() && c.node().isArray() ? c.array(expected, 1).orElse(List.of()) : List.of(c);
        List<Long> out = new ArrayList<>();
        for (Cursor v : items) {
            if (!v.isPresent() || !v.node().isIntegralNumber() || !v.node().canConvertToLong()) {
                v.fail(expected);
                return Optional.empty();
            }
            out.add(v.node().longValue());
        }
        return out.isEmpty() ? Optional.empty() : Optional.of(out);
    }

    /**
     * {@code algorithm} configured with each value set, or empty after reporting each bad
     * parameter where it was written: an unknown name (with the valid ones), or a value outside
     * the parameter's range.
     */
    Optional<List<CollectiveAlgorithm>> configure(CollectiveAlgorithm algorithm) {
        String owner = algorithm.collective().id() + " algorithm " + JsonText.quote(algorithm.name());
        Map<String, Parameter> known = new LinkedHashMap<>();
        algorithm.parameters().forEach(p -> known.put(p.name(), p));
        boolean ok = true;
        for (Map<String, Long> set : valueSets) {
            for (Map.Entry<String, Long> e : set.entrySet()) {
                Parameter p = known.get(e.getKey());
                if (p == null) {
                    at.get(e.getKey()).fail(known.isEmpty() ? "no parameters for " + owner
                            : "a parameter of " + owner + ": " + Suggest.quotedList(known.keySet()),
                            JsonText.quote(e.getKey()) + Suggest.didYouMean(e.getKey(), known.keySet()));
                    return Optional.empty();
                }
                if (p.check(e.getValue()).isPresent()) {
                    at.get(e.getKey()).fail(p.name() + " of " + owner + " in " + p.range(), Long.toString(e.getValue()));
                    ok = false;
                }
            }
        }
        if (!ok) {
            return Optional.empty();
        }
        List<CollectiveAlgorithm> out = new ArrayList<>();
        valueSets.forEach(set -> out.add(algorithm.withParameters(set)));
        return Optional.of(out);
    }
}
