package org.collsim.scenario;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.engine.registry.Registry;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.Problems;
import org.collsim.scenario.program.ProgramSpec;
import org.collsim.topo.ExplicitPlacement;
import org.collsim.topo.Placement;
import org.collsim.topo.RankPlacement;
import org.collsim.topo.Topology;
import org.collsim.topo.flow.RoutingPolicy;

/**
 * Parses {@code machine.topology}: {@code type} (a {@link TopologyType} of {@link TopologyTypes}), that type's fields,
 * {@code per_hop} (a duration, required) and {@code placement} (a {@link Placement} by name, default
 * block, or an {@link ExplicitPlacement} list of nodes, one per rank). Also checks, once the whole scenario is read, that every rank count fits the machine.
 */
final class TopologyParser {
    static final String TOPOLOGY = "topology";
    private static final String TYPE = "type";
    private static final String PER_HOP = "per_hop";
    private static final String PLACEMENT = "placement";
    private static final String ROUTING = "routing";
    private static final String PLACEMENT_PATH = "$.machine." + TOPOLOGY + "." + PLACEMENT;
    private static final String EXAMPLE = "{\"type\": \"torus\", \"dims\": [4, 4, 4], \"per_hop\": \"50ns\"}";

    Optional<TopologySpec> parse(Cursor c) {
        if (!c.isPresent() || !c.node().isObject()) {
            c.fail("a topology object such as " + EXAMPLE);
            return Optional.empty();
        }
        Optional<TopologyType> type = type(c.field(TYPE));
        if (type.isEmpty()) {
            return Optional.empty();
        }
        List<String> required = new ArrayList<>(List.of(TYPE));
        required.addAll(type.get().required());
        required.add(PER_HOP);
        List<String> optional = new ArrayList<>(List.of(PLACEMENT, ROUTING));
        optional.addAll(type.get().optional());
        c.object("a " + type.get().name() + " topology object", required, optional);
        Optional<Topology> topology = type.get().reader().apply(c);
        Cursor perHopAt = c.field(PER_HOP);
        OptionalLong perHop = perHopAt.isPresent() ? UnitValues.read(perHopAt, ParamKind.DURATION) : OptionalLong.empty();
        Cursor placementAt = c.field(PLACEMENT);
        Optional<RankPlacement> placement = !placementAt.isPresent() ? Optional.of(Placement.BLOCK)
                : placementAt.node().isArray() ? explicit(placementAt, topology)
                : placementAt.node().isObject() ? PlacementFile.read(placementAt, topology) : placement(placementAt);
        Cursor routingAt = c.field(ROUTING);
        Optional<RoutingPolicy> routing = routingAt.isPresent() ? routing(routingAt, topology) : Optional.of(RoutingPolicy.MINIMAL);
        if (topology.isEmpty() || perHop.isEmpty() || placement.isEmpty() || routing.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new TopologySpec(topology.get(), perHop.getAsLong(), placement.get(), routing.get()));
    }

    private static Optional<TopologyType> type(Cursor at) {
        Registry<TopologyType> types = TopologyTypes.REGISTRY;
        if (!at.isPresent()) {
            at.fail("required field \"type\" (" + types.expected() + ")", "no such field");
            return Optional.empty();
        }
        Optional<String> name = at.string(types.expected());
        Optional<TopologyType> type = name.flatMap(types::find);
        if (name.isPresent() && type.isEmpty()) {
            at.fail(types.expected(), types.found(name.get()));
        }
        return type;
    }

    /** A routing policy the topology supports (checked when the topology itself is valid). */
    private static Optional<RoutingPolicy> routing(Cursor at, Optional<Topology> topology) {
        Registry<RoutingPolicy> policies = RoutingPolicy.REGISTRY;
        Optional<String> name = at.string(policies.expected());
        Optional<RoutingPolicy> policy = name.flatMap(policies::find);
        if (name.isPresent() && policy.isEmpty()) {
            at.fail(policies.expected(), policies.found(name.get()));
        }
        if (policy.isPresent() && topology.isPresent() && !policy.get().supports().test(topology.get())) {
            at.fail("a routing " + topology.get().describe() + " offers (" + policy.get().name() + " needs "
                    + policy.get().topologies() + ")", JsonText.quote(policy.get().name()));
            return Optional.empty();
        }
        return policy;
    }

