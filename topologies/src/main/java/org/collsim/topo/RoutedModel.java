package org.collsim.topo;

import org.collsim.engine.PerByte;
import org.collsim.engine.Time;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.NetworkModel;
import org.collsim.engine.net.Timing;

/**
 * A network model on a topology: the base model prices every message as before (ports, CPU and
 * gaps are reserved exactly as it reserves them), and the message then spends
 * {@code hops(node(src), node(dst)) * perHopPs} more on the wire before it arrives. Ranks on
 * one node are 0 hops apart. There is no contention: links are not reserved, so any number of
 * messages may cross a link at once (this is a latency model, not the flow model).
 * <p>Under hockney an n-byte message between idle ranks thus arrives after
 * {@code alpha + n*beta + hops*perHop}, while the sender's send port and the receiver's receive
 * port are busy for {@code alpha + n*beta} only (the extra latency is pipelined on the wire).
 */
public final class RoutedModel implements NetworkModel {
    private final NetworkModel base;
    private final Topology topology;
    private final int[] nodeOfRank;
    private final long perHopPs;

    /**
     * @param nodeOfRank the topology node of each rank (a {@link Placement}'s result; not copied)
     * @param perHopPs   wire latency per link crossed, at least 0
     */
    public RoutedModel(NetworkModel base, Topology topology, int[] nodeOfRank, long perHopPs) {
        if (perHopPs < 0) {
            throw new IllegalArgumentException("per_hop must not be negative, found " + perHopPs + "ps");
        }
        this.base = base;
        this.topology = topology;
        this.nodeOfRank = nodeOfRank;
        this.perHopPs = perHopPs;
    }

    public NetworkModel base() {
        return base;
    }

    /** Links between the nodes of two ranks. */
    public int hops(int srcRank, int dstRank) {
        return topology.hops(nodeOfRank[srcRank], nodeOfRank[dstRank]);
    }

    /** The wire latency between the nodes of two ranks: hops x per_hop, or the sum of the route's own link latencies. */
    public long routeLatencyPs(int srcRank, int dstRank) {
        return topology.routeLatencyPs(nodeOfRank[srcRank], nodeOfRank[dstRank], perHopPs);
    }

    @Override
    public String name() {
        return base.name();
    }

    @Override
    public void send(Hosts hosts, int src, int dst, long sizeBytes, long readyPs, Timing out) {
        base.send(hosts, src, dst, sizeBytes, readyPs, out);
        out.arrivalPs = Time.add(out.arrivalPs, routeLatencyPs(src, dst), "routed message arrival");
    }

    @Override
    public void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out) {
        base.receive(hosts, dst, sizeBytes, arrivalPs, out);
    }

    @Override
    public long reduce(Hosts hosts, int rank, long sizeBytes, long readyPs) {
        return base.reduce(hosts, rank, sizeBytes, readyPs);
    }

    @Override
    public PerByte gamma() {
        return base.gamma();
    }

    @Override
    public long eagerLimitBytes() {
        return base.eagerLimitBytes();
    }

    @Override
    public boolean waits() {
        return base.waits();
    }
}
