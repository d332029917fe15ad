package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;
import java.util.Optional;

/**
 * A machine object as it ran, for the records' provenance: the preset's fields laid under the
 * scenario's (no {@code preset} key left), and every parameter of the network models and the NIC
 * that the scenario left to its default written out. Values the scenario gave keep their
 * spelling, so reading the resolved machine back gives the same machine, in this collsim or a
 * later one whose presets or defaults changed. Topology and noise objects are kept as written.
 */
final class ResolvedMachine {
    private ResolvedMachine() {
    }

    /** {@code machine}: the scenario's machine object with any preset already laid under it. */
    static ObjectNode of(JsonNode machine, NetworkSpec network, Optional<NetworkSpec> intraNode) {
        ObjectNode out = machine.deepCopy();
        out.remove(MachineParser.PRESET);
        out.remove("description");
        out.set("network", withDefaults(out.get("network"), network.parameters()));
        intraNode.ifPresent(n -> out.set(MachineParser.INTRA_NODE, withDefaults(out.get(MachineParser.INTRA_NODE),
                n.parameters())));
        if (out.get(MachineParser.NIC) instanceof ObjectNode nic) {
            NicParser.PARAMS.forEach(p -> {
                if (!nic.has(p.key())) {
                    nic.put(p.key(), p.defaultText());
                }
            });
            if (!nic.has("queue")) {
                nic.put("queue", "separate");
            }
        }
        return out;
    }

    /** The object with every parameter it lacks, in canonical text. */
    private static ObjectNode withDefaults(JsonNode given, Map<String, String> parameters) {
        ObjectNode out = given.deepCopy();
        parameters.forEach((key, text) -> {
            if (!out.has(key)) {
                out.put(key, text);
            }
        });
        return out;
    }
}
