package org.collsim.mpi.select;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.coll.Collective;

/**
 * Open MPI's names for what collsim has: the collective ids of its rules files ({@code COLLTYPE}
 * in ompi/mca/coll/base/coll_base_functions.h), the algorithm numbers of {@code coll_tuned}
 * (the tables of coll_tuned_*_decision.c, index = number) and, for each algorithm, the collsim
 * algorithms that run it, tried in order (the first the call can run is taken; Open MPI's
 * recursive-doubling allgather itself switches to Bruck's on a non-power-of-two size, its
 * neighbor-exchange allgather to the ring on an odd one). A
 * substitute runs because collsim lacks Open MPI's algorithm; docs/SELECTION.md gives the reasons.
 */
final class OmpiNames {
    /**
     * A collsim algorithm and its parameter values ("knomial", k=4) for an Open MPI algorithm;
     * {@code powerOfTwoOnly} when Open MPI runs it on power-of-two sizes only, where collsim's
     * runs on every size.
     */
    record Target(String algorithm, Map<String, Long> parameters, boolean substitute, boolean powerOfTwoOnly) {
        Target(String algorithm, Map<String, Long> parameters, boolean substitute) {
            this(algorithm, parameters, substitute, false);
        }

        Target(String algorithm, boolean substitute) {
            this(algorithm, Map.of(), substitute);
        }
    }

    private record Entry(int id, List<String> algorithms, Map<String, List<Target>> targets) {
    }

    private static final Map<Collective, Entry> ENTRIES = new EnumMap<>(Collective.class);

    static {
        put(Collective.ALLGATHER, 0, List.of("ignore", "linear", "bruck-k-fanout", "recursive_doubling", "ring",
                "neighbor", "two_proc", "sparbit", "direct-messaging"), Map.of(
                "linear", sub("ring"), "bruck-k-fanout", same("bruck"),
                "recursive_doubling", List.of(new Target("recursive_doubling", Map.of(), false, true), new Target("bruck", false)),
                "ring", same("ring"), "neighbor", List.of(new Target("neighbor_exchange", false), new Target("ring", false)), "two_proc", sub("ring"), "sparbit", sub("bruck"),
                "direct-messaging", sub("ring")));
        put(Collective.ALLGATHERV, 1, List.of("ignore", "default", "bruck", "ring", "neighbor", "two_proc"), Map.of(
                "default", sub("ring"), "bruck", same("bruck"), "ring", same("ring"), "neighbor", sub("ring"),
                "two_proc", same("ring")));
        put(Collective.ALLREDUCE, 2, List.of("ignore", "basic_linear", "nonoverlapping", "recursive_doubling", "ring",
                "segmented_ring", "rabenseifner", "allgather_reduce"), Map.of(
                "basic_linear", sub("recursive_doubling"), "nonoverlapping", sub("recursive_doubling"),
                "recursive_doubling", same("recursive_doubling"), "ring", same("ring"), "segmented_ring", sub("ring_segmented"),
                "rabenseifner", same("reduce_scatter_allgather"), "allgather_reduce", sub("recursive_doubling")));
        put(Collective.ALLTOALL, 3, List.of("ignore", "linear", "pairwise", "modified_bruck", "linear_sync", "two_proc"),
                Map.of("linear", same("linear"), "pairwise", same("pairwise"), "modified_bruck", sub("bruck"),
                        "linear_sync", sub("linear"), "two_proc", sub("pairwise")));
        put(Collective.ALLTOALLV, 4, List.of("ignore", "basic_linear", "pairwise"), Map.of(
                "basic_linear", List.of(new Target("scattered", Map.of("batch", 0L), true)), "pairwise", same("pairwise")));
        put(Collective.BARRIER, 6, List.of("ignore", "linear", "double_ring", "recursive_doubling", "bruck", "two_proc",
                "tree"), Map.of("linear", sub("dissemination"), "double_ring", sub("dissemination"),
                "recursive_doubling", same("recursive_doubling"), "bruck", same("dissemination"),
                "two_proc", sub("dissemination"), "tree", same("binomial")));
        put(Collective.BCAST, 7, List.of("ignore", "basic_linear", "chain", "pipeline", "split_binary_tree",
                "binary_tree", "binomial", "knomial", "scatter_allgather", "scatter_allgather_ring"), Map.of(
                "basic_linear", sub("binomial"), "chain", sub("pipelined_chain"), "pipeline", sub("pipelined_chain"),
                "split_binary_tree", same("binary_split"), "binary_tree", same("kary"), "binomial", same("binomial"),
                "knomial", List.of(new Target("knomial", Map.of("k", 4L), false)), "scatter_allgather", same("scatter_recursive_doubling_allgather"),
                "scatter_allgather_ring", same("scatter_ring_allgather")));
        put(Collective.EXSCAN, 8, List.of("ignore", "linear", "recursive_doubling"), Map.of(
                "linear", sub("recursive_doubling"), "recursive_doubling", same("recursive_doubling")));
        put(Collective.GATHER, 9, List.of("ignore", "basic_linear", "binomial", "linear_sync"), Map.of(
                "basic_linear", same("linear"), "binomial", same("binomial"), "linear_sync", sub("linear")));
        put(Collective.REDUCE, 11, List.of("ignore", "linear", "chain", "pipeline", "binary", "binomial",
                "in-order_binary", "rabenseifner", "knomial"), Map.of(
                "linear", sub("in_order_binary"), "chain", sub("pipelined_chain"), "pipeline", sub("pipelined_chain"),
                "binary", sub("in_order_binary"), "binomial", same("binomial"), "in-order_binary", same("in_order_binary"),
                "rabenseifner", same("reduce_scatter_gather"), "knomial", same("knomial")));
        put(Collective.REDUCE_SCATTER, 12, List.of("ignore", "non-overlapping", "recursive_halving", "ring",
                "butterfly"), Map.of("non-overlapping", sub("pairwise"), "recursive_halving", same("recursive_halving"),
                "ring", same("ring"), "butterfly", sub("recursive_halving")));
        put(Collective.SCAN, 14, List.of("ignore", "linear", "recursive_doubling"), Map.of(
                "linear", same("linear"), "recursive_doubling", same("recursive_doubling")));
        put(Collective.SCATTER, 15, List.of("ignore", "basic_linear", "binomial", "linear_nb"), Map.of(
                "basic_linear", same("linear"), "binomial", same("binomial"), "linear_nb", sub("linear")));
    }

