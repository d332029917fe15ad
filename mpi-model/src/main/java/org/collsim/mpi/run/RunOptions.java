package org.collsim.mpi.run;

import java.util.List;
import org.collsim.mpi.comm.DispatchRule;
import org.collsim.mpi.comm.HookOrder;
import org.collsim.mpi.layer.Layer;

/**
 * How a run sets up its communicators: the layer stack (upper layer first), the hook order and
 * the dispatch rule.
 */
public record RunOptions(List<Layer> layers, HookOrder hookOrder, DispatchRule dispatchRule) {
    public RunOptions {
        layers = List.copyOf(layers);
    }

    /** No layers: every call uses the default table. */
    public static RunOptions defaults() {
        return new RunOptions(List.of(), HookOrder.SEED, DispatchRule.TABLE_REQUIRED);
    }

    public static RunOptions withLayers(List<Layer> upperFirst) {
        return new RunOptions(upperFirst, HookOrder.SEED, DispatchRule.TABLE_REQUIRED);
    }

    public List<String> layerNames() {
        return layers.stream().map(Layer::name).toList();
    }
}
