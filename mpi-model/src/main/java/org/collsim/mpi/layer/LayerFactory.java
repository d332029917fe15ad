package org.collsim.mpi.layer;

import java.util.Set;
import org.collsim.engine.registry.Registry;

/**
 * A layer plug-in, found as a {@link java.util.ServiceLoader} service by {@link Layers#discover}:
 * list the implementing class in {@code META-INF/services/org.collsim.mpi.layer.LayerFactory}
 * of your jar and put the jar on collsim's class path.
 */
public interface LayerFactory extends Registry.Named {
    /** The name scenarios use in "layers" ("hierarchical"). */
    String name();

    String description();

    /** Parameter names the layer accepts (others are rejected by scenario validation). */
    default Set<String> parameters() {
        return Set.of();
    }

    /** A fresh layer for one run. Throws IllegalArgumentException for a machine or parameters it cannot use. */
    Layer create(LayerContext context);
}
