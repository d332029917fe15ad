package org.collsim.cli;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.ScenarioLoader;

/** What the commands work with: the registries and the heap limit (tests substitute their own). */
public record Environment(AlgorithmRegistry registry, NetworkModelTypes models, long maxHeapBytes) {
    /** The built-in registries and this JVM's maximum heap. */
    public static Environment standard() {
        return new Environment(AlgorithmRegistry.builtIn(), NetworkModelTypes.builtIn(), Runtime.getRuntime().maxMemory());
    }

    ScenarioLoader loader() {
        return new ScenarioLoader(registry, models, maxHeapBytes);
    }
}
