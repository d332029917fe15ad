package org.collsim.engine.net;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.noise.CpuNoise;

/**
 * A machine's network for one simulation: per-rank resources plus the models that price
 * messages. With nodes ({@code ranksPerNode > 1}; block placement unless a placement gives the
 * node of each rank) and an intra-node model, messages between ranks of one node are priced by
 * {@code intraNode}, all others by {@code interNode}; CPU work is priced by {@code interNode}'s gamma.
 * <p>Messages go on the wire through {@link #transmit}: an eager model prices them at once and the
 * arrival is scheduled; a {@link DeferredNetworkModel} (inter-node only) schedules the arrival
 * itself, from its per-simulation {@link DeferredNetworkModel.Transfers}.
 */
public final class Network {
    private final Hosts hosts;
    private final NetworkModel interNode;
    private final NetworkModel intraNode;
    private final int ranksPerNode;
    /** The node of each rank, or null for block placement (rank / ranksPerNode). */
    private final int[] nodeOfRank;
    /** True when the inter-node model is deferred: callers then go through {@link #transmit}'s deferred path. */
    private final boolean deferred;
    /** The deferred model's traffic, opened on the first deferred transmit, and its simulation. */
    private DeferredNetworkModel.Transfers transfers;
    private Simulation transfersSim;

    public Network(int ranks, NetworkModel model) {
        this(ranks, model, null, 1);
    }

    public Network(int ranks, NetworkModel interNode, NetworkModel intraNode, int ranksPerNode) {
        this(ranks, interNode, intraNode, ranksPerNode, null);
    }

    /**
     * A network whose ranks sit on the nodes {@code nodeOfRank} (a placement on a topology; not
     * copied), or in blocks of {@code ranksPerNode} when it is null.
     */
    public Network(int ranks, NetworkModel interNode, NetworkModel intraNode, int ranksPerNode, int[] nodeOfRank) {
        this(ranks, interNode, intraNode, ranksPerNode, nodeOfRank, null);
    }

    /** As above, with OS noise stretching every rank's CPU work ({@code noise} null: none). */
    public Network(int ranks, NetworkModel interNode, NetworkModel intraNode, int ranksPerNode, int[] nodeOfRank,
                   CpuNoise noise) {
        if (nodeOfRank != null && nodeOfRank.length != ranks) {
            throw new IllegalArgumentException("a placement of " + nodeOfRank.length + " ranks for " + ranks + " ranks");
        }
        if (ranksPerNode < 1) {
            throw new IllegalArgumentException("ranks_per_node must be at least 1, found " + ranksPerNode);
        }
        this.hosts = new Hosts(ranks, noise);
        this.interNode = interNode;
        this.intraNode = intraNode == null ? interNode : intraNode;
        this.ranksPerNode = ranksPerNode;
        this.nodeOfRank = nodeOfRank;
        if (this.intraNode instanceof DeferredNetworkModel && this.intraNode != interNode) {
            throw new IllegalArgumentException("a deferred model (" + this.intraNode.name() + ") cannot price intra-node messages");
        }
        this.deferred = interNode instanceof DeferredNetworkModel;
    }

    /** Whether messages must go through {@link #transmit} with a simulation (the inter-node model is deferred). */
    public boolean deferred() {
        return deferred;
    }

    public Hosts hosts() {
        return hosts;
    }

    public int ranks() {
        return hosts.size();
    }

    public int ranksPerNode() {
        return ranksPerNode;
    }

    public int nodeOf(int rank) {
        return nodeOfRank == null ? rank / ranksPerNode : nodeOfRank[rank];
    }

    public NetworkModel interNode() {
        return interNode;
    }

    public NetworkModel modelFor(int src, int dst) {
        return nodeOf(src) == nodeOf(dst) ? intraNode : interNode;
    }

    public void send(int src, int dst, long sizeBytes, long readyPs, Timing out) {
        modelFor(src, dst).send(hosts, src, dst, sizeBytes, readyPs, out);
    }

    /**
     * Puts a message on the wire: an eager model prices it into {@code out} and {@code delivery} is
     * scheduled at {@code out.arrivalPs} (exactly {@link #send} then {@link Simulation#schedule});
     * a deferred model fills the sender's side of {@code out} and schedules {@code delivery} itself.
     */
    public void transmit(Simulation sim, int src, int dst, long sizeBytes, long readyPs, Event delivery, Timing out) {
        NetworkModel model = modelFor(src, dst);
        if (model instanceof DeferredNetworkModel d) {
            transfers(sim, d).transmit(src, dst, sizeBytes, readyPs, delivery, out);
            return;
        }
        model.send(hosts, src, dst, sizeBytes, readyPs, out);
        sim.schedule(out.arrivalPs, delivery);
    }

    private DeferredNetworkModel.Transfers transfers(Simulation sim, DeferredNetworkModel model) {
        if (transfers == null) {
            transfers = model.open(sim, hosts);
            transfersSim = sim;
        } else if (transfersSim != sim) {
            throw new IllegalStateException("a network with a " + model.name() + " model serves one simulation only");
        }
        return transfers;
    }

    public void receive(int src, int dst, long sizeBytes, long arrivalPs, Timing out) {
        modelFor(src, dst).receive(hosts, dst, sizeBytes, arrivalPs, out);
    }

    public long reduce(int rank, long sizeBytes, long readyPs) {
        return interNode.reduce(hosts, rank, sizeBytes, readyPs);
    }

    public long eagerLimitBytes(int src, int dst) {
        return modelFor(src, dst).eagerLimitBytes();
    }
}
