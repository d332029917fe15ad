package org.collsim.mpi.layer.hierarchical;

import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;

/** Service entry for {@link HierarchicalLayer}. */
public final class HierarchicalLayerFactory implements LayerFactory {
    @Override
    public String name() {
        return HierarchicalLayer.NAME;
    }

    @Override
    public String description() {
        return "node-aware barrier, bcast, reduce, allreduce, allgather, gather: intra-node, leaders, intra-node (needs machine.ranks_per_node)";
    }

    @Override
    public Layer create(LayerContext context) {
        return new HierarchicalLayer(context.ranksPerNode());
    }
}
