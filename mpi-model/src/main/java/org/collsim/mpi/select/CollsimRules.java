package org.collsim.mpi.select;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/**
 * collsim's own rules form, a selector read from JSON: {@code {"rules": [{"collective": "bcast",
 * "min_ranks": 8, "max_ranks": 64, "min_bytes": 0, "max_bytes": 12288, "algorithm": "knomial:k=4"}]}},
 * bounds inclusive and optional (ranks from 1, bytes from 0, no upper bound), bytes in collsim's
 * meaning (count x element size). Rules of one collective must not overlap; an unknown key,
 * collective, algorithm or parameter is an error with its JSON path. A call no rule covers has
 * no selection (a scenario reports it at {@code $.benchmark.selector}).
 */
public final class CollsimRules implements Selector {
    private static final ObjectMapper JSON = new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final Set<String> KEYS = Set.of("collective", "min_ranks", "max_ranks", "min_bytes", "max_bytes",
            "algorithm");

    /** One rule: a collective on ranks {@code minRanks..maxRanks} moving {@code minBytes..maxBytes} runs {@code algorithm}. */
    public record Rule(Collective collective, long minRanks, long maxRanks, long minBytes, long maxBytes,
                       CollectiveAlgorithm algorithm) {
        boolean holds(Collective c, long ranks, long bytes) {
            return c == collective && minRanks <= ranks && ranks <= maxRanks && minBytes <= bytes && bytes <= maxBytes;
        }

        boolean overlaps(Rule o) {
            return collective == o.collective && minRanks <= o.maxRanks && o.minRanks <= maxRanks
                    && minBytes <= o.maxBytes && o.minBytes <= maxBytes;
        }
    }

    private final String name;
    private final List<Rule> rules;

    private CollsimRules(String name, List<Rule> rules) {
        this.name = name;
        this.rules = List.copyOf(rules);
    }

    /** The rules in {@code in} ({@code source} names the file in messages), algorithms from {@code algorithms}. */
    public static CollsimRules fromFile(String name, String source, InputStream in, AlgorithmRegistry algorithms) {
        JsonNode root;
        try {
            root = JSON.readTree(in);
        } catch (JsonProcessingException e) {
            throw SelectionFileException.notJson(source, e);
        } catch (IOException e) {
            throw SelectionFileException.cannotRead(source, e);
        }
        if (root == null || !root.isObject() || root.size() != 1 || !root.path("rules").isArray()) {
            throw new SelectionFileException(source + ": $: expected {\"rules\": [...]}, found "
                    + (root == null ? "nothing" : root.toString().length() > 60 ? "another value" : root.toString()));
        }
        List<Rule> rules = new ArrayList<>();
        for (int i = 0; i < root.get("rules").size(); i++) {
            String at = source + ": $.rules[" + i + "]";
            Rule r = rule(at, root.get("rules").get(i), algorithms);
            for (int j = 0; j < rules.size(); j++) {
                if (rules.get(j).overlaps(r)) {
                    throw new SelectionFileException(at + ": expected a rule that overlaps no other, found one that "
                            + "overlaps $.rules[" + j + "] (" + r.collective().id() + ")");
                }
            }
            rules.add(r);
        }
        return new CollsimRules(name, rules);
    }

    /** The same rules under another name. */
    public static CollsimRules of(String name, List<Rule> rules) {
        return new CollsimRules(name, rules);
    }

    public List<Rule> rules() {
        return rules;
    }

    private static Rule rule(String at, JsonNode json, AlgorithmRegistry algorithms) {
        if (!json.isObject()) {
            throw new SelectionFileException(at + ": expected a rule object, found " + json);
        }
        for (Iterator<String> it = json.fieldNames(); it.hasNext();) {
            String key = it.next();
            if (!KEYS.contains(key)) {
                throw new SelectionFileException(at + "." + key + ": expected one of the keys "
                        + new java.util.TreeSet<>(KEYS) + ", found \"" + key + "\"");
            }
        }
        Collective c = Collective.fromId(json.path("collective").asText(""));
        if (c == null || algorithms.names(c).isEmpty()) {
            throw new SelectionFileException(at + ".collective: expected a collective collsim has ("
                    + String.join(", ", algorithms.collectives().stream().map(Collective::id).toList()) + "), found "
                    + json.get("collective"));
        }
        Rule r = new Rule(c, bound(at, json, "min_ranks", 1), bound(at, json, "max_ranks", Long.MAX_VALUE),
                bound(at, json, "min_bytes", 0), bound(at, json, "max_bytes", Long.MAX_VALUE),
                algorithm(at + ".algorithm", c, json.get("algorithm"), algorithms));
        if (r.minRanks() > r.maxRanks() || r.minBytes() > r.maxBytes()) {
            throw new SelectionFileException(at + ": expected min_ranks <= max_ranks and min_bytes <= max_bytes, found "
                    + r.minRanks() + ".." + r.maxRanks() + " ranks, " + r.minBytes() + ".." + r.maxBytes() + " bytes");
        }
        return r;
    }

    private static long bound(String at, JsonNode json, String key, long absent) {
        JsonNode v = json.get(key);
        if (v == null) {
            return absent;
        }
        if (!v.isIntegralNumber() || !v.canConvertToLong() || v.asLong() < (key.endsWith("ranks") ? 1 : 0)) {
            throw new SelectionFileException(at + "." + key + ": expected a whole number of at least "
                    + (key.endsWith("ranks") ? 1 : 0) + ", found " + v);
        }
        return v.asLong();
    }

    /** "knomial" or "knomial:k=4,..." as a registered, configured algorithm. */
    private static CollectiveAlgorithm algorithm(String at, Collective c, JsonNode v, AlgorithmRegistry algorithms) {
        String label = v == null || !v.isTextual() ? "" : v.asText();
        String[] parts = label.split(":", 2);
        Optional<CollectiveAlgorithm> found = algorithms.find(c, parts[0]);
        if (v == null || !v.isTextual()) {
            throw new SelectionFileException(at + ": expected " + algorithms.of(c).expected()
                    + " (parameters after a colon), found " + (v == null ? "none" : v.toString()));
        }
        if (found.isEmpty()) {
            throw new SelectionFileException(at + ": expected " + algorithms.of(c).expected()
                    + " (parameters after a colon), found " + algorithms.of(c).found(parts[0]));
        }
        Map<String, Long> values = new LinkedHashMap<>();
        for (String p : parts.length > 1 ? parts[1].split(",") : new String[0]) {
            String[] kv = p.split("=", 2);
            if (kv.length != 2 || !kv[1].matches("\\d{1,18}")) {
                throw new SelectionFileException(at + ": expected parameters as name=whole number, found \"" + p + "\"");
            }
            values.put(kv[0], Long.parseLong(kv[1]));
        }
        AlgorithmRegistry.Configured configured = AlgorithmRegistry.configure(found.get(), values);
        if (configured.algorithm() == null) {
            throw new SelectionFileException(at + ": " + String.join("; ", configured.problems()));
        }
        return configured.algorithm();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Optional<Selection> select(SelectionQuery q) {
        return rules.stream().filter(r -> r.holds(q.collective(), q.ranks(), q.avgMsgBytes())).findFirst()
                .map(r -> new Selection(r.algorithm(), r.algorithm().label(), false));
    }
}
