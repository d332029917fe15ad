package org.collsim.mpi.run;

import java.util.List;
import org.collsim.mpi.comm.DispatchRule;
import org.collsim.mpi.comm.HookOrder;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.progress.DeviceModel;

/**
 * How a run sets up its communicators: the layer stack (upper layer first), the hook order and
 * the dispatch rule, and the MPI device (protocols, NIC) when not the network model's plain rules.
 */
public record RunOptions(List<Layer> layers, HookOrder hookOrder, DispatchRule dispatchRule, DeviceModel device) {
    public RunOptions {
        layers = List.copyOf(layers);
    }

    public RunOptions(List<Layer> layers, HookOrder hookOrder, DispatchRule dispatchRule) {
        this(layers, hookOrder, dispatchRule, null);
    }

    /** No layers: every call uses the default table. */
    public static RunOptions defaults() {
        return new RunOptions(List.of(), HookOrder.SEED, DispatchRule.TABLE_REQUIRED);
    }

    public static RunOptions withLayers(List<Layer> upperFirst) {
        return new RunOptions(upperFirst, HookOrder.SEED, DispatchRule.TABLE_REQUIRED);
    }

    /** The same options on a machine with this MPI device (null: the network model's plain rules). */
    public RunOptions withDevice(DeviceModel device) {
        return new RunOptions(layers, hookOrder, dispatchRule, device);
    }

    public List<String> layerNames() {
        return layers.stream().map(Layer::name).toList();
    }
}
