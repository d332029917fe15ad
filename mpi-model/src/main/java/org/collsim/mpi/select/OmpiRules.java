package org.collsim.mpi.select;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.coll.Collective;

/**
 * Rules in the shape of Open MPI's {@code coll_tuned} rule tables (ompi_coll_alg_rule_t): per
 * collective, communicator-size rules, each with message-size rules naming an algorithm. As in
 * {@code ompi_coll_tuned_get_com_rule_ptr} and {@code ompi_coll_tuned_get_target_method_params},
 * the first communicator rule whose range holds the size is taken, then its first message rule
 * whose range holds the size; nothing matching means "no rule" (Open MPI then uses its fixed
 * decision). {@code commutative} is collsim's addition for the built-in fixed rules, which Open
 * MPI decides per operation: null matches both.
 */
record OmpiRules(Map<Collective, List<CommRule>> rules) {
    /** No upper bound (Open MPI's INT_MAX and COLL_RULES_MESSAGE_SIZE_INF). */
    static final long UNBOUNDED = Long.MAX_VALUE;

    OmpiRules {
        rules = Map.copyOf(rules);
    }

    /** Ranks {@code minRanks..maxRanks}; {@code commutative} null for any operation. */
    record CommRule(Boolean commutative, long minRanks, long maxRanks, List<MsgRule> messages) {
        CommRule {
            messages = List.copyOf(messages);
        }

        boolean holds(int ranks, boolean commutativeOp) {
            return minRanks <= ranks && ranks <= maxRanks && (commutative == null || commutative == commutativeOp);
        }
    }

    /** Bytes {@code minBytes..maxBytes}: Open MPI's algorithm name and its fan-in/out and segment size (0: default). */
    record MsgRule(long minBytes, long maxBytes, String algorithm, long faninout, long segmentBytes) {
        boolean holds(long bytes) {
            return minBytes <= bytes && bytes <= maxBytes;
        }
    }

    /** The message rule for a call of {@code c} on {@code ranks} ranks moving {@code bytes} (the collective's size measure). */
    Optional<MsgRule> find(Collective c, int ranks, long bytes, boolean commutative) {
        for (CommRule comm : rules.getOrDefault(c, List.of())) {
            if (comm.holds(ranks, commutative)) {
                return comm.messages().stream().filter(m -> m.holds(bytes)).findFirst();
            }
        }
        return Optional.empty();
    }
}
