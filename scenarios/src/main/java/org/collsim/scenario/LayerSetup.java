package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.collsim.mpi.comm.DispatchRule;
import org.collsim.mpi.comm.HookOrder;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.layer.LayerContext;
import org.collsim.mpi.layer.LayerFactory;
import org.collsim.mpi.run.RunOptions;

/**
 * The scenario's layer stacks (swept in the order given), each layer's parameters, the ranks
 * per node layers are told about, and the MPI options: hook order and dispatch rule.
 */
public record LayerSetup(List<LayerStack> stacks, Map<String, Map<String, String>> params, int ranksPerNode,
                         HookOrder hookOrder, DispatchRule dispatchRule) {
    public LayerSetup {
        stacks = List.copyOf(stacks);
        params = Map.copyOf(params);
    }

    /** One empty stack, the seed's hook order and the current dispatch rule. */
    public static LayerSetup none() {
        return new LayerSetup(List.of(LayerStack.EMPTY), Map.of(), 1, HookOrder.SEED, DispatchRule.TABLE_REQUIRED);
    }

    /** The context a layer named {@code name} is created with. */
    public LayerContext contextFor(String name) {
        return new LayerContext(ranksPerNode, params.getOrDefault(name, Map.of()));
    }

    /** Run options with fresh layer instances for {@code stack} (layers keep per-run tables). */
    public RunOptions freshOptions(LayerStack stack) {
        List<Layer> layers = new ArrayList<>();
        for (LayerFactory f : stack.factories()) {
            layers.add(f.create(contextFor(f.name())));
        }
        return new RunOptions(layers, hookOrder, dispatchRule);
    }
}
