package org.collsim.mpi.select;

import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The condition keys of MPICH's selection files ({@code parse_json_tree} in
 * src/mpi/coll/src/csel.c) as predicates on a query. What collsim does not model has a fixed
 * answer: every communicator is an intra-communicator, flat ({@code comm_hierarchy=parent} fails:
 * the {@code hierarchical} layer is collsim's SMP algorithm), not MPI_IN_PLACE, single-threaded,
 * with a built-in operation and nodes that are not consecutive. {@code is_block_regular} is the
 * query's (a reduce_scatter's receive counts all equal, as csel.c's {@code is_block_regular}).
 */
final class CselKeys {
    private static final Pattern COMPARISON = Pattern.compile("(comm_size|avg_msg_size|total_msg_size|count)(<=|<)(\\d{1,18})");
    private static final Map<String, Boolean> FIXED = Map.ofEntries(
            Map.entry("comm_type=intra", true), Map.entry("comm_type=inter", false),
            Map.entry("comm_hierarchy=parent", false), Map.entry("comm_size=node_comm_size", false),
            Map.entry("is_sendbuf_inplace=yes", false), Map.entry("is_sendbuf_inplace=no", true),
            Map.entry("is_multi_threaded=yes", false), Map.entry("is_multi_threaded=no", true),
            Map.entry("is_op_built_in=yes", true), Map.entry("is_op_built_in=no", false),
            Map.entry("is_node_consecutive=yes", false), Map.entry("is_node_consecutive=no", true));

    private CselKeys() {
    }

    /** The condition {@code key} stands for, or empty when MPICH has no such key. */
    static Optional<Predicate<SelectionQuery>> condition(String key) {
        if (key.endsWith("=any")) {
            return Optional.of(q -> true);
        }
        Boolean fixed = FIXED.get(key);
        if (fixed != null) {
            return Optional.of(q -> fixed);
        }
        if (key.startsWith("collective=")) {
            String name = key.substring("collective=".length());
            return Optional.of(q -> q.collective().id().equals(name));
        }
        return switch (key) {
            case "comm_size=pow2" -> Optional.of(SelectionQuery::ranksArePowerOfTwo);
            case "count<pow2" -> Optional.of(q -> q.count() < q.powerOfTwoBelowRanks());
            case "is_commutative=yes" -> Optional.of(SelectionQuery::commutative);
            case "is_commutative=no" -> Optional.of(q -> !q.commutative());
            case "is_block_regular=yes" -> Optional.of(SelectionQuery::blockRegular);
            case "is_block_regular=no" -> Optional.of(q -> !q.blockRegular());
            default -> comparison(key);
        };
    }

    private static Optional<Predicate<SelectionQuery>> comparison(String key) {
        Matcher m = COMPARISON.matcher(key);
        if (!m.matches()) {
            return Optional.empty();
        }
        long bound = Long.parseLong(m.group(3));
        boolean inclusive = m.group(2).equals("<=");
        String quantity = m.group(1);
        return Optional.of(q -> {
            long value = switch (quantity) {
                case "comm_size" -> q.ranks();
                case "avg_msg_size" -> q.avgMsgBytes();
                case "total_msg_size" -> q.totalMsgBytes();
                default -> q.count();
            };
            return inclusive ? value <= bound : value < bound;
        });
    }
}
