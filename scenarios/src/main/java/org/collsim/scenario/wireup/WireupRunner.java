package org.collsim.scenario.wireup;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import org.collsim.mpi.wireup.DynamicConnect;
import org.collsim.mpi.wireup.Pattern;
import org.collsim.mpi.wireup.WireupMode;
import org.collsim.mpi.wireup.WireupModel;
import org.collsim.mpi.wireup.WireupResult;

/** Runs a wire-up scenario and renders its results as JSON and as a table. */
public final class WireupRunner {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** Everything a scenario gives: one result per rank count x pattern x mode, and each connection both ways. */
    public record Results(String scenario, List<WireupResult> wireups, List<DynamicConnect.Result> connects,
                          List<WireupScenario.Connect> groups) {
    }

    private WireupRunner() {
    }

    public static Results run(WireupScenario s) {
        List<WireupResult> out = new ArrayList<>();
        for (long ranks : s.ranks()) {
            WireupModel model = new WireupModel(s.params().withRanks(ranks));
            for (Pattern pattern : s.patterns()) {
                for (WireupMode mode : s.modes()) {
                    out.add(model.run(mode, pattern));
                }
            }
        }
        List<DynamicConnect.Result> connects = new ArrayList<>();
        List<WireupScenario.Connect> groups = new ArrayList<>();
        for (WireupScenario.Connect c : s.connects()) {
            for (boolean cache : new boolean[] {true, false}) {
                connects.add(DynamicConnect.run(s.params(), c.ranksA(), c.ranksB(), cache));
                groups.add(c);
            }
        }
        return new Results(s.name(), out, connects, groups);
    }

    /** The results as pretty-printed JSON (all times in exact picoseconds). */
    public static String json(Results r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("scenario", r.scenario());
        ArrayNode wireups = root.putArray("wireup");
        for (WireupResult w : r.wireups()) {
            ObjectNode o = wireups.addObject();
            o.put("mode", w.mode().id()).put("pattern", w.pattern().id()).put("ranks", w.ranks()).put("nodes", w.nodes())
                    .put("init_ps", w.initPs()).put("total_ps", w.totalPs()).put("pm_messages", w.pmMessages())
                    .put("pm_bytes", w.pmBytes()).put("kvs_entries_per_process", w.kvsEntriesPerProcess())
                    .put("kvs_bytes_per_process", w.kvsBytesPerProcess()).put("kvs_entries_per_proxy", w.kvsEntriesPerProxy())
                    .put("first_message_penalty_ps", w.firstMessagePenaltyPs());
        }
        ArrayNode connects = root.putArray("connect");
        for (int i = 0; i < r.connects().size(); i++) {
            DynamicConnect.Result c = r.connects().get(i);
            connects.addObject().put("ranks_a", r.groups().get(i).ranksA()).put("ranks_b", r.groups().get(i).ranksB())
                    .put("way", c.kvsCache() ? "kvs_cache" : "shared_name_space").put("connect_ps", c.connectPs())
                    .put("cache_entries_per_process", c.cacheEntriesPerProcess())
                    .put("cache_bytes_per_process", c.cacheBytesPerProcess()).put("remote_lookup_ps", c.remoteLookupPs());
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException("results are plain JSON", e);
        }
    }

    /** One line per result, times in microseconds. */
    public static String table(Results r) {
        StringBuilder b = new StringBuilder(String.format("%-7s %-9s %9s %12s %14s %12s %14s %12s %12s%n", "mode", "pattern",
                "ranks", "init_us", "total_us", "pm_msgs", "pm_bytes", "kvs/proc", "penalty_us"));
        for (WireupResult w : r.wireups()) {
            b.append(String.format("%-7s %-9s %9d %12.3f %14.3f %12d %14d %12d %12.3f%n", w.mode().id(), w.pattern().id(),
                    w.ranks(), w.initPs() / 1e6, w.totalPs() / 1e6, w.pmMessages(), w.pmBytes(), w.kvsBytesPerProcess(),
                    w.firstMessagePenaltyPs() / 1e6));
        }
        for (int i = 0; i < r.connects().size(); i++) {
            DynamicConnect.Result c = r.connects().get(i);
            b.append(String.format("connect %d + %d ranks, %s: %.3f us, %d B cached per process, remote lookup %.3f us%n",
                    r.groups().get(i).ranksA(), r.groups().get(i).ranksB(), c.kvsCache() ? "KVS cache" : "shared name space",
                    c.connectPs() / 1e6, c.cacheBytesPerProcess(), c.remoteLookupPs() / 1e6));
        }
        return b.toString();
    }
}
