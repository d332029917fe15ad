package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;

/**
 * Named machines shipped as data ({@code presets/NAME.json} resources): a machine object with a
 * {@code description}. A scenario's machine may name one as {@code "preset"} and override any of
 * its fields; objects (network, nic) are merged field by field.
 */
public final class MachinePresets {
    /** The presets this build ships, in listing order. */
    public static final List<String> NAMES = List.of("quadrics-qsnet2", "cray-xt3-seastar");

    private static final ObjectMapper JSON = new ObjectMapper();

    private MachinePresets() {
    }

    /** The preset's machine object (with its description), or empty for an unknown name. */
    public static Optional<ObjectNode> load(String name) {
        if (!NAMES.contains(name)) {
            return Optional.empty();
        }
        try (InputStream in = MachinePresets.class.getResourceAsStream("/presets/" + name + ".json")) {
            return Optional.of((ObjectNode) JSON.readTree(in));
        } catch (IOException e) {
            throw new UncheckedIOException("preset " + name + " is unreadable", e);
        }
    }

    public static String description(String name) {
        return load(name).map(p -> p.path("description").asText()).orElse("");
    }

    /** The preset with the scenario's fields laid over it (one level deep for objects); no description, no preset key. */
    static ObjectNode overlay(ObjectNode preset, JsonNode machine) {
        ObjectNode out = preset.deepCopy();
        out.remove("description");
        machine.fields().forEachRemaining(f -> {
            if (f.getKey().equals("preset")) {
                return;
            }
            JsonNode base = out.get(f.getKey());
            if (base instanceof ObjectNode baseObject && f.getValue().isObject()) {
                baseObject.setAll((ObjectNode) f.getValue());
            } else {
                out.set(f.getKey(), f.getValue());
            }
        });
        return out;
    }
}
