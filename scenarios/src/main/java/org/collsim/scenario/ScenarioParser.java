package org.collsim.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Pattern;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.layer.Layers;
import org.collsim.mpi.wireup.Wireup;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.scenario.json.Problems;
import org.collsim.scenario.program.ProgramParser;
import org.collsim.scenario.program.ProgramSpec;
import org.collsim.topo.flow.FlowParameters;

/** Walks a scenario's JSON tree, collecting every problem; yields a {@link Scenario} only when there are none. */
final class ScenarioParser {
    /** Scenario names become directory names (results/NAME), so they are kept to safe characters. */
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,99}");
    private static final String NAME_EXPECTED =
            "a scenario name of up to 100 letters, digits, '.', '_' or '-' (it names the directory results/NAME)";

    static final String LINK_STATS = "link_stats";
    private static final List<String> OPTIONAL = List.of("description", "benchmark", "program", LayersParser.LAYERS,
            LayersParser.LAYER_STACKS, LayersParser.LAYER_PARAMS, LayersParser.MPI, CommWorkloadParser.COMM_WORKLOAD, "replications",
            TraceParser.TRACE, TraceParser.WORKLOAD, LimitsParser.LIMITS, ProgramWireupParser.WIREUP, LINK_STATS);

    private final MachineParser machineParser;
    private final BenchmarkParser benchmarkParser;
    private final LayersParser layersParser;
    private final AlgorithmRegistry registry;
    private final Limits.Overrides limitOverrides;

    ScenarioParser(AlgorithmRegistry registry, NetworkModelTypes models, Layers layers, Limits.Overrides limitOverrides) {
        this.limitOverrides = limitOverrides;
        this.machineParser = new MachineParser(new NetworkParser(models));
        this.benchmarkParser = new BenchmarkParser(registry);
        this.layersParser = new LayersParser(layers);
        this.registry = registry;
    }

    /**
     * @param directory the directory the scenario's file names are relative to
     * @param traces    reads a {@code "trace"} workload's file (once for all sweep variants)
     */
    Optional<Scenario> parse(JsonNode tree, Problems problems, Path directory, TraceParser traces) {
        Cursor root = Cursor.root(tree, problems, directory);
        if (!root.object("a scenario object with \"name\", \"seed\", \"machine\" and \"benchmark\"",
                List.of("name", "seed", "machine"), OPTIONAL)) {
            return Optional.empty();
        }
        Optional<String> name = name(root.field("name"));
        Optional<String> description = root.field("description").isPresent()
                ? root.field("description").string("a description (a string)") : Optional.of("");
        OptionalLong seed = seed(root.field("seed"));
        OptionalLong replications = root.field("replications").isPresent()
                ? root.field("replications").integer("a number of replications", 1, Scenario.MAX_REPLICATIONS) : OptionalLong.of(1);
        Optional<Limits> limits = LimitsParser.parse(root.field(LimitsParser.LIMITS)).map(l -> l.with(limitOverrides));
        Optional<MachineSpec> machine = root.field("machine").isPresent()
                ? machineParser.parse(root.field("machine")) : Optional.empty();
        Optional<Boolean> linkStats = linkStats(root.field(LINK_STATS), machine);
        Optional<Benchmark> benchmark = root.field("benchmark").isPresent()
                ? benchmarkParser.parse(root.field("benchmark"),
                machine.map(MachineSpec::ranksPerNodeOrOne).orElse(1)) : Optional.empty();
        Optional<LayerSetup> layers = layersParser.parse(root,
                machine.map(MachineSpec::ranksPerNode).orElse(java.util.OptionalInt.of(1)));
        Optional<Optional<CommWorkload>> workload = CommWorkloadParser.parse(root.field(CommWorkloadParser.COMM_WORKLOAD));
        // program workload (org.collsim.scenario.program): "benchmark", "program" or both; its parser
        // (a score of statement parsers) made only for a program
        Optional<ProgramSpec> program = root.field("program").isPresent()
                ? new ProgramParser(registry, c -> SelectorFiles.parse(c, registry)).parse(root.field("program"))
                : Optional.empty();
        Optional<Optional<Wireup>> wireup = ProgramWireupParser.parse(root.field(ProgramWireupParser.WIREUP));
        if (root.field(ProgramWireupParser.WIREUP).isPresent() && !root.field("program").isPresent()) {
            root.field(ProgramWireupParser.WIREUP).fail("\"wireup\" only with a \"program\" workload", "no \"program\"");
        }
        boolean hasTrace = TraceParser.given(root);
        Optional<TraceSpec> trace = hasTrace ? traces.parseIn(root) : Optional.empty();
        boolean hasWorkload = root.field("benchmark").isPresent() || root.field("program").isPresent()
                || hasTrace || root.field(CommWorkloadParser.COMM_WORKLOAD).isPresent();
        boolean traceFits = !(trace.orElse(null) instanceof TraceSpec.Goal) || machine.isEmpty()
                || TraceParser.goalFits(root, machine.get(), root.field("benchmark").isPresent() || root.field("program").isPresent());
        if (!hasWorkload) {
            root.field("benchmark").fail("required field \"benchmark\" (or \"program\", \"trace\" or \"comm_workload\")", "no such field");
        }
        if (name.isEmpty() || description.isEmpty() || seed.isEmpty() || machine.isEmpty() || !hasWorkload
                || (root.field("benchmark").isPresent() && benchmark.isEmpty())
                || (root.field("program").isPresent() && program.isEmpty())
                || (hasTrace && trace.isEmpty()) || !traceFits
                || layers.isEmpty() || workload.isEmpty() || replications.isEmpty() || limits.isEmpty()
                || wireup.isEmpty() || (wireup.get().isPresent() && program.isEmpty()) || linkStats.isEmpty()) {
            return Optional.empty();
        }
        program = program.map(p -> wireup.get().map(w -> new ProgramSpec(p.ranks(), p.program().withWireup(w), p.selector())).orElse(p));
        TopologyParser.checkFits(machine.get(), benchmark.orElse(null), program.orElse(null), layers.get(), problems);
        return Optional.of(new Scenario(name.get(), description.get(), seed.getAsLong(), machine.get(),
                benchmark.orElse(null), layers.get(), workload.get(), program.orElse(null), trace.orElse(null),
                (int) replications.getAsLong(), limits.get(), linkStats.get(), java.util.Map.of(), List.of()));
    }

    /** {@code "link_stats"}: a boolean, false when absent; true needs a flow network (the one model with links to count). */
    private static Optional<Boolean> linkStats(Cursor at, Optional<MachineSpec> machine) {
        if (!at.isPresent()) {
            return Optional.of(false);
        }
        if (!at.node().isBoolean()) {
            at.fail("true or false");
            return Optional.empty();
        }
        boolean on = at.node().booleanValue();
        if (on && machine.isPresent() && !(machine.get().network().model() instanceof FlowParameters)) {
            at.fail("link statistics of a \"flow\" network (the one model that routes messages over links)",
                    "true with a " + machine.get().network().modelName() + " network");
            return Optional.empty();
        }
        return Optional.of(on);
    }

    private static Optional<String> name(Cursor c) {
        if (!c.isPresent()) {
            return Optional.empty();
        }
        Optional<String> name = c.string(NAME_EXPECTED);
        if (name.isPresent() && !NAME.matcher(name.get()).matches()) {
            c.fail(NAME_EXPECTED, JsonText.quote(name.get()));
            return Optional.empty();
        }
        return name;
    }

    private static OptionalLong seed(Cursor c) {
        return c.isPresent() ? c.integer("a seed", 0, Long.MAX_VALUE) : OptionalLong.empty();
    }
}
