package org.collsim.mpi.select;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.comm.NodeLayout;

/**
 * Rules in the shape of Open MPI's {@code coll_tuned} rule tables (ompi_coll_alg_rule_t): per
 * collective, communicator-size rules, each with message-size rules naming an algorithm. As in
 * {@code ompi_coll_tuned_get_com_rule_ptr} and {@code ompi_coll_tuned_get_target_method_params},
 * the first communicator rule whose range (and rank distribution) holds the communicator is taken,
 * then its first message rule whose range holds the size; nothing matching means "no rule" (Open
 * MPI then uses its fixed decision). {@code commutative} is collsim's addition for the built-in fixed rules, which Open
 * MPI decides per operation: null matches both.
 */
record OmpiRules(Map<Collective, List<CommRule>> rules) {
    /** No upper bound (Open MPI's INT_MAX and COLL_RULES_MESSAGE_SIZE_INF). */
    static final long UNBOUNDED = Long.MAX_VALUE;

    OmpiRules {
        rules = Map.copyOf(rules);
    }

    /** Open MPI's comm_rank_distribution values a communicator rule may carry. */
    static final List<String> DISTRIBUTIONS = List.of("any", "one-per-node", "single-node");

    /**
     * Ranks {@code minRanks..maxRanks}; {@code commutative} null for any operation; {@code distribution}
     * one of {@link #DISTRIBUTIONS}: the rule applies to every communicator, to one whose ranks are each
     * on their own node, or to one on a single node (ompi_coll_tuned_get_com_rule_ptr).
     */
    record CommRule(Boolean commutative, long minRanks, long maxRanks, String distribution, List<MsgRule> messages) {
        CommRule {
            messages = List.copyOf(messages);
        }

        boolean holds(int ranks, boolean commutativeOp, NodeLayout layout) {
            return minRanks <= ranks && ranks <= maxRanks && (commutative == null || commutative == commutativeOp)
                    && switch (distribution) {
                        case "one-per-node" -> layout.onePerNode();
                        case "single-node" -> layout.singleNode();
                        default -> true;
                    };
        }

        /** The first message rule for {@code bytes} (the collective's size measure). */
        Optional<MsgRule> message(long bytes) {
            return messages.stream().filter(m -> m.holds(bytes)).findFirst();
        }
    }

    /** Bytes {@code minBytes..maxBytes}: Open MPI's algorithm name and its fan-in/out and segment size (0: default). */
    record MsgRule(long minBytes, long maxBytes, String algorithm, long faninout, long segmentBytes) {
        boolean holds(long bytes) {
            return minBytes <= bytes && bytes <= maxBytes;
        }
    }

    /** The first communicator rule of {@code c} for {@code ranks} ranks laid out as {@code layout}. */
    Optional<CommRule> commRule(Collective c, int ranks, boolean commutative, NodeLayout layout) {
        return rules.getOrDefault(c, List.of()).stream().filter(r -> r.holds(ranks, commutative, layout)).findFirst();
    }
}
