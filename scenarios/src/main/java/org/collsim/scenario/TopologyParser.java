package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;
import org.collsim.scenario.json.ParamKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problems;
import org.collsim.engine.registry.Suggest;
import org.collsim.scenario.program.ProgramSpec;
import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.ExplicitPlacement;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.Placement;
import org.collsim.topo.RankPlacement;
import org.collsim.topo.Topology;
import org.collsim.topo.TopologyType;
import org.collsim.topo.TorusTopology;

/**
 * Parses {@code machine.topology}: {@code type} (a {@link TopologyType}), that type's sizes,
 * {@code per_hop} (a duration, required) and {@code placement} (a {@link Placement} by name, default
 * block, or an {@link ExplicitPlacement} list of nodes, one per rank). Also checks, once the whole scenario is read, that every rank count fits the machine.
 */
final class TopologyParser {
    static final String TOPOLOGY = "topology";
    private static final String TYPE = "type";
    private static final String PER_HOP = "per_hop";
    private static final String PLACEMENT = "placement";
    private static final String OVERSUBSCRIPTION = "oversubscription";
    /** Largest r of an r:1 oversubscription ratio. */
    private static final int MAX_RATIO = 16;
    private static final Pattern RATIO = Pattern.compile("([0-9]{1,2}):1");
    private static final String PLACEMENT_PATH = "$.machine." + TOPOLOGY + "." + PLACEMENT;
    private static final String EXAMPLE = "{\"type\": \"torus\", \"dims\": [4, 4, 4], \"per_hop\": \"50ns\"}";
    /** Fields of each type beside type, per_hop and placement (all required). */
    private static final Map<TopologyType, List<String>> SIZES = Map.of(TopologyType.CROSSBAR, List.of("nodes"),
            TopologyType.TORUS, List.of("dims"),
            TopologyType.FAT_TREE, List.of("k", "levels"), TopologyType.DRAGONFLY, List.of("a", "p", "h"));
    /** Largest ports per switch, switch levels and dragonfly size accepted field by field (the node count is checked as a whole). */
    private static final long MAX_PORTS = 1 << 16;
    private static final long MAX_LEVELS = 24;
    private static final long MAX_DRAGONFLY_SIZE = DragonflyTopology.MAX_ROUTERS;

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
        required.addAll(SIZES.get(type.get()));
        required.add(PER_HOP);
        List<String> optional = new ArrayList<>(List.of(PLACEMENT));
        if (type.get() == TopologyType.FAT_TREE) {
            optional.add(OVERSUBSCRIPTION);
        }
        c.object("a " + type.get().id() + " topology object", required, optional);
        Optional<Topology> topology = topology(c, type.get());
        Cursor perHopAt = c.field(PER_HOP);
        OptionalLong perHop = perHopAt.isPresent() ? UnitValues.read(perHopAt, ParamKind.DURATION) : OptionalLong.empty();
        Cursor placementAt = c.field(PLACEMENT);
        Optional<RankPlacement> placement = !placementAt.isPresent() ? Optional.of(Placement.BLOCK)
                : placementAt.node().isArray() ? explicit(placementAt, topology) : placement(placementAt);
        if (topology.isEmpty() || perHop.isEmpty() || placement.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new TopologySpec(topology.get(), perHop.getAsLong(), placement.get()));
    }

    private static Optional<TopologyType> type(Cursor at) {
        String expected = "a topology type: " + Suggest.quotedList(TopologyType.names());
        if (!at.isPresent()) {
            at.fail("required field \"type\" (" + Suggest.quotedList(TopologyType.names()) + ")", "no such field");
            return Optional.empty();
        }
        Optional<String> name = at.string(expected);
        Optional<TopologyType> type = name.flatMap(TopologyType::find);
        if (name.isPresent() && type.isEmpty()) {
            at.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), TopologyType.names()));
        }
        return type;
    }

    private static Optional<RankPlacement> placement(Cursor at) {
        String expected = "a placement: " + Suggest.quotedList(Placement.names()) + " or a list of nodes, one per rank";
        Optional<String> name = at.string(expected);
        Optional<RankPlacement> placement = name.flatMap(Placement::find);
        if (name.isPresent() && placement.isEmpty()) {
            at.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), Placement.names()));
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

    private static Optional<Topology> topology(Cursor c, TopologyType type) {
        return switch (type) {
            case CROSSBAR -> crossbar(c);
            case TORUS -> torus(c);
            case FAT_TREE -> fatTree(c);
            case DRAGONFLY -> dragonfly(c);
        };
    }

    private static Optional<Topology> crossbar(Cursor c) {
        OptionalLong nodes = size(c.field("nodes"), "the number of nodes", 1, Topology.MAX_NODES);
        return nodes.isPresent() ? build(c, () -> new CrossbarTopology((int) nodes.getAsLong())) : Optional.empty();
    }

    private static Optional<Topology> torus(Cursor c) {
        Cursor dimsAt = c.field("dims");
        if (!dimsAt.isPresent()) {
            return Optional.empty(); // reported as a missing required field
        }
        Optional<List<Cursor>> items = dimsAt.array("a non-empty array of dimension sizes such as [4, 4, 4]", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        int[] dims = new int[items.get().size()];
        boolean complete = true;
        for (int i = 0; i < dims.length; i++) {
            OptionalLong d = items.get().get(i).integer("a dimension size", 1, Topology.MAX_NODES);
            complete &= d.isPresent();
            dims[i] = (int) d.orElse(1);
        }
        return complete ? build(c, () -> new TorusTopology(dims)) : Optional.empty();
    }

    private static Optional<Topology> fatTree(Cursor c) {
        OptionalLong k = size(c.field("k"), "the ports per switch", 2, MAX_PORTS);
        if (k.isPresent() && k.getAsLong() % 2 != 0) {
            c.field("k").fail("an even number of ports per switch (half down, half up)", Long.toString(k.getAsLong()));
            k = OptionalLong.empty();
        }
        OptionalLong levels = size(c.field("levels"), "the switch levels", 1, MAX_LEVELS);
        if (k.isEmpty() || levels.isEmpty()) {
            return Optional.empty();
        }
        int ports = (int) k.getAsLong();
        int switchLevels = (int) levels.getAsLong();
        Cursor ratiosAt = c.field(OVERSUBSCRIPTION);
        Optional<int[]> ratios = ratiosAt.isPresent() ? ratios(ratiosAt, switchLevels - 1) : Optional.of(new int[switchLevels - 1]);
        if (ratios.isEmpty()) {
            return Optional.empty();
        }
        return ratiosAt.isPresent() ? build(c, () -> new FatTreeTopology(ports, switchLevels, ratios.get()))
                : build(c, () -> new FatTreeTopology(ports, switchLevels));
    }

    /** One "r:1" per switch level below the top, from the edge up (r from 1 to {@value #MAX_RATIO}). */
    private static Optional<int[]> ratios(Cursor at, int count) {
        String expected = "an array of " + count + " oversubscription ratio" + (count == 1 ? "" : "s")
                + " (one per switch level below the top, from the edge up) such as [\"2:1\"" + ", \"1:1\"".repeat(Math.max(0, count - 1)) + "]";
        Optional<List<Cursor>> items = at.array(expected, 0);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        if (items.get().size() != count) {
            at.fail(expected, items.get().size() + (items.get().size() == 1 ? " ratio" : " ratios"));
            return Optional.empty();
        }
        int[] ratios = new int[count];
        for (int m = 0; m < count; m++) {
            Cursor item = items.get().get(m);
            Optional<String> text = item.string("a ratio \"r:1\" with r from 1 to " + MAX_RATIO);
            Matcher r = RATIO.matcher(text.orElse(""));
            if (text.isEmpty()) {
                return Optional.empty();
            }
            if (!r.matches() || Integer.parseInt(r.group(1)) < 1 || Integer.parseInt(r.group(1)) > MAX_RATIO) {
                item.fail("a ratio \"r:1\" with r from 1 to " + MAX_RATIO, JsonText.quote(text.get()));
                return Optional.empty();
            }
            ratios[m] = Integer.parseInt(r.group(1));
        }
        return Optional.of(ratios);
    }

    private static Optional<Topology> dragonfly(Cursor c) {
        OptionalLong a = size(c.field("a"), "the routers per group", 1, MAX_DRAGONFLY_SIZE);
        OptionalLong p = size(c.field("p"), "the nodes per router", 1, Topology.MAX_NODES);
        OptionalLong h = size(c.field("h"), "the global links per router", 1, MAX_DRAGONFLY_SIZE);
        if (a.isEmpty() || p.isEmpty() || h.isEmpty()) {
            return Optional.empty();
        }
        return build(c, () -> new DragonflyTopology((int) a.getAsLong(), (int) p.getAsLong(), (int) h.getAsLong()));
    }

    /** An integer field; empty without a report when absent (the object check reported it). */
    private static OptionalLong size(Cursor at, String what, long min, long max) {
        return at.isPresent() ? at.integer(what, min, max) : OptionalLong.empty();
    }

    /** The generator's own checks (the node count as a whole) reported at the topology object. */
    private static Optional<Topology> build(Cursor c, Supplier<Topology> generator) {
        try {
            return Optional.of(generator.get());
        } catch (IllegalArgumentException e) {
            c.fail("a topology within the generator's limits (at most " + Topology.MAX_NODES + " nodes)", e.getMessage());
            return Optional.empty();
        }
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
            problems.expected(PLACEMENT_PATH + "[" + over + "]", "a node with a free rank slot (" + perNode
                    + (perNode == 1 ? " rank" : " ranks") + " per node)", "node " + node + ", already at "
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
