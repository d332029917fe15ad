package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.collsim.engine.registry.Registry;
import org.collsim.scenario.json.JsonTrees;

/**
 * Named machines shipped as data ({@code presets/NAME.json} resources): a machine object with a
 * {@code description}. A scenario's machine may name one as {@code "preset"} and override any of
 * its fields; objects (network, nic) are merged field by field.
 */
public final class MachinePresets {
    /** One preset: its name and machine object (with its description). */
    public record Preset(String name, ObjectNode machine) implements Registry.Named {
        public String description() {
            return machine.path("description").asText();
        }
    }

    /** The presets this build ships, in listing order; each name is a resource presets/NAME.json. */
    public static final Registry<Preset> REGISTRY = Registry.of("machine preset",
            Stream.of("quadrics-qsnet2", "cray-xt3-seastar", "infiniband-ndr", "hpe-slingshot11", "nvlink-h100-node").map(MachinePresets::read).toList());

    /** The presets' names, in listing order. */
    public static final List<String> NAMES = REGISTRY.names();

    private MachinePresets() {
    }

    private static Preset read(String name) {
        try (InputStream in = MachinePresets.class.getResourceAsStream("/presets/" + name + ".json")) {
            return new Preset(name, (ObjectNode) JsonTrees.read(in));
        } catch (IOException e) {
            throw new UncheckedIOException("preset " + name + " is unreadable", e);
        }
    }

    /** A copy of the preset's machine object (with its description), or empty for an unknown name. */
    public static Optional<ObjectNode> load(String name) {
        return REGISTRY.find(name).map(p -> p.machine().deepCopy());
    }

    public static String description(String name) {
        return REGISTRY.find(name).map(Preset::description).orElse("");
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
