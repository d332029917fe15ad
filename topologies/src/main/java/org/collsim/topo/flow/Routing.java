package org.collsim.topo.flow;

import java.util.function.IntUnaryOperator;
import org.collsim.engine.PerByte;
import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.GraphTopology;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;

/**
 * Routes over a topology's links, computed from its structure or on demand (no all-pairs table): a
 * route is the sequence of directed link ids {@code 0 .. linkCount()-1} a message crosses between two
 * nodes. The minimal route has {@link Topology#hops} links; a {@link RoutingPolicy} may pick another
 * per flow. Injection and ejection links are not part of it (the flow model adds them).
 */
public interface Routing {
    /** Directed link ids in use are below this bound (some ids may be unused). */
    int linkCount();

    /** The longest route, in links. */
    int maxRouteLinks();

    /** Writes the minimal route from {@code srcNode} to {@code dstNode} into {@code out}; returns its length (0 for one node). */
    int route(int srcNode, int dstNode, int[] out);

    /**
     * The route of one flow under the routing's policy: {@code flowHash} spreads pairs over equal-cost
     * ways, {@code flowsOn} gives the active flows of a link (for adaptive choices). Minimal unless overridden.
     */
    default int route(int srcNode, int dstNode, long flowHash, IntUnaryOperator flowsOn, int[] out) {
        return route(srcNode, dstNode, out);
    }

    /** The per-byte cost of {@code link}, given {@code linkCost}, the network's {@code link_bandwidth}. */
    default PerByte linkCost(int link, PerByte linkCost) {
        return linkCost;
    }

    /** The wire latency of {@code link}, given the topology's {@code per_hop}. */
    default long latencyPs(int link, long perHopPs) {
        return perHopPs;
    }

    /** The vertex (of {@link org.collsim.topo.TopologyGraphs#toGraph}) a link in use leaves. */
    int linkFrom(int link);

    /** The vertex a link in use enters; {@code linkFrom(link)}-{@code linkTo(link)} is a link of the topology. */
    int linkTo(int link);

    /** SplitMix64's finaliser: a well-spread 64-bit hash of {@code x}, the same on every run. */
    static long mix(long x) {
        long z = x + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /**
     * The hash of one flow, which spreads flows over equal-cost ways: SplitMix64 mixes of the
     * simulation's routing seed, the source and destination ranks and the message's MPI tag.
     */
    static long flowHash(long seed, int src, int dst, int tag) {
        return mix(mix(seed ^ ((long) src << 32 | (dst & 0xFFFF_FFFFL))) ^ (tag & 0xFFFF_FFFFL));
    }

    /** {@code choices} ways numbered 0 .. choices-1: the one {@code hash} picks at {@code step}, {@code mix(hash + step) mod choices}. */
    static int pick(long hash, int step, int choices) {
        return (int) Long.remainderUnsigned(mix(hash + step), choices);
    }

    /** The minimal routing of a crossbar, torus, fat tree, dragonfly or graph. */
    static Routing of(Topology topology) {
        return of(topology, RoutingPolicy.MINIMAL);
    }

    /** The routing of {@code topology} under {@code policy}, which must {@link RoutingPolicy#supports} it. */
    static Routing of(Topology topology, RoutingPolicy policy) {
        if (!policy.supports().test(topology)) {
            throw new IllegalArgumentException(policy.name() + " routing needs " + policy.topologies() + ", found " + topology.describe());
        }
        boolean spread = policy == RoutingPolicy.HASH;
        if (topology instanceof CrossbarTopology crossbar) {
            return new CrossbarRouting(crossbar.nodeCount());
        }
        if (topology instanceof TorusTopology torus) {
            return new TorusRouting(torus.dims());
        }
        if (topology instanceof FatTreeTopology tree) {
            return new FatTreeRouting(tree.k(), tree.levels(), tree.oversubscription(), spread);
        }
        if (topology instanceof DragonflyTopology dragonfly) {
            return new DragonflyRouting(dragonfly, policy == RoutingPolicy.UGAL);
        }
        if (topology instanceof GraphTopology graph) {
            return new GraphRouting(graph, spread);
        }
        throw new IllegalArgumentException("the flow model routes on crossbar, torus, fat_tree, dragonfly and graph topologies, not on "
                + topology.describe());
    }
}
