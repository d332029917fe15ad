package org.collsim.topo.flow;

import java.util.Arrays;
import org.collsim.engine.Event;
import org.collsim.engine.PerByte;
import org.collsim.engine.Time;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.DeferredNetworkModel;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.Timing;
import org.collsim.topo.Topology;

/**
 * The {@code flow} model on a topology (docs/MODELS.md, flow). A message from rank s to rank d is a
 * flow from node(s) to node(d) over the route: node(s)'s injection link, the {@link Routing}'s topology
 * links, node(d)'s ejection link (ranks of one node: injection and ejection only). It starts alpha
 * after the send is ready (software latency; no port or CPU is reserved), moves its bytes at its
 * max-min fair share of every link on the route ({@link FlowNetwork}) and arrives when its last byte
 * is sent plus hops x per_hop (injection and ejection links add no latency).
 * <p>Exact integers: bytes are counted in units of 1/{@link #unitsPerByte()} byte, with
 * unitsPerByte = lcm(link ps, injection ps) x 720720 (720720 = lcm(1..16)), the ps being the
 * numerators of the costs' {@link PerByte} fractions p/b, so that a link of p/b ps/B carries exactly
 * unitsPerByte x b / p units per ps, and fair shares among up to 16 flows of equal links are exact.
 * A flow alone on its route thus takes ceil(n x p / b) ps, the rounding rule of every model.
 */
public final class FlowModel implements DeferredNetworkModel {
    /** lcm(1, ..., 16): fair shares among up to 16 flows of one link are whole units. */
    static final long SHARE_DIVISOR = 720_720;
    /** Largest unit count per byte, so that capacities stay below 2^40 (see {@link MaxMinFairShare}). */
    static final long MAX_UNITS_PER_BYTE = 1L << 40;

    private final FlowParameters parameters;
    private final Routing routing;
    private final int[] nodeOfRank;
    private final long perHopPs;
    private final int nodeCount;
    private final long unitsPerByte;
    private final FlowCounters counters = new FlowCounters();

    /**
     * @param nodeOfRank the topology node of each rank (a placement's result; not copied)
     * @param perHopPs   latency of every topology link, at least 0
     */
    public FlowModel(FlowParameters parameters, Topology topology, int[] nodeOfRank, long perHopPs) {
        if (perHopPs < 0) {
            throw new IllegalArgumentException("per_hop must not be negative, found " + perHopPs + "ps");
        }
        this.parameters = parameters;
        this.routing = Routing.of(topology);
        this.nodeOfRank = nodeOfRank;
        this.perHopPs = perHopPs;
        this.nodeCount = topology.nodeCount();
        PerByte link = parameters.linkPerByte();
        PerByte injection = parameters.injectionPerByte();
        long lcm = lcm(link.ps(), injection.ps());
        if (lcm > MAX_UNITS_PER_BYTE / SHARE_DIVISOR
                || !fits(lcm * SHARE_DIVISOR, link) || !fits(lcm * SHARE_DIVISOR, injection)) {
            throw new IllegalArgumentException("flow link and injection bandwidths " + link + " and " + injection
                    + ": too precise for exact shares (units per byte and per ps must stay below 2^40)");
        }
        this.unitsPerByte = lcm * SHARE_DIVISOR;
    }

    /** Whether a link of {@code cost} carries at most 2^40 units per ps with {@code units} a byte. */
    private static boolean fits(long units, PerByte cost) {
        return units / cost.ps() <= MAX_UNITS_PER_BYTE / cost.bytes();
    }

    private static long lcm(long a, long b) {
        long x = a;
        long y = b;
        while (y != 0) {
            long t = x % y;
            x = y;
            y = t;
        }
        return a / x * b;
    }

    public FlowParameters parameters() {
        return parameters;
    }

    /** Units of a byte (see the class comment). */
    public long unitsPerByte() {
        return unitsPerByte;
    }

    /** Link ids: topology links, then injection of node n at topo + n, ejection at topo + nodes + n. */
    int linkCount() {
        return routing.linkCount() + 2 * nodeCount;
    }

    /** Units per ps every link carries. */
    long[] capacities() {
        long[] capacity = new long[linkCount()];
        Arrays.fill(capacity, 0, routing.linkCount(), capacityOf(parameters.linkPerByte()));
        Arrays.fill(capacity, routing.linkCount(), capacity.length, capacityOf(parameters.injectionPerByte()));
        return capacity;
    }

    /** Units per ps of a link of {@code cost} ps per byte: unitsPerByte * bytes / ps, exact as ps divides unitsPerByte. */
    private long capacityOf(PerByte cost) {
        return unitsPerByte / cost.ps() * cost.bytes();
    }

    /** The flow of a message of {@code sizeBytes} from rank {@code src} to rank {@code dst}. */
    Flow flow(int src, int dst, long sizeBytes, Event delivery) {
        int from = nodeOfRank[src];
        int to = nodeOfRank[dst];
        int[] route = new int[routing.maxRouteLinks() + 2];
        int hops = routing.route(from, to, route);
        System.arraycopy(route, 0, route, 1, hops);
        route[0] = routing.linkCount() + from;
        route[hops + 1] = routing.linkCount() + nodeCount + to;
        long units = Math.multiplyExact(sizeBytes, unitsPerByte);
        return new Flow(Arrays.copyOf(route, hops + 2), Time.multiply(hops, perHopPs, "route latency"), units, delivery);
    }

    /** The route of a message between two ranks, as {@link #flow} builds it (for tests and reports). */
    public int[] route(int src, int dst) {
        return flow(src, dst, 0, null).links;
    }

    /** The cost counters of the simulations this model has served. */
    public FlowCounters counters() {
        return counters;
    }

    @Override
    public Transfers open(Simulation sim, Hosts hosts) {
        return new FlowNetwork(sim, this);
    }

    @Override
    public String name() {
        return parameters.name();
    }

    @Override
    public void receive(Hosts hosts, int dst, long sizeBytes, long arrivalPs, Timing out) {
        parameters.receive(hosts, dst, sizeBytes, arrivalPs, out);
    }

    @Override
    public PerByte gamma() {
        return parameters.gamma();
    }

    @Override
    public long eagerLimitBytes() {
        return parameters.eagerLimitBytes();
    }
}
