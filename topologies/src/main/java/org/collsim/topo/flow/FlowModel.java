package org.collsim.topo.flow;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;
import org.collsim.engine.Event;
import org.collsim.engine.PerByte;
import org.collsim.engine.RandomStreams;
import org.collsim.engine.Time;
import org.collsim.engine.Simulation;
import org.collsim.engine.net.DeferredNetworkModel;
import org.collsim.engine.net.Hosts;
import org.collsim.engine.net.Network;
import org.collsim.engine.net.Timing;
import org.collsim.topo.GraphTopology;
import org.collsim.topo.Topology;

/**
 * The {@code flow} model on a topology (docs/MODELS.md, flow). A message from rank s to rank d is a
 * flow from node(s) to node(d) over the route: the injection link of s's NIC, the {@link Routing}'s
 * topology links, the ejection link of d's NIC (ranks of one node: injection and ejection only); a node
 * has one NIC unless given several, which its ranks share as {@link Network#nicOfRank} assigns them. It starts alpha
 * after the send is ready (software latency; no port or CPU is reserved), moves its bytes at its
 * max-min fair share of every link on the route ({@link FlowNetwork}) and arrives when its last byte
 * is sent plus hops x per_hop (injection and ejection links add no latency).
 * <p>Exact integers: bytes are counted in units of 1/{@link #unitsPerByte()} byte, with
 * unitsPerByte = lcm(p of every link's {@link Routing#linkCost} and of the injection cost) x lcm(1..k), the
 * p being the numerators of the costs' {@link PerByte} fractions p/b, so that a link of p/b ps/B carries
 * exactly unitsPerByte x b / p units per ps, and fair shares among up to k flows of equal links are exact;
 * k is 16 (720720) unless that would take a count past 2^40, then the largest k that does not.
 * A flow alone on its route thus takes ceil(n x p / b) ps, the rounding rule of every model.
 */
public final class FlowModel implements DeferredNetworkModel {
    /** lcm(1, ..., k) for k = 16 down to 1: the share divisors tried, largest first. */
    private static final long[] SHARE_DIVISORS = {720_720, 360_360, 27_720, 2_520, 840, 420, 60, 12, 6, 2, 1};
    /** Largest unit count per byte, so that capacities stay below 2^40 (see {@link MaxMinFairShare}). */
    static final long MAX_UNITS_PER_BYTE = 1L << 40;

    private final FlowParameters parameters;
    private final Routing routing;
    /** A graph topology's vertex names for {@link #linkName}, or null (other topologies are named by vertex numbers). */
    private final GraphTopology graph;
    private final int[] nodeOfRank;
    /** The NIC of each rank, node x nicsPerNode + i ({@link Network#nicOfRank}). */
    private final int[] nicOfRank;
    private final long perHopPs;
    private final int nodeCount;
    private final int nicCount;
    private final long unitsPerByte;
    private final FlowCounters counters = new FlowCounters();
    private boolean collectLinkStats;
    /** The link statistics of the last simulation opened, when collected. */
    private LinkStats lastLinkStats;

    /** A flow model with minimal routing. */
    public FlowModel(FlowParameters parameters, Topology topology, int[] nodeOfRank, long perHopPs) {
        this(parameters, topology, RoutingPolicy.MINIMAL, nodeOfRank, perHopPs);
    }

    /**
     * @param policy     how routes are picked (it must support the topology)
     * @param nodeOfRank the topology node of each rank (a placement's result; not copied)
     * @param perHopPs   latency of every topology link without one of its own, at least 0
     */
    public FlowModel(FlowParameters parameters, Topology topology, RoutingPolicy policy, int[] nodeOfRank, long perHopPs) {
        this(parameters, topology, policy, nodeOfRank, 1, perHopPs);
    }

