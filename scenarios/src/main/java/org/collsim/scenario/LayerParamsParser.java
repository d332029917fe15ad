package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.engine.registry.Suggest;

/**
 * Parses {@code layer_params}: an object keyed by layer names that some stack uses, each an
 * object of that layer's parameters ({@link LayerFactory#parameters()}); values are strings or
 * integers and reach the layer as strings. Each value is tried by creating the layer with it
 * alone, so that a value the layer refuses is reported at its own path.
 */
final class LayerParamsParser {
    private static final String EXPECTED =
            "an object of layer parameters such as {\"tuned\": {\"allreduce_short_msg_size\": 4096}}";

    private final Layers layers;
    private final int ranksPerNode;

    LayerParamsParser(Layers layers, int ranksPerNode) {
        this.layers = layers;
        this.ranksPerNode = ranksPerNode;
    }

    /** The parameters by layer name (sorted), or empty after reporting problems. */
    Optional<Map<String, Map<String, String>>> parse(Cursor c, Map<String, Cursor> used, boolean stacksValid) {
        if (!c.isPresent()) {
            return Optional.of(Map.of());
        }
        if (!c.node().isObject()) {
            c.fail(EXPECTED);
            return Optional.empty();
        }
        Map<String, Map<String, String>> out = new TreeMap<>();
        boolean ok = true;
        for (Cursor.Field f : c.fields()) {
            Optional<LayerFactory> factory = layers.find(f.name());
            if (factory.isEmpty()) {
                f.value().fail("a layer: " + Suggest.quotedList(layers.names()),
                        "key " + JsonText.quote(f.name()) + Suggest.didYouMean(f.name(), layers.names()));
                ok = false;
            } else if (stacksValid && !used.containsKey(f.name())) {
                f.value().fail("a layer named in \"layers\" or \"layer_stacks\""
                        + (used.isEmpty() ? " (none is)" : ": " + Suggest.quotedList(used.keySet())),
                        "key " + JsonText.quote(f.name()) + ", which no stack names");
                ok = false;
            } else {
                Optional<Map<String, String>> p = layerParams(f.value(), factory.get());
                p.ifPresent(values -> out.put(f.name(), values));
                ok &= p.isPresent();
            }
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    private Optional<Map<String, String>> layerParams(Cursor c, LayerFactory factory) {
        String layer = JsonText.quote(factory.name());
        if (!c.node().isObject()) {
            c.fail("an object of the parameters of layer " + layer);
            return Optional.empty();
        }
        List<String> known = new ArrayList<>(new java.util.TreeSet<>(factory.parameters()));
        Map<String, String> out = new TreeMap<>();
        boolean ok = true;
        for (Cursor.Field f : c.fields()) {
            if (!known.contains(f.name())) {
                f.value().fail(known.isEmpty() ? "no parameters (layer " + layer + " takes none)"
                                : "a parameter of layer " + layer + ": " + Suggest.quotedList(known),
                        "unknown parameter " + JsonText.quote(f.name()) + Suggest.didYouMean(f.name(), known));
                ok = false;
                continue;
            }
            Optional<String> value = value(f.value());
            if (value.isPresent() && accepts(f.value(), factory, f.name(), value.get())) {
                out.put(f.name(), value.get());
            } else {
                ok = false;
            }
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    private static Optional<String> value(Cursor c) {
        JsonNode node = c.node();
        if (node != null && node.isTextual()) {
            return Optional.of(node.textValue());
        }
        if (node != null && node.isIntegralNumber() && node.canConvertToLong()) {
            return Optional.of(Long.toString(node.longValue()));
        }
        c.fail("a parameter value: a string such as \"3us\" or an integer");
        return Optional.empty();
    }

    private boolean accepts(Cursor c, LayerFactory factory, String name, String value) {
        try {
            factory.create(new LayerContext(ranksPerNode, Map.of(name, value)));
            return true;
        } catch (IllegalArgumentException e) {
            refused(c, factory, e);
            return false;
        }
    }

    /** Reports a layer's refusal at {@code c}: its own "expected ..., found ..." text when it has one. */
    static void refused(Cursor c, LayerFactory factory, IllegalArgumentException e) {
        String message = String.valueOf(e.getMessage());
        if (message.startsWith("expected ")) {
            c.failWith(message, Problem.Kind.INVALID);
        } else {
            c.fail("parameters layer " + JsonText.quote(factory.name()) + " accepts", message);
        }
    }
}