    private static Optional<RankPlacement> placement(Cursor at) {
        String expected = Placement.REGISTRY.expected() + ", a list of nodes, one per rank, or {\"file\": NAME}";
        Optional<String> name = at.string(expected);
        Optional<RankPlacement> placement = name.flatMap(Placement.REGISTRY::find);
        if (name.isPresent() && placement.isEmpty()) {
            at.fail(expected, Placement.REGISTRY.found(name.get()));
        }
        return placement;
    }

    /** A list of node ids, each below the topology's node count (repeats are checked with the ranks per node). */
    private static Optional<RankPlacement> explicit(Cursor at, Optional<Topology> topology) {
        Optional<List<Cursor>> items = at.array("a non-empty list of nodes, one per rank, such as [3, 2, 1, 0]", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        long maxNode = topology.map(t -> t.nodeCount() - 1L).orElse((long) Topology.MAX_NODES);
        int[] nodes = new int[items.get().size()];
        boolean complete = true;
        for (int r = 0; r < nodes.length; r++) {
            OptionalLong node = items.get().get(r).integer("a node of the topology", 0, maxNode);
            complete &= node.isPresent();
            nodes[r] = (int) node.orElse(0);
        }
        return complete ? Optional.of(new ExplicitPlacement(nodes)) : Optional.empty();
    }

    /** Every rank count must fit on the topology (nodes x ranks per node). */
    static void checkFits(MachineSpec machine, Benchmark benchmark, ProgramSpec program, LayerSetup layers,
                          Problems problems) {
        if (machine.topology().isEmpty()) {
            return;
        }
        TopologySpec t = machine.topology().get();
        int perNode = machine.ranksPerNodeOrOne();
        long capacity = (long) t.topology().nodeCount() * perNode;
        String expected = "a rank count that fits the topology: at most " + capacity + " (" + t.topology().nodeCount()
                + " nodes x " + perNode + (perNode == 1 ? " rank" : " ranks") + " per node)";
        if (t.placement() instanceof ExplicitPlacement list) {
            checkList(list, perNode, problems);
            capacity = Math.min(capacity, list.length());
            expected = "a rank count the explicit placement covers: at most " + list.length();
        }
        List<Integer> benchmarkRanks = benchmark == null ? List.of() : benchmark.ranks();
        List<Integer> programRanks = program == null ? List.of() : program.ranks();
        report(benchmarkRanks, "$.benchmark.ranks", capacity, expected, problems);
        report(programRanks, "$.program.ranks", capacity, expected, problems);
    }

    /** No node may appear more often than it has rank slots. */
    private static void checkList(ExplicitPlacement list, int perNode, Problems problems) {
        int over = list.firstOverfull(perNode);
        if (over >= 0) {
            int node = list.nodeOf(over);
            String expected = "a node with a free rank slot (" + perNode + (perNode == 1 ? " rank" : " ranks") + " per node)";
            if (list.origin(over).isPresent()) {
                problems.add(Problem.invalid(PLACEMENT_PATH + ".file", list.origin(over).get() + ": expected " + expected
                        + ", found node " + node + ", already at " + list.origin(list.firstIndexOf(node)).get()));
                return;
            }
            problems.expected(PLACEMENT_PATH + "[" + over + "]", expected, "node " + node + ", already at "
                    + PLACEMENT_PATH + "[" + list.firstIndexOf(node) + "]");
        }
    }

    private static void report(List<Integer> ranks, String path, long capacity, String expected, Problems problems) {
        for (int i = 0; i < ranks.size(); i++) {
            if (ranks.get(i) > capacity) {
                problems.expected(path + "[" + i + "]", expected, ranks.get(i).toString());
            }
        }
    }
}
