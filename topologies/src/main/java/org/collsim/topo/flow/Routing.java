package org.collsim.topo.flow;

import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;

/**
 * Deterministic minimal routes over a topology's links, computed from its structure (no search):
 * a route is the sequence of directed link ids {@code 0 .. linkCount()-1} a message crosses
 * between two nodes, as many as {@link Topology#hops}. Injection and ejection links are not part
 * of it (the flow model adds them).
 */
public interface Routing {
    /** Directed link ids in use are below this bound (some ids may be unused). */
    int linkCount();

    /** The longest route, in links. */
    int maxRouteLinks();

    /** Writes the route from {@code srcNode} to {@code dstNode} into {@code out}; returns its length (0 for one node). */
    int route(int srcNode, int dstNode, int[] out);

    /** How many times longer a byte takes on {@code link} than the link bandwidth says (oversubscribed levels), at least 1. */
    default long slowdown(int link) {
        return 1;
    }

    /** The vertex (of {@link org.collsim.topo.TopologyGraphs#toGraph}) a link in use leaves. */
    int linkFrom(int link);

    /** The vertex a link in use enters; {@code linkFrom(link)}-{@code linkTo(link)} is a link of the topology. */
    int linkTo(int link);

    /** The routing of a crossbar, torus, fat tree or dragonfly. */
    static Routing of(Topology topology) {
        if (topology instanceof CrossbarTopology crossbar) {
            return new CrossbarRouting(crossbar.nodeCount());
        }
        if (topology instanceof TorusTopology torus) {
            return new TorusRouting(torus.dims());
        }
        if (topology instanceof FatTreeTopology tree) {
            return new FatTreeRouting(tree.k(), tree.levels(), tree.oversubscription());
        }
        if (topology instanceof DragonflyTopology dragonfly) {
            return new DragonflyRouting(dragonfly);
        }
        throw new IllegalArgumentException("the flow model routes on crossbar, torus, fat_tree and dragonfly topologies, not on "
                + topology.describe());
    }
}
