package org.example.collsim;

import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;

/** The service collsim discovers; listed in META-INF/services/org.collsim.mpi.layer.LayerFactory. */
public final class LinearBcastLayerFactory implements LayerFactory {
    @Override
    public String name() {
        return LinearBcastLayer.NAME;
    }

    @Override
    public String description() {
        return "example plug-in: flat-tree broadcast (root sends to each rank in turn)";
    }

    @Override
    public Layer create(LayerContext context) {
        return new LinearBcastLayer();
    }
}
