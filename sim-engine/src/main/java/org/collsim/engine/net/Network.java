package org.collsim.engine.net;

/**
 * A machine's network for one simulation: per-rank resources plus the models that price
 * messages. With nodes ({@code ranksPerNode > 1}, block placement) and an intra-node model,
 * messages between ranks of one node are priced by {@code intraNode}, all others by
 * {@code interNode}; CPU work is priced by {@code interNode}'s gamma.
 */
public final class Network {
    private final Hosts hosts;
    private final NetworkModel interNode;
    private final NetworkModel intraNode;
    private final int ranksPerNode;

    public Network(int ranks, NetworkModel model) {
        this(ranks, model, null, 1);
    }

    public Network(int ranks, NetworkModel interNode, NetworkModel intraNode, int ranksPerNode) {
        if (ranksPerNode < 1) {
            throw new IllegalArgumentException("ranks_per_node must be at least 1, found " + ranksPerNode);
        }
        this.hosts = new Hosts(ranks);
        this.interNode = interNode;
        this.intraNode = intraNode == null ? interNode : intraNode;
        this.ranksPerNode = ranksPerNode;
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
        return rank / ranksPerNode;
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
