package org.collsim.scenario;

import org.collsim.engine.Units;
import org.collsim.topo.RankPlacement;
import org.collsim.topo.Topology;

/**
 * A parsed {@code machine.topology}: the machine graph, the wire latency per link crossed and
 * the rank placement. The topology is built once per scenario (a dragonfly's hop table with it);
 * the placement is made per rank count.
 */
public record TopologySpec(Topology topology, long perHopPs, RankPlacement placement) {
    /** "torus 4x4x4 (64 nodes), 50ns per hop, block placement". */
    public String describe() {
        return topology.describe() + ", " + Units.formatPs(perHopPs) + " per hop, " + placement.describe();
    }
}
