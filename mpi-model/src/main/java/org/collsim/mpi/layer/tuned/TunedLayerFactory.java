package org.collsim.mpi.layer.tuned;

import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;

/** Service entry for {@link TunedLayer}. */
public final class TunedLayerFactory implements LayerFactory {
    @Override
    public String name() {
        return TunedLayer.NAME;
    }

    @Override
    public String description() {
        return "chooses the algorithm by message size and rank count (MPICH's default cut-offs, overridable)";
    }

    @Override
    public Set<String> parameters() {
        return TunedThresholds.PARAMETERS;
    }

    @Override
    public Layer create(LayerContext context) {
        return new TunedLayer(TunedThresholds.from(context.params()), AlgorithmRegistry.builtIn());
    }
}
