package org.collsim.scenario;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.error.BadInputException;
import org.collsim.replay.ti.TiAlgorithms;
import org.collsim.replay.ti.TiFiles;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;

/**
 * Reads {@code "trace": {"file": "app.ti", "format": "ti", "flops": "1Gf", "algorithms": {"bcast": "binomial"}}}:
 * a SimGrid TI trace (or index) relative to the scenario file's folder, its format (only {@code "ti"}:
 * GOAL schedules are replayed by {@code collsim replay}), the host speed that prices its compute
 * actions and the algorithms behind world's table for its collectives (below the scenario's layers).
 * The same file is read once per scenario, whatever the number of sweep variants.
 */
final class TraceParser {
    static final String TRACE = "trace";
    private final Path folder;
    private final AlgorithmRegistry registry;
    private final Map<String, TiFiles.TiTrace> read = new HashMap<>();

    /**
     * @param folder   the folder relative trace paths resolve against (the scenario file's)
     * @param registry the algorithms {@code "algorithms"} may name
     */
    TraceParser(Path folder, AlgorithmRegistry registry) {
        this.folder = folder;
        this.registry = registry;
    }

    Optional<TraceSpec> parse(Cursor c) {
        if (!c.object("a trace object with \"file\" and optional \"format\" (\"ti\"), \"flops\" and \"algorithms\"",
                List.of("file"), List.of("file", "format", "flops", "algorithms"))) {
            return Optional.empty();
        }
        Optional<String> format = c.field("format").isPresent() ? c.field("format").string("a trace format (\"ti\")")
                : Optional.of("ti");
        if (format.isPresent() && !format.get().equals("ti")) {
            c.field("format").fail("\"ti\" (a GOAL schedule is replayed by collsim replay, under loggp alone)",
                    JsonText.quote(format.get()));
            return Optional.empty();
        }
        Optional<BigDecimal> flops = Optional.empty();
        if (c.field("flops").isPresent()) {
            Optional<String> text = c.field("flops").string("a host speed in flop/s (\"1e9\", \"1Gf\")");
            flops = text.flatMap(TiFiles::hostSpeed);
            if (text.isPresent() && flops.isEmpty()) {
                c.field("flops").fail("a host speed in flop/s (\"1e9\", \"1Gf\")", JsonText.quote(text.get()));
                return Optional.empty();
            }
        }
        Optional<Map<Collective, CollectiveAlgorithm>> algorithms = algorithms(c.field("algorithms"));
        Optional<String> file = c.field("file").string("a trace file (relative to the scenario's folder)");
        if (file.isEmpty() || format.isEmpty() || (c.field("flops").isPresent() && flops.isEmpty()) || algorithms.isEmpty()) {
            return Optional.empty();
        }
        return read(c.field("file"), file.get(), flops.orElse(null))
                .map(t -> new TraceSpec(file.get(), t.withAlgorithms(algorithms.get())));
    }

    /** {@code {"bcast": "binomial", ...}}: per collective of the library, one of its algorithms (empty when absent). */
    private Optional<Map<Collective, CollectiveAlgorithm>> algorithms(Cursor c) {
        Map<Collective, CollectiveAlgorithm> out = new EnumMap<>(Collective.class);
        if (!c.isPresent()) {
            return Optional.of(out);
        }
        String collectives = String.join(", ", registry.collectives().stream().map(Collective::id).toList());
        if (!c.node().isObject()) {
            c.fail("an object of collective names (" + collectives + ") to algorithm names");
            return Optional.empty();
        }
        boolean ok = true;
        for (Cursor.Field f : c.fields()) {
            Collective coll = Collective.fromId(f.name());
            if (coll == null || registry.algorithms(coll).isEmpty()) {
                f.value().fail("a collective of the library (" + collectives + ")", JsonText.quote(f.name()));
                ok = false;
                continue;
            }
            Optional<String> text = f.value().string("an algorithm of " + coll.id() + " (\"binomial\", \"knomial:k=4\")");
            TiAlgorithms.Choice a = text.map(t -> TiAlgorithms.choose(registry, coll, t)).orElse(null);
            if (a != null && a.algorithm() == null) {
                f.value().fail(a.expected(), a.found());
            }
            ok &= a != null && a.algorithm() != null;
            if (ok) {
                out.put(coll, a.algorithm());
            }
        }
        return ok ? Optional.of(out) : Optional.empty();
    }

    private Optional<TiFiles.TiTrace> read(Cursor c, String file, BigDecimal flops) {
        String key = file + "@" + flops;
        if (read.containsKey(key)) {
            return Optional.of(read.get(key));
        }
        try {
            Path path = folder.resolve(file);
            if (!Files.isRegularFile(path)) {
                c.fail("a TI trace file", "no file at " + path.toAbsolutePath());
                return Optional.empty();
            }
            TiFiles.TiTrace trace = TiFiles.read(path, flops);
            read.put(key, trace);
            return Optional.of(trace);
        } catch (BadInputException | IOException | InvalidPathException e) {
            c.fail("a readable TI trace", e.getMessage());
            return Optional.empty();
        }
    }
}
