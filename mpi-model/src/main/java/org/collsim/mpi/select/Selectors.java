package org.collsim.mpi.select;

import java.util.List;
import org.collsim.engine.registry.Registry;
import org.collsim.mpi.coll.AlgorithmRegistry;

/** The registry of built-in selectors, the names a scenario's {@code "selector"} accepts. */
public final class Selectors {
    private Selectors() {
    }

    public static Registry<Selector> builtIn(AlgorithmRegistry algorithms) {
        return Registry.of("selector", List.of(MpichSelector.builtIn(algorithms), OmpiSelector.builtIn(algorithms)));
    }
}
