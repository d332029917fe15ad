package org.collsim.topo;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/** The topology registry: names, parameters and one-line descriptions for errors and {@code collsim list}. */
public enum TopologyType {
    CROSSBAR("crossbar", "nodes",
            "every node on one non-blocking switch (full bisection); hops = 2 between different nodes"),
    TORUS("torus", "dims (e.g. [4,4,4])",
            "k-ary n-cube with wrap-around; every node is its own router; hops = sum over dimensions of min(|d|, size-|d|)"),
    FAT_TREE("fat_tree", "k (even ports per switch), levels",
            "k-port folded Clos of `levels` switch levels, 2(k/2)^levels nodes as leaves; hops = 2 x level of the lowest common switch"),
    DRAGONFLY("dragonfly", "a (routers per group), p (nodes per router), h (global links per router)",
            "a*h+1 all-to-all groups of a all-to-all routers, one global link per pair of groups; hops = shortest path (BFS)");

    private final String id;
    private final String parameters;
    private final String description;

    TopologyType(String id, String parameters, String description) {
        this.id = id;
        this.parameters = parameters;
        this.description = description;
    }

    /** The name in scenarios ("fat_tree"). */
    public String id() {
        return id;
    }

    public String parameters() {
        return parameters;
    }

    public String description() {
        return description;
    }

    public static List<String> names() {
        return Arrays.stream(values()).map(TopologyType::id).toList();
    }

    public static Optional<TopologyType> find(String id) {
        return Arrays.stream(values()).filter(t -> t.id.equals(id)).findFirst();
    }
}
