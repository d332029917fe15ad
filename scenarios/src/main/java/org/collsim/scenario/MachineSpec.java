package org.collsim.scenario;

import java.util.Optional;
import java.util.OptionalInt;
import org.collsim.engine.net.Network;
import org.collsim.mpi.progress.DeviceModel;

/**
 * A parsed {@code machine}: the network that prices messages between nodes, optionally the
 * network that prices messages inside a node, and the ranks per node (block placement: ranks
 * 0..k-1 on node 0, and so on; the last node may be partial). Without {@code ranks_per_node}
 * every rank is a node of its own; without {@code intra_node} every message costs the same.
 */
public record MachineSpec(NetworkSpec network, Optional<NetworkSpec> intraNode, OptionalInt ranksPerNode,
                          Optional<DeviceModel> nic, Optional<String> preset) {
    /** A machine of one network and no nodes. */
    public static MachineSpec flat(NetworkSpec network) {
        return new MachineSpec(network, Optional.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty());
    }

    /** Ranks per node, 1 when the scenario gives none. */
    public int ranksPerNodeOrOne() {
        return ranksPerNode.orElse(1);
    }

    /** The machine for one point of the sweep. */
    public Network buildNetwork(int ranks) {
        return new Network(ranks, network.model(), intraNode.map(NetworkSpec::model).orElse(null), ranksPerNodeOrOne());
    }

    /** "hockney alpha=2us beta=1ns/B gamma=0ps/B" plus ", intra-node ..." and ", 8 ranks per node" when given. */
    public String describe() {
        StringBuilder out = new StringBuilder();
        preset.ifPresent(name -> out.append("preset ").append(name).append(": "));
        out.append(network.describe());
        intraNode.ifPresent(n -> out.append(", intra-node ").append(n.describe()));
        ranksPerNode.ifPresent(k -> out.append(", ").append(k).append(k == 1 ? " rank per node" : " ranks per node"));
        nic.ifPresent(d -> out.append(", ").append(d.offload() ? "offload" : "host-driven").append(" NIC, ")
                .append(d.queue() == DeviceModel.QueueKind.UNIFIED ? "unified" : "separate").append(" queues, eager limit ")
                .append(d.eagerLimitBytes()).append(" B"));
        return out.toString();
    }
}
