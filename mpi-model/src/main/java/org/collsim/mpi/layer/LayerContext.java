package org.collsim.mpi.layer;

import java.util.Map;

/**
 * What a layer may know about the machine and its own parameters when it is created.
 *
 * @param ranksPerNode ranks per node, block placement (1 when the machine has no nodes)
 * @param params       the layer's parameters from the scenario (durations as strings)
 */
public record LayerContext(int ranksPerNode, Map<String, String> params) {
    public LayerContext {
        params = Map.copyOf(params);
    }

    public static LayerContext flat() {
        return new LayerContext(1, Map.of());
    }
}
