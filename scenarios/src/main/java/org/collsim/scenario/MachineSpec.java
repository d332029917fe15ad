package org.collsim.scenario;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Optional;
import java.util.OptionalInt;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.LogGPModel;
import org.collsim.engine.net.NetworkModel;
import org.collsim.engine.noise.CpuNoise;
import org.collsim.engine.noise.NoiseModel;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.topo.RoutedModel;
import org.collsim.topo.flow.FlowModel;
import org.collsim.topo.flow.FlowParameters;

/**
 * A parsed {@code machine}: the network that prices messages between nodes, optionally the
 * network that prices messages inside a node, and the ranks per node (block placement: ranks
 * 0..k-1 on node 0, and so on; the last node may be partial). Without {@code ranks_per_node}
 * every rank is a node of its own; without {@code intra_node} every message costs the same.
 * Messages between nodes pass through the node's {@code nics_per_node} NICs (1 unless given).
 * With a {@code topology}, its placement puts ranks on nodes instead, and messages between
 * nodes also pay the topology's per-hop latency ({@link RoutedModel}); a {@code flow} network is put on the
 * topology's links instead ({@link FlowModel}). With {@code noise}, OS
 * detours stretch every rank's CPU work (docs/MODELS.md, Noise). {@code resolved} is the machine
 * object as it runs, preset expanded and defaults filled in ({@link ResolvedMachine}): the
 * provenance written with the records.
 */
public record MachineSpec(NetworkSpec network, Optional<NetworkSpec> intraNode, OptionalInt ranksPerNode,
                          OptionalInt nicsPerNode, Optional<DeviceModel> nic, Optional<String> preset, Optional<TopologySpec> topology,
                          Optional<NoiseModel> noise, ObjectNode resolved) {
    /** A machine of one network and no nodes. */
    public static MachineSpec flat(NetworkSpec network) {
        ObjectNode object = JsonNodeFactory.instance.objectNode();
        ObjectNode net = object.putObject("network").put("model", network.modelName());
        network.parameters().forEach(net::put);
        return new MachineSpec(network, Optional.empty(), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(),
                Optional.empty(), Optional.empty(), Optional.empty(), object);
    }

    /** The loggp model when the machine is one {@code loggp} network and nothing else (what a GOAL schedule runs on). */
    public Optional<LogGPModel> loggpAlone() {
        return network.model() instanceof LogGPModel loggp && describe().equals(network.describe())
                ? Optional.of(loggp) : Optional.empty();
    }

    /** Ranks per node, 1 when the scenario gives none. */
    public int ranksPerNodeOrOne() {
        return ranksPerNode.orElse(1);
    }

    /** NICs per node, 1 when the scenario gives no nodes. */
    public int nicsPerNodeOrOne() {
        return nicsPerNode.orElse(1);
    }

    /** The machine for one point of the sweep, replication 0 of {@code seed}. */
    public Network buildNetwork(int ranks, long seed) {
        return buildNetwork(ranks, new RandomStreams(seed));
    }

    /**
     * The machine for one point of the sweep: a random placement draws from the "placement"
     * stream of {@code streams}, the noise from its "noise" stream (one sub-stream per rank).
     */
    public Network buildNetwork(int ranks, RandomStreams streams) {
        NetworkModel intra = intraNode.map(NetworkSpec::model).orElse(null);
        CpuNoise cpuNoise = noise.map(n -> n.start(ranks, streams)).orElse(null);
        if (topology.isEmpty()) {
            return new Network(ranks, network.model(), intra, ranksPerNodeOrOne(), null, cpuNoise, nicsPerNodeOrOne());
        }
        TopologySpec t = topology.get();
        int[] nodeOfRank = t.placement().place(ranks, ranksPerNodeOrOne(), t.topology().nodeCount(), streams);
        NetworkModel inter = network.model() instanceof FlowParameters flow
                ? new FlowModel(flow, t.topology(), t.routing(), nodeOfRank, nicsPerNodeOrOne(), t.perHopPs())
                : new RoutedModel(network.model(), t.topology(), nodeOfRank, t.perHopPs());
        return new Network(ranks, inter, intra, ranksPerNodeOrOne(), nodeOfRank, cpuNoise, nicsPerNodeOrOne());
    }

    /** "hockney alpha=2us beta=1ns/B gamma=0ps/B" plus ", intra-node ..." and ", 8 ranks per node" when given. */
    public String describe() {
        StringBuilder out = new StringBuilder();
        preset.ifPresent(name -> out.append("preset ").append(name).append(": "));
        out.append(network.describe());
        intraNode.ifPresent(n -> out.append(", intra-node ").append(n.describe()));
        ranksPerNode.ifPresent(k -> out.append(", ").append(k).append(k == 1 ? " rank per node" : " ranks per node"));
        nicsPerNode.ifPresent(k -> out.append(", ").append(k).append(k == 1 ? " NIC per node" : " NICs per node"));
        topology.ifPresent(t -> out.append(", ").append(t.describe()));
        noise.ifPresent(n -> out.append(", ").append(n.describe()));
        nic.ifPresent(d -> out.append(", ").append(d.offload() ? "offload" : "host-driven").append(" NIC, ")
                .append(d.queue() == DeviceModel.QueueKind.UNIFIED ? "unified" : "separate").append(" queues, eager limit ")
                .append(d.eagerLimitBytes()).append(" B"));
        return out.toString();
    }
}