    /**
     * What Open MPI's {@code coll/basic} component runs for the collectives {@code coll/tuned}
     * does not select (ompi/mca/coll/basic): the linear gatherv and scatterv, and the linear
     * alltoallw (every request at once, in rank order: collsim's all-at-once scattered order).
     */
    private static final Map<Collective, Target> BASIC = Map.of(
            Collective.GATHERV, new Target("linear", false), Collective.SCATTERV, new Target("linear", false),
            Collective.ALLTOALLW, new Target("scattered", Map.of("batch", 0L), true));

    private OmpiNames() {
    }

    /** The collsim algorithm for Open MPI's basic_linear {@code c}, when coll/tuned leaves {@code c} to coll/basic. */
    static Optional<Target> basic(Collective c) {
        return Optional.ofNullable(BASIC.get(c));
    }

    private static void put(Collective c, int id, List<String> algorithms, Map<String, List<Target>> targets) {
        ENTRIES.put(c, new Entry(id, algorithms, targets));
    }

    private static List<Target> same(String collsim) {
        return List.of(new Target(collsim, false));
    }

    private static List<Target> sub(String collsim) {
        return List.of(new Target(collsim, true));
    }

    /** The collsim collective with Open MPI's collective id {@code id}, if collsim has it. */
    static Optional<Collective> byId(long id) {
        return ENTRIES.entrySet().stream().filter(e -> e.getValue().id() == id).map(Map.Entry::getKey).findFirst();
    }

    /** Open MPI's collective id of {@code c} (every collective collsim selects for has one). */
    static int id(Collective c) {
        return ENTRIES.get(c).id();
    }

    /** The collectives collsim selects for, in Open MPI's id order. */
    static List<Collective> collectives() {
        return ENTRIES.keySet().stream().sorted((a, b) -> Integer.compare(id(a), id(b))).toList();
    }

    /** Open MPI's algorithm names for {@code c}, index = its number (0 is "ignore"). */
    static List<String> algorithms(Collective c) {
        return ENTRIES.containsKey(c) ? ENTRIES.get(c).algorithms() : List.of();
    }

    /** Open MPI's number of the algorithm that collsim's {@code label} is first choice for (not a substitute). */
    static Optional<Integer> ompiNumber(Collective c, String label) {
        List<String> names = algorithms(c);
        for (int i = 1; i < names.size(); i++) {
            List<Target> t = targets(c, names.get(i));
            if (!t.isEmpty() && !t.get(0).substitute() && label(t.get(0)).equals(label)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    private static String label(Target t) {
        StringBuilder out = new StringBuilder(t.algorithm());
        String sep = ":";
        for (Map.Entry<String, Long> e : new java.util.TreeMap<>(t.parameters()).entrySet()) {
            out.append(sep).append(e.getKey()).append('=').append(e.getValue());
            sep = ",";
        }
        return out.toString();
    }

    /** The collsim algorithms that run Open MPI's {@code algorithm} for {@code c}, tried in order. */
    static List<Target> targets(Collective c, String algorithm) {
        return ENTRIES.containsKey(c) ? ENTRIES.get(c).targets().getOrDefault(algorithm, List.of()) : List.of();
    }
}
