package org.collsim.scenario;

import org.collsim.scenario.json.UnitValues;

import org.collsim.scenario.json.ParamKind;

import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.collsim.engine.PerByte;
import org.collsim.engine.registry.Registry;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problem;
import org.collsim.topo.CrossbarTopology;
import org.collsim.topo.DragonflyTopology;
import org.collsim.topo.FatTreeTopology;
import org.collsim.topo.GraphFiles;
import org.collsim.topo.Topology;
import org.collsim.topo.TorusTopology;

/**
 * The topology types scenarios can name, a {@link Registry}: parsing, errors and {@code collsim list}
 * read it, so adding a type is one entry here (and its reader).
 */
public final class TopologyTypes {
    private static final String OVERSUBSCRIPTION = "oversubscription";
    private static final String GLOBAL_BANDWIDTH = "global_bandwidth";
    private static final String GROUPS = "groups";
    private static final String FILE = "file";
    /** Largest r of an r:1 oversubscription ratio. */
    private static final int MAX_RATIO = 16;
    private static final Pattern RATIO = Pattern.compile("([0-9]{1,2}):1");
    /** Largest ports per switch, switch levels and dragonfly size accepted field by field (the node count is checked as a whole). */
    private static final long MAX_PORTS = 1 << 16;
    private static final long MAX_LEVELS = 24;
    private static final long MAX_DRAGONFLY_SIZE = DragonflyTopology.MAX_RADIX;

    /** The built-in types, in listing order. */
    public static final Registry<TopologyType> REGISTRY = Registry.of("topology type", List.of(
            new TopologyType("crossbar", List.of("nodes"), List.of(), "nodes",
                    "every node on one non-blocking switch (full bisection); hops = 2 between different nodes",
                    TopologyTypes::crossbar),
            new TopologyType("torus", List.of("dims"), List.of(), "dims (e.g. [4,4,4])",
                    "k-ary n-cube with wrap-around; every node is its own router; hops = sum over dimensions of min(|d|, size-|d|)",
                    TopologyTypes::torus),
            new TopologyType("fat_tree", List.of("k", "levels"), List.of(OVERSUBSCRIPTION),
                    "k (even ports per switch), levels, optional oversubscription ([\"2:1\", ...])",
                    "k-port folded Clos of `levels` switch levels, 2(k/2)^levels nodes as leaves; hops = 2 x level of the lowest common switch",
                    TopologyTypes::fatTree),
            new TopologyType("dragonfly", List.of("a", "p", "h"), List.of(GROUPS, GLOBAL_BANDWIDTH),
                    "a (routers per group), p (nodes per router), h (global links per router), optional groups (2 to a*h+1,"
                            + " default a*h+1), optional global_bandwidth (flow)",
                    "groups of a all-to-all routers, every pair of groups joined by floor or ceil of a*h/(groups-1) global links"
                            + " (one with the default a*h+1 groups); hops = shortest path",
                    TopologyTypes::dragonfly),
            new TopologyType("graph", List.of(), List.of(FILE, InlineGraph.NODES, InlineGraph.SWITCHES, InlineGraph.LINKS),
                    "file (GraphML or DOT: nodes type=host|switch, links bandwidth, latency), or nodes, switches and links"
                            + " ({\"ends\": [a, b], \"bandwidth\", \"latency\"}) in the scenario",
                    "any connected graph from a file or the scenario; hosts are the nodes in order; hops = shortest path (BFS)",
                    TopologyTypes::graph)));

    private TopologyTypes() {
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
        Cursor globalAt = c.field(GLOBAL_BANDWIDTH);
        Optional<Optional<PerByte>> global = globalAt.isPresent()
                ? UnitValues.value(globalAt, ParamKind.PER_BYTE).map(v -> Optional.of((PerByte) v)) : Optional.of(Optional.empty());
        if (global.isPresent() && global.get().filter(PerByte::isZero).isPresent()) {
            globalAt.fail("a finite bandwidth (more than 0ps/B)");
            global = Optional.empty();
        }
        if (a.isEmpty() || p.isEmpty() || h.isEmpty() || global.isEmpty()) {
            return Optional.empty();
        }
        long maxGroups = a.getAsLong() * h.getAsLong() + 1;
        Cursor groupsAt = c.field(GROUPS);
        OptionalLong groups = groupsAt.isPresent() ? groupsAt.integer("the number of groups", 2, maxGroups) : OptionalLong.of(maxGroups);
        if (groups.isEmpty()) {
            return Optional.empty();
        }
        Optional<PerByte> globalCost = global.get();
        return build(c, () -> new DragonflyTopology((int) a.getAsLong(), (int) p.getAsLong(), (int) h.getAsLong(),
                (int) groups.getAsLong(), globalCost));
    }

    /** A graph from a file ({@link #graphFile}) or written in the scenario ({@link InlineGraph}), one of the two. */
    private static Optional<Topology> graph(Cursor c) {
        boolean inline = c.field(InlineGraph.NODES).isPresent() || c.field(InlineGraph.LINKS).isPresent();
        boolean file = c.field(FILE).isPresent();
        if (inline == file) {
            c.fail("a graph topology with either \"file\" or \"nodes\" and \"links\"", file ? "both" : "neither");
            return Optional.empty();
        }
        if (inline && !c.field(InlineGraph.LINKS).isPresent()) {
            c.field(InlineGraph.LINKS).fail("required field \"links\" beside \"nodes\"", "no such field");
            return Optional.empty();
        }
        return file ? graphFile(c) : InlineGraph.read(c);
    }

    /** A GraphML or DOT file, relative to the scenario's directory; its problems name the file (and line) after the JSON path. */
    private static Optional<Topology> graphFile(Cursor c) {
        Cursor at = c.field(FILE);
        Optional<String> name = at.string("a GraphML or DOT file name such as \"machine.dot\"");
        if (name.isEmpty()) {
            return Optional.empty();
        }
        try {
            byte[] bytes = ScenarioLoader.read(at.resolve(name.get()), name.get(), "a GraphML or DOT file");
            return Optional.of(GraphFiles.parse(bytes, name.get()));
        } catch (ScenarioException e) {
            at.failWith(name.get() + ": " + e.problems().get(0).message(), Problem.Kind.INVALID);
        } catch (IllegalArgumentException e) {
            at.failWith(e.getMessage(), Problem.Kind.INVALID);
        }
        return Optional.empty();
    }

    /** An integer field; empty without a report when absent (the object check reported it). */
    static OptionalLong size(Cursor at, String what, long min, long max) {
        return at.isPresent() ? at.integer(what, min, max) : OptionalLong.empty();
    }

    /** The generator's own checks (the node count as a whole) reported at the topology object. */
    static Optional<Topology> build(Cursor c, Supplier<Topology> generator) {
        try {
            return Optional.of(generator.get());
        } catch (IllegalArgumentException e) {
            c.fail("a topology within the generator's limits (at most " + Topology.MAX_NODES + " nodes)", e.getMessage());
            return Optional.empty();
        }
    }
}
