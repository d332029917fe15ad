package org.collsim.scenario;

import org.collsim.engine.Units;
import org.collsim.topo.RankPlacement;
import org.collsim.topo.Topology;
import org.collsim.topo.flow.RoutingPolicy;

/**
 * A parsed {@code machine.topology}: the machine graph, the wire latency per link crossed and
 * the rank placement, and how the flow model picks routes. The topology is built once per scenario (a dragonfly's hop table with it);
 * the placement is made per rank count.
 */
public record TopologySpec(Topology topology, long perHopPs, RankPlacement placement, RoutingPolicy routing) {
    /** A topology with minimal routing. */
    public TopologySpec(Topology topology, long perHopPs, RankPlacement placement) {
        this(topology, perHopPs, placement, RoutingPolicy.MINIMAL);
    }

    /** "torus 4x4x4 (64 nodes), 50ns per hop, block placement" (and ", ugal routing" when not minimal). */
    public String describe() {
        return topology.describe() + ", " + Units.formatPs(perHopPs) + " per hop, " + placement.describe()
                + (routing == RoutingPolicy.MINIMAL ? "" : ", " + routing.name() + " routing");
    }
}
