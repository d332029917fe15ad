package org.collsim.scenario;

import java.util.Map;
import org.collsim.engine.net.NetworkModel;

/**
 * A parsed {@code machine.network}: the model name, its parameters in canonical text (in the
 * model's parameter order) and the engine model built from them.
 */
public record NetworkSpec(String modelName, Map<String, String> parameters, NetworkModel model) {
    public NetworkSpec {
        parameters = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(parameters));
    }

    /** "hockney alpha=2us beta=1ns/B gamma=500ps/B". */
    public String describe() {
        StringBuilder out = new StringBuilder(modelName);
        parameters.forEach((k, v) -> out.append(' ').append(k).append('=').append(v));
        return out.toString();
    }
}