    /**
     * As above with {@code nicsPerNode} NICs per node, each with its own injection and ejection link;
     * the ranks of a node share them as {@link Network#nicOfRank} assigns them.
     */
    public FlowModel(FlowParameters parameters, Topology topology, RoutingPolicy policy, int[] nodeOfRank, int nicsPerNode,
                     long perHopPs) {
        if (nicsPerNode < 1) {
            throw new IllegalArgumentException("nics_per_node must be at least 1, found " + nicsPerNode);
        }
        if (perHopPs < 0) {
            throw new IllegalArgumentException("per_hop must not be negative, found " + perHopPs + "ps");
        }
        this.parameters = parameters;
        this.routing = Routing.of(topology, policy);
        this.graph = topology instanceof GraphTopology g ? g : null;
        this.nodeOfRank = nodeOfRank;
        this.perHopPs = perHopPs;
        this.nodeCount = topology.nodeCount();
        this.nicCount = Math.multiplyExact(nodeCount, nicsPerNode);
        this.nicOfRank = Network.nicOfRank(nodeOfRank, nicsPerNode);
        this.unitsPerByte = unitsPerByte(costs());
    }

    /** The distinct per-byte costs of the links: the injection links' and every topology link's. */
    private List<PerByte> costs() {
        Set<PerByte> costs = new LinkedHashSet<>();
        costs.add(parameters.injectionPerByte());
        for (int l = 0; l < routing.linkCount(); l++) {
            costs.add(routing.linkCost(l, parameters.linkPerByte()));
        }
        return List.copyOf(costs);
    }

    /**
     * lcm of the costs' picoseconds x the largest lcm(1..k), k <= 16, that keeps units per byte and
     * every link's units per ps within 2^40: fair shares among up to k flows of one link are whole units.
     */
    private static long unitsPerByte(List<PerByte> costs) {
        long lcm = costs.stream().mapToLong(PerByte::ps).reduce(1, FlowModel::lcm);
        for (long divisor : SHARE_DIVISORS) {
            if (lcm <= MAX_UNITS_PER_BYTE / divisor && costs.stream().allMatch(c -> fits(lcm * divisor, c))) {
                return lcm * divisor;
            }
        }
        throw new IllegalArgumentException("flow link and injection bandwidths " + costs.stream().map(PerByte::toString)
                .collect(Collectors.joining(", ")) + ": too precise for exact shares (the lcm of their picoseconds per "
                + "byte, and every link's units per ps, must stay below 2^40)");
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
        return Math.multiplyHigh(a / x, b) != 0 || a / x * b < 0 ? Long.MAX_VALUE : a / x * b;
    }

    public FlowParameters parameters() {
        return parameters;
    }

    /** Units of a byte (see the class comment). */
    public long unitsPerByte() {
        return unitsPerByte;
    }

    /** Link ids: topology links, then the injection link of NIC c at topo + c, its ejection link at topo + NICs + c. */
    int linkCount() {
        return routing.linkCount() + 2 * nicCount;
    }

    /** The most links a flow's route has, injection and ejection included. */
    int maxRouteLinks() {
        return routing.maxRouteLinks() + 2;
    }

    /** The per-byte cost of {@code link}: a topology link's, or {@code injection_bandwidth} for a NIC's links. */
    public PerByte linkCost(int link) {
        return link < routing.linkCount() ? routing.linkCost(link, parameters.linkPerByte()) : parameters.injectionPerByte();
    }

    /** Units per ps every link carries. */
    long[] capacities() {
        long[] capacity = new long[linkCount()];
        for (int l = 0; l < capacity.length; l++) {
            capacity[l] = capacityOf(linkCost(l));
        }
        return capacity;
    }

    /** Units per ps of a link of {@code cost} ps per byte: unitsPerByte * bytes / ps, exact as ps divides unitsPerByte. */
    private long capacityOf(PerByte cost) {
        return unitsPerByte / cost.ps() * cost.bytes();
    }

