package org.collsim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.collsim.engine.PerByte;
import org.collsim.engine.registry.Suggest;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.ParamKind;
import org.collsim.scenario.json.Problem;
import org.collsim.scenario.json.UnitValues;
import org.collsim.topo.GraphTopology;
import org.collsim.topo.Topology;

/**
 * A {@code graph} topology written in the scenario instead of a file: {@code nodes} (the hosts, in
 * rank-placement order), optional {@code switches}, and {@code links}, each
 * {@code {"ends": ["h0", "leaf0"]}} with optional {@code bandwidth} and {@code latency} (as in a GraphML
 * or DOT file: without them a link has the network's {@code link_bandwidth} and the topology's
 * {@code per_hop}). Every problem names its JSON path: a name used twice, an end that names no node or
 * switch, a bandwidth that is not finite, and a graph that is not connected or not simple.
 */
final class InlineGraph {
    static final String NODES = "nodes";
    static final String SWITCHES = "switches";
    static final String LINKS = "links";
    private static final String ENDS = "ends";
    private static final String BANDWIDTH = "bandwidth";
    private static final String LATENCY = "latency";
    private static final String LINK_EXAMPLE = "{\"ends\": [\"h0\", \"leaf0\"], \"bandwidth\": \"100Gb/s\", \"latency\": \"50ns\"}";

    private InlineGraph() {
    }

    /** The graph of the topology object {@code c}, empty after reporting its problems. */
    static Optional<Topology> read(Cursor c) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        boolean named = names(c.field(NODES), "a non-empty list of host names such as [\"h0\", \"h1\"]", 1, ids, Integer.MAX_VALUE);
        int hosts = ids.size();
        Cursor switchesAt = c.field(SWITCHES);
        named &= !switchesAt.isPresent() || names(switchesAt, "a list of switch names such as [\"leaf0\", \"spine0\"]", 0, ids, hosts);
        Cursor linksAt = c.field(LINKS);
        if (!named || !linksAt.isPresent()) {
            return Optional.empty(); // a missing "links" is reported by the graph type's reader
        }
        Optional<List<Cursor>> items = linksAt.array("a non-empty list of links such as [" + LINK_EXAMPLE + "]", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<GraphTopology.Link> links = new ArrayList<>();
        for (Cursor item : items.get()) {
            link(item, ids).ifPresent(links::add);
        }
        if (links.size() < items.get().size()) {
            return Optional.empty();
        }
        try {
            return Optional.of(new GraphTopology(List.copyOf(ids.keySet()), hosts, links));
        } catch (IllegalArgumentException e) {
            linksAt.fail(e.getMessage().replaceFirst(", found .*", ""), e.getMessage().replaceFirst(".*?, found ", ""));
            return Optional.empty();
        }
    }

    /** Adds the names of the list at {@code at} to {@code ids} (ids below {@code hosts} are nodes); false after reporting a problem. */
    private static boolean names(Cursor at, String expected, int minSize, Map<String, Integer> ids, int hosts) {
        if (!at.isPresent()) {
            at.fail("required field \"" + NODES + "\" beside \"" + LINKS + "\"", "no such field");
            return false;
        }
        Optional<List<Cursor>> items = at.array(expected, minSize);
        if (items.isEmpty()) {
            return false;
        }
        boolean ok = true;
        for (Cursor item : items.get()) {
            Optional<String> name = item.string("a node or switch name");
            if (name.isPresent() && ids.containsKey(name.get())) {
                item.fail("a name not used before", JsonText.quote(name.get()) + ", already a " + (ids.get(name.get()) < hosts ? "node" : "switch"));
                ok = false;
            } else if (name.isPresent()) {
                ids.put(name.get(), ids.size());
            }
            ok &= name.isPresent();
        }
        return ok;
    }

    private static Optional<GraphTopology.Link> link(Cursor item, Map<String, Integer> ids) {
        if (!item.object("a link such as " + LINK_EXAMPLE, List.of(ENDS), List.of(BANDWIDTH, LATENCY))) {
            return Optional.empty();
        }
        Cursor endsAt = item.field(ENDS);
        Optional<List<Cursor>> ends = endsAt.isPresent() ? endsAt.array("the two ends, such as [\"h0\", \"leaf0\"]", 0) : Optional.empty();
        if (ends.isPresent() && ends.get().size() != 2) {
            endsAt.fail("the two ends, such as [\"h0\", \"leaf0\"]", ends.get().size() + (ends.get().size() == 1 ? " name" : " names"));
            ends = Optional.empty();
        }
        int[] vertex = {-1, -1};
        for (int i = 0; ends.isPresent() && i < 2; i++) {
            Cursor end = ends.get().get(i);
            Optional<String> name = end.string("a name from \"nodes\" or \"switches\"");
            if (name.isPresent() && !ids.containsKey(name.get())) {
                end.fail("a name from \"nodes\" or \"switches\"", "no node or switch " + JsonText.quote(name.get())
                        + Suggest.didYouMean(name.get(), ids.keySet()));
            }
            vertex[i] = name.map(ids::get).orElse(-1);
        }
        Optional<Optional<PerByte>> cost = bandwidth(item.field(BANDWIDTH));
        Cursor latencyAt = item.field(LATENCY);
        OptionalLong latency = latencyAt.isPresent() ? UnitValues.read(latencyAt, ParamKind.DURATION) : OptionalLong.of(-1);
        if (vertex[0] < 0 || vertex[1] < 0 || cost.isEmpty() || latency.isEmpty()) {
            return Optional.empty();
        }
        Optional<Long> latencyPs = latency.getAsLong() < 0 ? Optional.empty() : Optional.of(latency.getAsLong());
        return Optional.of(new GraphTopology.Link(vertex[0], vertex[1], cost.get(), latencyPs));
    }

    /** The link's own finite cost, empty inside when absent (the network's link_bandwidth); empty after a problem. */
    private static Optional<Optional<PerByte>> bandwidth(Cursor at) {
        if (!at.isPresent()) {
            return Optional.of(Optional.empty());
        }
        Optional<Object> value = UnitValues.value(at, ParamKind.PER_BYTE);
        if (value.isPresent() && ((PerByte) value.get()).isZero()) {
            at.failWith("expected a finite bandwidth (more than 0ps/B), found " + JsonText.describe(at.node()), Problem.Kind.INVALID);
            return Optional.empty();
        }
        return value.map(v -> Optional.of((PerByte) v));
    }
}
