package org.collsim.engine.net;

import org.collsim.engine.Event;
import org.collsim.engine.Simulation;
import org.collsim.engine.noise.CpuNoise;
import org.collsim.engine.trace.TraceSink;

/**
 * A machine's network for one simulation: per-rank resources plus the models that price
 * messages. With nodes ({@code ranksPerNode > 1}; block placement unless a placement gives the
 * node of each rank) and an intra-node model, messages between ranks of one node are priced by
 * {@code intraNode}, all others by {@code interNode}; CPU work is priced by {@code interNode}'s gamma.
 * Messages between nodes pass through the nodes' NICs ({@code nicsPerNode}, by default one per rank),
 * messages inside a node through per-rank ports (docs/MODELS.md, Nodes).
 * <p>Messages go on the wire through {@link #transmit}: an eager model prices them at once and the
 * arrival is scheduled; a {@link DeferredNetworkModel} (inter-node only) schedules the arrival
 * itself, from its per-simulation {@link DeferredNetworkModel.Transfers}.
 */
public final class Network {
    private final Hosts hosts;
    /** The same CPUs with the ports of the nodes' NICs, for messages between nodes; {@link #hosts} when every rank has its own. */
    private final Hosts nicHosts;
    private final NetworkModel interNode;
    private final NetworkModel intraNode;
    private final int ranksPerNode;
    /** log2 of {@link #ranksPerNode} when it is a power of two (a shift, no division per message), else -1. */
    private final int nodeShift;
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
        this(ranks, interNode, intraNode, ranksPerNode, nodeOfRank, noise, ranksPerNode);
    }

    /**
     * As above, with {@code nicsPerNode} NICs per node (1 to ranksPerNode; ranksPerNode: a port per
     * rank). With fewer NICs than ranks, the i-th rank of a node (in rank order) sends and receives
     * its messages to other nodes through NIC {@code i mod nicsPerNode}, whose ports or gaps all
     * those ranks share; messages inside a node keep a port per rank.
     */
    public Network(int ranks, NetworkModel interNode, NetworkModel intraNode, int ranksPerNode, int[] nodeOfRank,
                   CpuNoise noise, int nicsPerNode) {
        if (nicsPerNode < 1 || nicsPerNode > ranksPerNode) {
            throw new IllegalArgumentException("nics_per_node must be between 1 and ranks_per_node (" + ranksPerNode
                    + "), found " + nicsPerNode);
        }
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
        this.nodeShift = Integer.bitCount(ranksPerNode) == 1 ? Integer.numberOfTrailingZeros(ranksPerNode) : -1;
        this.nodeOfRank = nodeOfRank;
        this.nicHosts = nicsPerNode == ranksPerNode ? hosts : sharedNics(nicsPerNode);
        if (this.intraNode instanceof DeferredNetworkModel && this.intraNode != interNode) {
            throw new IllegalArgumentException("a deferred model (" + this.intraNode.name() + ") cannot price intra-node messages");
        }
        this.deferred = interNode instanceof DeferredNetworkModel;
    }

    /** A copy of {@code base} on fresh resources that report every occupation to {@code trace}. */
    private Network(Network base, TraceSink trace) {
        this.hosts = new TracedHosts(base.hosts.size(), base.hosts.noise, trace);
        this.interNode = base.interNode;
        this.intraNode = base.intraNode;
        this.ranksPerNode = base.ranksPerNode;
        this.nodeShift = base.nodeShift;
        this.nodeOfRank = base.nodeOfRank;
        this.nicHosts = base.nicHosts == base.hosts ? hosts : sharedNicsLike(base.nicHosts);
        this.deferred = base.deferred;
    }

    private Hosts sharedNicsLike(Hosts shared) {
        int[] nicOfRank = new int[hosts.size()];
        for (int r = 0; r < nicOfRank.length; r++) {
            nicOfRank[r] = shared.port(r);
        }
        return hosts.sharingNics(nicOfRank, shared.ports());
    }

    /**
     * This machine, not yet used, on fresh resources that tell {@code trace} what each rank does
     * (a timeline) through {@link TracedHosts}; the untraced network's plain {@link Hosts} pays nothing for it.
     */
    public Network traced(TraceSink trace) {
        return new Network(this, trace);
    }

    /** The sink of a recorded timeline, or null. */
    public TraceSink trace() {
        return hosts.trace();
    }

    /** Hosts whose ranks share their node's NICs: NIC i of node n is port n * nicsPerNode + i. */
    private Hosts sharedNics(int nicsPerNode) {
        int[] nodeOf = new int[hosts.size()];
        int nodes = 0;
        for (int r = 0; r < nodeOf.length; r++) {
            nodeOf[r] = nodeOf(r);
            nodes = Math.max(nodes, nodeOf[r] + 1);
        }
        return hosts.sharingNics(nicOfRank(nodeOf, nicsPerNode), nodes * nicsPerNode);
    }

    /**
     * The NIC of every rank for messages between nodes, {@code node * nicsPerNode + i}: the i-th rank
     * of a node (in rank order) uses the node's NIC {@code i mod nicsPerNode} (the one rule of every model).
     */
    public static int[] nicOfRank(int[] nodeOfRank, int nicsPerNode) {
        int nodes = 0;
        for (int node : nodeOfRank) {
            nodes = Math.max(nodes, node + 1);
        }
        int[] ranksSeen = new int[nodes];
        int[] nic = new int[nodeOfRank.length];
        for (int r = 0; r < nic.length; r++) {
            int node = nodeOfRank[r];
            nic[r] = node * nicsPerNode + ranksSeen[node]++ % nicsPerNode;
        }
        return nic;
    }

    /** How many NICs the machine has (one per rank unless nodes share them). */
    public int nics() {
        return nicHosts.ports();
    }

    /** The NIC {@code rank} uses for messages to other nodes (its rank when every rank has its own). */
    public int nicOf(int rank) {
        return nicHosts.port(rank);
    }

    /** The resources a message from {@code src} to {@code dst} uses: its node's NICs unless both share a node. */
    private Hosts hostsFor(int src, int dst) {
        return nicHosts == hosts || nodeOf(src) != nodeOf(dst) ? nicHosts : hosts;
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
        if (nodeOfRank != null) {
            return nodeOfRank[rank];
        }
        return nodeShift >= 0 ? rank >>> nodeShift : rank / ranksPerNode;
    }

    public NetworkModel interNode() {
        return interNode;
    }

    public NetworkModel modelFor(int src, int dst) {
        return intraNode == interNode || nodeOf(src) != nodeOf(dst) ? interNode : intraNode;
    }

    public void send(int src, int dst, long sizeBytes, long readyPs, Timing out) {
        modelFor(src, dst).send(hostsFor(src, dst), src, dst, sizeBytes, readyPs, out);
    }

    /**
     * Puts a message on the wire: an eager model prices it into {@code out} and {@code delivery} is
     * scheduled at {@code out.arrivalPs} (exactly {@link #send} then {@link Simulation#schedule});
     * a deferred model fills the sender's side of {@code out} and schedules {@code delivery} itself
     * ({@code tag}, the message's MPI tag, is for its routing).
     */
    public void transmit(Simulation sim, int src, int dst, int tag, long sizeBytes, long readyPs, Event delivery, Timing out) {
        NetworkModel model = modelFor(src, dst);
        if (model instanceof DeferredNetworkModel d) {
            transfers(sim, d).transmit(src, dst, tag, sizeBytes, readyPs, delivery, out);
            return;
        }
        model.send(hostsFor(src, dst), src, dst, sizeBytes, readyPs, out);
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
        modelFor(src, dst).receive(hostsFor(src, dst), dst, sizeBytes, arrivalPs, out);
    }

    /**
     * A rendezvous sender waits for its match: {@code src}'s CPU and the send side it used are held
     * until {@code untilPs}; the send was issued at {@code sincePs} (where a timeline starts the hold).
     */
    public void holdUntil(int src, int dst, long sincePs, long untilPs) {
        hostsFor(src, dst).holdUntil(src, sincePs, untilPs);
    }

    public long reduce(int rank, long sizeBytes, long readyPs) {
        return interNode.reduce(hosts, rank, sizeBytes, readyPs);
    }

    /** Whether a model of this network waits for busy resources ({@link NetworkModel#waits}). */
    public boolean waits() {
        return interNode.waits() || intraNode.waits();
    }

    /**
     * Until when a send from {@code src} to {@code dst} must wait for its sender's CPU and send side
     * under a model that {@link NetworkModel#waits waits}; {@link Long#MIN_VALUE} under one that books ahead.
     */
    public long sendBusyUntilPs(int src, int dst) {
        return modelFor(src, dst).waits() ? hostsFor(src, dst).sendSideFreePs(src) : Long.MIN_VALUE;
    }

    /** As {@link #sendBusyUntilPs}, for handling a message from {@code src} on {@code dst}'s CPU and receive side. */
    public long receiveBusyUntilPs(int src, int dst) {
        return modelFor(src, dst).waits() ? hostsFor(src, dst).receiveSideFreePs(dst) : Long.MIN_VALUE;
    }

    /** As {@link #sendBusyUntilPs}, for CPU work on {@code rank} (priced by the inter-node model, as reductions are). */
    public long cpuBusyUntilPs(int rank) {
        return interNode.waits() ? hosts.cpuFreePs(rank) : Long.MIN_VALUE;
    }

    public long eagerLimitBytes(int src, int dst) {
        return modelFor(src, dst).eagerLimitBytes();
    }
}
