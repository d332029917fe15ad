package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.engine.registry.Suggest;

/** Parses {@code machine.network}: the model name, then exactly that model's parameters. */
final class NetworkParser {
    private static final String MODEL = "model";

    private final NetworkModelTypes types;

    NetworkParser(NetworkModelTypes types) {
        this.types = types;
    }

    Optional<NetworkSpec> parse(Cursor c) {
        if (!c.isPresent() || !c.node().isObject()) {
            c.fail("a network object such as {\"model\": \"hockney\", \"alpha\": \"2us\", \"beta\": \"1ns/B\"}");
            return Optional.empty();
        }
        Optional<NetworkModelType> type = modelType(c.field(MODEL));
        if (type.isEmpty()) {
            return Optional.empty();
        }
        List<String> required = new ArrayList<>(List.of(MODEL));
        List<String> optional = new ArrayList<>();
        for (ModelParam p : type.get().params()) {
            (p.required() ? required : optional).add(p.key());
        }
        c.object("a " + type.get().name() + " network object", required, optional);
        return parameters(c, type.get());
    }

    private Optional<NetworkModelType> modelType(Cursor model) {
        String expected = "a network model: " + Suggest.quotedList(types.names());
        if (!model.isPresent()) {
            model.fail("required field \"model\" (" + Suggest.quotedList(types.names()) + ")", "no such field");
            return Optional.empty();
        }
        Optional<String> name = model.string(expected);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Optional<NetworkModelType> type = types.find(name.get());
        if (type.isEmpty()) {
            model.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), types.names()));
        }
        return type;
    }

    private static Optional<NetworkSpec> parameters(Cursor c, NetworkModelType type) {
        Map<String, Object> values = new LinkedHashMap<>();
        Map<String, String> text = new LinkedHashMap<>();
        boolean complete = true;
        for (ModelParam p : type.params()) {
            Cursor pc = c.field(p.key());
            Optional<Object> value = pc.isPresent() ? UnitValues.value(pc, p.kind())
                    : p.required() ? Optional.empty() : Optional.of(p.defaultValue());
            if (value.isEmpty()) {
                complete = false;
                continue;
            }
            values.put(p.key(), value.get());
            text.put(p.key(), p.kind().format(value.get()));
        }
        if (!complete) {
            return Optional.empty();
        }
        try {
            return Optional.of(new NetworkSpec(type.name(), text, type.build(new ParamValues(values))));
        } catch (IllegalArgumentException e) { // a model's own check across parameters (flow: finite bandwidths)
            c.fail("valid " + type.name() + " parameters", e.getMessage());
            return Optional.empty();
        }
    }
}
