package org.collsim.mpi.select;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.collsim.mpi.coll.Collective;

/**
 * Reads Open MPI's JSON rules file ({@code {"collectives": {"bcast": [{"comm_size_min", "comm_size_max",
 * "comm_rank_distribution", "rules": [{"msg_size_min", "msg_size_max", "alg", "faninout", "seg_size",
 * "reqs"}]}]}}}, coll_tuned_dynamic_file.c), strictly: an unknown key, collective or algorithm is an
 * error with its JSON path. {@code "commutative"} on a communicator rule is collsim's addition (the
 * built-in fixed rules need it); {@code comm_rank_distribution} takes Open MPI's values; rules for
 * Open MPI collectives collsim lacks are read and ignored.
 */
final class OmpiJsonRules {
    private static final Set<String> OMPI_COLLECTIVES = Set.of("allgather", "allgatherv", "allreduce", "alltoall",
            "alltoallv", "alltoallw", "barrier", "bcast", "exscan", "gather", "gatherv", "reduce", "reduce_scatter",
            "reduce_scatter_block", "scan", "scatter", "scatterv", "neighbor_allgather", "neighbor_allgatherv",
            "neighbor_alltoall", "neighbor_alltoallv", "neighbor_alltoallw");
    private static final Set<String> COMM_KEYS = Set.of("comm_size_min", "comm_size_max", "comm_rank_distribution",
            "rules", "commutative");
    private static final Set<String> MSG_KEYS = Set.of("msg_size_min", "msg_size_max", "alg", "faninout", "seg_size",
            "reqs");
    /** Open MPI's schema (docs/tuning-apps/tuned_dynamic_file_schema.json) also has these; its reader reads "collectives" only. */
    private static final Set<String> TOP_KEYS = Set.of("collectives", "rule_file_version", "module", "$schema");
    /**
     * Open MPI's spellings (coll_rules_comm_rank_distro_table, coll_tuned_dynamic_rules.c); Open MPI
     * reads any other as "any" with a warning, collsim refuses it.
     */
    private static final Set<String> DISTRIBUTIONS = Set.copyOf(OmpiRules.DISTRIBUTIONS);

    private final String source;

    private OmpiJsonRules(String source) {
        this.source = source;
    }

    static OmpiRules read(String source, JsonNode root) {
        return new OmpiJsonRules(source).rules(root);
    }

    private OmpiRules rules(JsonNode root) {
        JsonNode collectives = object(root, "$").get("collectives");
        keys(root, "$", TOP_KEYS);
        String path = "$.collectives";
        if (collectives == null) {
            throw fail("$", "a \"collectives\" object", "none");
        }
        Map<Collective, List<OmpiRules.CommRule>> out = new EnumMap<>(Collective.class);
        for (Iterator<Map.Entry<String, JsonNode>> it = object(collectives, path).fields(); it.hasNext();) {
            Map.Entry<String, JsonNode> e = it.next();
            String at = path + "." + e.getKey();
            if (!OMPI_COLLECTIVES.contains(e.getKey())) {
                throw fail(at, "an Open MPI collective (" + String.join(", ", new java.util.TreeSet<>(OMPI_COLLECTIVES))
                        + ")", "\"" + e.getKey() + "\"");
            }
            Collective c = Collective.fromId(e.getKey());
            List<OmpiRules.CommRule> comms = commRules(c, at, e.getValue());
            if (c != null && !OmpiNames.algorithms(c).isEmpty()) {
                out.put(c, comms);
            }
        }
        return new OmpiRules(out);
    }