    /**
     * The flow of a message of {@code sizeBytes} from rank {@code src} to rank {@code dst}, routed by the
     * policy with the flow's {@link Routing#flowHash} and {@code flowsOn}, the active flows of each link now.
     */
    Flow flow(int src, int dst, long flowHash, long sizeBytes, Event delivery, IntUnaryOperator flowsOn) {
        Flow f = new Flow(null, maxRouteLinks()).of(src, dst, flowHash, units(sizeBytes), delivery);
        route(f, flowsOn);
        return f;
    }

    /** Units of a message of {@code sizeBytes}. */
    long units(long sizeBytes) {
        return Math.multiplyExact(sizeBytes, unitsPerByte);
    }

    /**
     * Routes {@code f} between its ranks' nodes with its hash and {@code flowsOn}: fills its links
     * (injection link, the routing's links, ejection link) and its latency.
     */
    void route(Flow f, IntUnaryOperator flowsOn) {
        int[] route = f.links;
        int hops = routing.route(nodeOfRank[f.src], nodeOfRank[f.dst], f.flowHash, flowsOn, route);
        long latencyPs = 0;
        for (int i = 0; i < hops; i++) {
            latencyPs = Time.add(latencyPs, routing.latencyPs(route[i], perHopPs), "route latency");
        }
        System.arraycopy(route, 0, route, 1, hops);
        route[0] = routing.linkCount() + nicOfRank[f.src];
        route[hops + 1] = routing.linkCount() + nicCount + nicOfRank[f.dst];
        f.linkCount = hops + 2;
        f.latencyPs = latencyPs;
    }

    /** The seed of the flow hashes of a simulation on {@code streams}: a sub-stream seed of "routing". */
    static long hashSeed(RandomStreams streams) {
        return streams.seedOf("routing", 0);
    }

    /**
     * The route of a message with MPI tag {@code tag} between two ranks on an idle network, as a
     * simulation of {@code seed} (replication 0) routes it (for tests and reports).
     */
    public int[] route(int src, int dst, int tag, long seed) {
        Flow f = flow(src, dst, Routing.flowHash(hashSeed(new RandomStreams(seed)), src, dst, tag), 0, null, link -> 0);
        return Arrays.copyOf(f.links, f.linkCount);
    }

    /**
     * The routing's description of a link: "a->b" by the topology's vertex numbers (a graph's own
     * names: "rack0->spine0"), or "injection n" /
     * "ejection n" for node n's NIC ("injection n.i" for NIC i when nodes have several).
     */
    public String linkName(int link) {
        int topologyLinks = routing.linkCount();
        if (link >= topologyLinks + nicCount) {
            return "ejection " + nicName(link - topologyLinks - nicCount);
        }
        if (link >= topologyLinks) {
            return "injection " + nicName(link - topologyLinks);
        }
        return vertexName(routing.linkFrom(link)) + "->" + vertexName(routing.linkTo(link));
    }

    private String vertexName(int vertex) {
        return graph == null ? Integer.toString(vertex) : graph.name(vertex);
    }

    private String nicName(int nic) {
        int perNode = nicCount / nodeCount;
        return perNode == 1 ? Integer.toString(nic) : nic / perNode + "." + nic % perNode;
    }

    /** The cost counters of the simulations this model has served. */
    public FlowCounters counters() {
        return counters;
    }

    /** From now on, every simulation this model serves keeps {@link LinkStats}; returns this model. */
    public FlowModel collectLinkStats() {
        collectLinkStats = true;
        return this;
    }

    /** The link statistics of the last simulation opened, if {@link #collectLinkStats} was called. */
    public Optional<LinkStats> linkStats() {
        return Optional.ofNullable(lastLinkStats);
    }

    @Override
    public Transfers open(Simulation sim, Hosts hosts) {
        lastLinkStats = collectLinkStats ? new LinkStats(linkCount()) : null;
        return FlowNetwork.of(sim, this, lastLinkStats, hosts.trace());
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
