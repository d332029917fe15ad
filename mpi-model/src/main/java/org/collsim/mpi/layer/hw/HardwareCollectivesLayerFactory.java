package org.collsim.mpi.layer.hw;

import java.util.Map;
import java.util.Set;
import org.collsim.engine.Units;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;
import org.collsim.mpi.progress.HardwareCosts;

/**
 * Service entry for {@link HardwareCollectivesLayer}. Default costs approximate published
 * QsNetII/Elan4 figures (hardware barrier of a few microseconds nearly independent of node
 * count; broadcast near link bandwidth, about 900 MB/s): barrier_latency 4us, bcast_latency
 * 4us, bcast_per_byte 1100ps/B. Petrini et al., "The Quadrics Network", IEEE Micro 22(1), 2002;
 * Beecroft et al., "QsNetII", IEEE Micro 25(4), 2005. Override them per scenario.
 */
public final class HardwareCollectivesLayerFactory implements LayerFactory {
    private static final Map<String, String> DEFAULTS = Map.of(
            "barrier_latency", "4us", "bcast_latency", "4us", "bcast_per_byte", "1100ps/B");

    @Override
    public String name() {
        return HardwareCollectivesLayer.NAME;
    }

    @Override
    public String description() {
        return "Quadrics-style hardware barrier and broadcast (parameters barrier_latency, bcast_latency, bcast_per_byte)";
    }

    @Override
    public Set<String> parameters() {
        return DEFAULTS.keySet();
    }

    @Override
    public Layer create(LayerContext context) {
        for (String key : context.params().keySet()) {
            if (!DEFAULTS.containsKey(key)) {
                throw new IllegalArgumentException("hw-collectives layer: unknown parameter \"" + key + "\"; valid: "
                        + new java.util.TreeSet<>(DEFAULTS.keySet()));
            }
        }
        Map<String, String> p = new java.util.HashMap<>(DEFAULTS);
        p.putAll(context.params());
        return new HardwareCollectivesLayer(new HardwareCosts(Units.parseDurationPs(p.get("barrier_latency")),
                Units.parseDurationPs(p.get("bcast_latency")), Units.parsePerByte(p.get("bcast_per_byte"))));
    }
}
