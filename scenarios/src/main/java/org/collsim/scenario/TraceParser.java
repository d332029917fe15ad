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
import org.collsim.replay.goal.GoalFiles;
import org.collsim.replay.goal.GoalSyntaxException;
import org.collsim.replay.ti.TiAlgorithms;
import org.collsim.replay.ti.TiFiles;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;

/**
 * Reads {@code "trace": {"file": "app.ti", "format": "ti", "flops": "1Gf", "algorithms": {"bcast": "binomial"}}},
 * or the same as issue 10 spells it, {@code "workload": {"trace": "app.ti", "format": "ti", ...}} (not both):
 * a SimGrid TI trace (or index) or a GOAL schedule, relative to the scenario file's folder; its
 * format ({@code "ti"} or {@code "goal"}, by default the one its content shows: GOAL text starts
 * with {@code num_ranks}); the host speed that prices a TI trace's compute actions and the
 * algorithms behind world's table for its collectives (below the scenario's layers). The same file
 * is read once per scenario, whatever the number of sweep variants.
 */
final class TraceParser {
    static final String TRACE = "trace";
    static final String WORKLOAD = "workload";
    private static final String TI = "ti";
    private static final String GOAL = "goal";
    private static final String FORMATS = "a trace format (\"ti\" or \"goal\")";
    private final Path folder;
    private final AlgorithmRegistry registry;
    private final Map<String, TraceSpec> read = new HashMap<>();

    /**
     * @param folder   the folder relative trace paths resolve against (the scenario file's)
     * @param registry the algorithms {@code "algorithms"} may name
     */
    TraceParser(Path folder, AlgorithmRegistry registry) {
        this.folder = folder;
        this.registry = registry;
    }

    /** Whether the scenario at {@code root} has a trace workload, in either spelling. */
    static boolean given(Cursor root) {
        return root.field(TRACE).isPresent() || root.field(WORKLOAD).isPresent();
    }

    /** The trace workload of the scenario at {@code root}, in either spelling; empty with the problem reported. */
    Optional<TraceSpec> parseIn(Cursor root) {
        if (!root.field(WORKLOAD).isPresent()) {
            return parse(root.field(TRACE), "file");
        }
        if (root.field(TRACE).isPresent()) {
            root.field(WORKLOAD).fail("the trace workload once, as \"trace\": {\"file\": ...} or as \"workload\": "
                    + "{\"trace\": ...}", "both \"trace\" and \"workload\"");
            return Optional.empty();
        }
        return parse(root.field(WORKLOAD), TRACE);
    }

    /** {@code c} is the trace object, naming its file in {@code fileKey}. */
    private Optional<TraceSpec> parse(Cursor c, String fileKey) {
        if (!c.object("a trace object with \"" + fileKey + "\" and optional \"format\" (\"ti\" or \"goal\"), \"flops\" and "
                + "\"algorithms\"", List.of(fileKey), List.of(fileKey, "format", "flops", "algorithms"))) {
            return Optional.empty();
        }
        Optional<String> file = c.field(fileKey).string("a trace file (relative to the scenario's folder)");
        if (file.isEmpty()) {
            return Optional.empty();
        }
        Path path = folder.resolve(file.get());
        if (!Files.isRegularFile(path)) {
            c.field(fileKey).fail("a trace file", "no file at " + path.toAbsolutePath());
            return Optional.empty();
        }
        Optional<String> format = format(c.field("format"), path);
        if (format.isEmpty()) {
            return Optional.empty();
        }
        if (format.get().equals(GOAL)) {
            if (c.field("flops").isPresent()) {
                c.field("flops").fail("no \"flops\" for a GOAL schedule (its calc durations are in ns)", "\"flops\"");
                return Optional.empty();
            }
            if (c.field("algorithms").isPresent()) {
                c.field("algorithms").fail("no \"algorithms\" for a GOAL schedule (it has no collectives)", "\"algorithms\"");
                return Optional.empty();
            }
            return read(c.field(fileKey), file.get(), GOAL, () -> new TraceSpec.Goal(file.get(), GoalFiles.read(path, null)));
        }
        Optional<BigDecimal> flops = Optional.empty();
        if (c.field("flops").isPresent()) {
            Optional<String> text = c.field("flops").string("a host speed in flop/s (\"1e9\", \"1Gf\")");
            flops = text.flatMap(TiFiles::hostSpeed);
            if (text.isPresent() && flops.isEmpty()) {
                c.field("flops").fail("a host speed in flop/s (\"1e9\", \"1Gf\")", JsonText.quote(text.get()));
            }
            if (flops.isEmpty()) {
                return Optional.empty();
            }
        }
        Optional<Map<Collective, CollectiveAlgorithm>> algorithms = algorithms(c.field("algorithms"));
        if (algorithms.isEmpty()) {
            return Optional.empty();
        }
        BigDecimal speed = flops.orElse(null);
        return read(c.field(fileKey), file.get(), "ti@" + speed, () -> new TraceSpec.Ti(file.get(), TiFiles.read(path, speed)))
                .map(t -> new TraceSpec.Ti(t.file(), ((TraceSpec.Ti) t).trace().withAlgorithms(algorithms.get())));
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

    /**
     * Whether a GOAL trace can run in this scenario: on one loggp network and nothing else (LogGOPS
     * prices it), and without layers unless a benchmark or program takes them (it has no
     * collectives); false with the problem reported otherwise.
     */
    static boolean goalFits(Cursor root, MachineSpec machine, boolean otherWorkload) {
        boolean fits = true;
        if (machine.loggpAlone().isEmpty()) {
            root.field("machine").fail("a machine of one \"loggp\" network and nothing else for the GOAL trace "
                    + "(GOAL schedules are priced by LogGOPS)", machine.describe());
            fits = false;
        }
        for (String layers : List.of(LayersParser.LAYERS, LayersParser.LAYER_STACKS)) {
            if (root.field(layers).isPresent() && !otherWorkload) {
                root.field(layers).fail("no layers for a GOAL trace alone (a GOAL schedule has no collectives)",
                        JsonText.quote(layers));
                fits = false;
            }
        }
        return fits;
    }

    /** The given format, or the one the content shows. */
    private static Optional<String> format(Cursor c, Path path) {
        if (c.isPresent()) {
            Optional<String> format = c.string(FORMATS);
            if (format.isPresent() && !format.get().equals(TI) && !format.get().equals(GOAL)) {
                c.fail(FORMATS, JsonText.quote(format.get()));
                return Optional.empty();
            }
            return format;
        }
        try {
            return Optional.of(GoalFiles.isGoal(path) ? GOAL : TI);
        } catch (IOException e) {
            c.fail("a readable trace", e.getMessage());
            return Optional.empty();
        }
    }

    /** Reads a trace file. */
    @FunctionalInterface
    private interface Reader {
        TraceSpec read() throws IOException, GoalSyntaxException;
    }

    private Optional<TraceSpec> read(Cursor c, String file, String how, Reader reader) {
        String key = file + "@" + how;
        if (read.containsKey(key)) {
            return Optional.of(read.get(key));
        }
        try {
            TraceSpec trace = reader.read();
            read.put(key, trace);
            return Optional.of(trace);
        } catch (BadInputException | GoalSyntaxException | IOException | InvalidPathException e) {
            c.fail(how.equals(GOAL) ? "a readable GOAL schedule" : "a readable TI trace", e.getMessage());
            return Optional.empty();
        }
    }
}
