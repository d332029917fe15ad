package org.collsim.cli;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.Limits;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.ScenarioLoader;

/** What the commands work with: the registries, the layers and the heap limit (tests substitute their own). */
public record Environment(AlgorithmRegistry registry, NetworkModelTypes models, Layers layers, long maxHeapBytes) {
    /** With the layers on the class path ({@link Layers#discover()}). */
    public Environment(AlgorithmRegistry registry, NetworkModelTypes models, long maxHeapBytes) {
        this(registry, models, Layers.discover(), maxHeapBytes);
    }

    /** The built-in registries, the layers on the class path and this JVM's maximum heap. */
    public static Environment standard() {
        return new Environment(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), Layers.discover(),
                Runtime.getRuntime().maxMemory());
    }

    ScenarioLoader loader() {
        return loader(Limits.Overrides.NONE);
    }

    /** A loader whose scenarios' run limits are replaced by the command line's. */
    ScenarioLoader loader(Limits.Overrides limits) {
        return new ScenarioLoader(registry, models, layers, maxHeapBytes, limits);
    }
}
