package org.collsim.topo.flow;

import java.util.List;
import java.util.function.Predicate;
import org.collsim.engine.registry.Registry;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.GraphTopology;
import org.collsim.topo.Topology;

/**
 * How the {@code flow} model picks a route ({@code machine.topology.routing}): {@link #MINIMAL}
 * (every topology's deterministic minimal route, the default), {@link #HASH} (equal-cost multipath:
 * a seeded hash of the two ranks and the MPI tag picks among the equal-cost ways, on fat trees and graphs) and {@link #UGAL}
 * (dragonfly: the minimal route or a Valiant detour, whichever the load seen at injection favours).
 *
 * @param name      the scenario's name for it
 * @param summary   one line for {@code collsim list}
 * @param topologies what it needs, for messages
 * @param supports  whether a topology offers the choices it makes
 */
public record RoutingPolicy(String name, String summary, String topologies, Predicate<Topology> supports)
        implements Registry.Named {
    public static final RoutingPolicy MINIMAL = new RoutingPolicy("minimal",
            "one deterministic minimal route per node pair (dimension order, d-mod-k up-down, local-global-local, first shortest path)",
            "any topology", t -> true);
    public static final RoutingPolicy HASH = new RoutingPolicy("hash",
            "equal-cost multipath: a seeded hash of (source rank, destination rank, MPI tag) picks the up-port (fat tree) or next hop (graph) among the equal-cost ones",
            "a fat_tree or graph topology", t -> t instanceof FatTreeTopology || t instanceof GraphTopology);
    public static final RoutingPolicy UGAL = new RoutingPolicy("ugal",
            "dragonfly adaptive: minimal, or a Valiant detour through an intermediate group when (flows on its busiest link + 1) x its length is smaller",
            "a dragonfly topology", t -> t instanceof DragonflyTopology);

    /** The policies scenarios can name, in listing order. */
    public static final Registry<RoutingPolicy> REGISTRY = Registry.of("routing", List.of(MINIMAL, HASH, UGAL));
}