    private List<OmpiRules.CommRule> commRules(Collective c, String path, JsonNode array) {
        List<OmpiRules.CommRule> out = new ArrayList<>();
        for (int i = 0; i < array(array, path).size(); i++) {
            String at = path + "[" + i + "]";
            JsonNode rule = object(array.get(i), at);
            keys(rule, at, COMM_KEYS);
            String distribution = rule.has("comm_rank_distribution") ? text(rule.get("comm_rank_distribution"),
                    at + ".comm_rank_distribution", DISTRIBUTIONS) : "any";
            JsonNode commutative = rule.get("commutative");
            if (commutative != null && !commutative.isBoolean()) {
                throw fail(at + ".commutative", "true or false", commutative.toString());
            }
            if (!rule.has("rules")) {
                throw fail(at, "\"rules\": an array of message-size rules", "none");
            }
            List<OmpiRules.MsgRule> messages = new ArrayList<>();
            JsonNode msgs = array(rule.get("rules"), at + ".rules");
            for (int j = 0; j < msgs.size(); j++) {
                messages.add(msgRule(c, at + ".rules[" + j + "]", msgs.get(j)));
            }
            out.add(new OmpiRules.CommRule(commutative == null ? null : commutative.booleanValue(),
                    bound(rule, "comm_size_min", at, 0), bound(rule, "comm_size_max", at, OmpiRules.UNBOUNDED),
                    distribution, messages));
        }
        return out;
    }

    private OmpiRules.MsgRule msgRule(Collective c, String at, JsonNode json) {
        JsonNode rule = object(json, at);
        keys(rule, at, MSG_KEYS);
        JsonNode alg = rule.get("alg");
        if (alg == null) {
            throw fail(at, "\"alg\": an algorithm name or number", "none");
        }
        return new OmpiRules.MsgRule(bound(rule, "msg_size_min", at, 0), bound(rule, "msg_size_max", at,
                OmpiRules.UNBOUNDED), algorithm(c, at + ".alg", alg), bound(rule, "faninout", at, 0),
                bound(rule, "seg_size", at, 0));
    }

    /** Open MPI's algorithm name for {@code alg} (a name or a number); any name for a collective collsim lacks. */
    private String algorithm(Collective c, String at, JsonNode alg) {
        List<String> names = c == null ? List.of() : OmpiNames.algorithms(c);
        if (names.isEmpty()) {
            return alg.asText();
        }
        if (alg.isIntegralNumber() && alg.asLong() >= 1 && alg.asLong() < names.size()) {
            return names.get(alg.asInt());
        }
        if (alg.isTextual() && names.indexOf(alg.asText()) >= 1) {
            return alg.asText();
        }
        throw fail(at, "an Open MPI " + c.id() + " algorithm (1.." + (names.size() - 1) + " or "
                + String.join(", ", names.subList(1, names.size())) + ")", alg.toString());
    }

    /** A non-negative whole number or "inf" (Open MPI's spellings), {@code absent} when missing. */
    private long bound(JsonNode rule, String key, String at, long absent) {
        JsonNode v = rule.get(key);
        if (v == null) {
            return absent;
        }
        if (v.isIntegralNumber() && v.canConvertToLong() && v.asLong() >= 0) {
            return v.asLong();
        }
        if (v.isTextual() && v.asText().matches("inf|Inf|INF")) {
            return OmpiRules.UNBOUNDED;
        }
        throw fail(at + "." + key, "a non-negative whole number or \"inf\"", v.toString());
    }

    private String text(JsonNode v, String at, Set<String> allowed) {
        if (!v.isTextual() || !allowed.contains(v.asText())) {
            throw fail(at, "one of " + new java.util.TreeSet<>(allowed), v.toString());
        }
        return v.asText();
    }

    private void keys(JsonNode object, String at, Set<String> allowed) {
        for (Iterator<String> it = object.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!allowed.contains(key)) {
                throw fail(at + "." + key, "one of the keys " + new java.util.TreeSet<>(allowed), "\"" + key + "\"");
            }
        }
    }

    private JsonNode object(JsonNode v, String at) {
        if (v == null || !v.isObject()) {
            throw fail(at, "an object", v == null ? "none" : v.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
        }
        return v;
    }

    private JsonNode array(JsonNode v, String at) {
        if (v == null || !v.isArray()) {
            throw fail(at, "an array", v == null ? "none" : v.getNodeType().toString().toLowerCase(java.util.Locale.ROOT));
        }
        return v;
    }

    private SelectionFileException fail(String at, String expected, String found) {
        return new SelectionFileException(source + ": " + at + ": expected " + expected + ", found " + found);
    }
}
