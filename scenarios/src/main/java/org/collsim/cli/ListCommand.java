package org.collsim.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Parameter;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.layer.LayerFactory;
import org.collsim.mpi.layer.Layers;
import org.collsim.scenario.ModelParam;
import org.collsim.scenario.NetworkModelType;
import org.collsim.scenario.MachinePresets;
import org.collsim.scenario.NetworkModelTypes;
import org.collsim.scenario.NicParser;
import org.collsim.scenario.NoiseParser;
import org.collsim.scenario.TopologyType;
import org.collsim.scenario.TopologyTypes;
import org.collsim.scenario.WireupCosts;
import org.collsim.engine.registry.Suggest;
import org.collsim.topo.Placement;
import org.collsim.topo.flow.RoutingPolicy;
import picocli.CommandLine.Model.CommandSpec;

/** {@code collsim list}: what this build knows, read from the registries. */
final class ListCommand implements Callable<Integer> {
    static final String NAME = "list";

    private final CollsimCli parent;
    private final CommandSpec spec = Specs.command(NAME, this,
            "Lists collectives and their algorithms, network models, layers, topologies, noise distributions and presets.");

    private ListCommand(CollsimCli parent) {
        this.parent = parent;
    }

    /** The command's model, built in code ({@link Specs}). */
    static CommandSpec spec(CollsimCli parent) {
        return new ListCommand(parent).spec;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Environment env = parent.environment();
        out.print(render(env.registry(), env.models(), env.layers()));
        out.flush();
        return ExitCodes.OK;
    }

    static String render(AlgorithmRegistry registry, NetworkModelTypes models, Layers layers) {
        StringBuilder out = new StringBuilder();
        algorithms(out, registry);
        networkModels(out, models);
        layers(out, layers);
        nicParameters(out);
        wireupParameters(out);
        topologies(out);
        noise(out);
        presets(out);
        return out.toString();
    }

    /** The MPI device ("machine.nic") parameters with their defaults. */
    private static void nicParameters(StringBuilder out) {
        out.append("\nnic (\"machine.nic\": \"type\" host or offload, \"queue\" separate or unified, "
                + "\"gather_send\" true or false (offload only, default false); defaults shown):\n");
        int width = NicParser.PARAMS.stream().mapToInt(p -> p.key().length()).max().orElse(0);
        for (ModelParam p : NicParser.PARAMS) {
            out.append("  ").append(pad(p.key(), width)).append("  ").append(pad(p.defaultText(), 8)).append("  ")
                    .append(p.meaning()).append('\n');
        }
    }

    /** The process manager's parameters of a wire-up scenario ("wireup", docs/WIREUP.md). */
    private static void wireupParameters(StringBuilder out) {
        out.append("\nwireup (collsim wireup FILE: \"modes\" pmi1, pmi2, direct; \"patterns\" none, halo, alltoall; ")
                .append("\"ranks_per_node\" default 1, \"fan_out\" default 32; a program scenario's \"wireup\": ")
                .append("\"mode\" pmi1, pmi2 or direct, \"fan_out\" default 32, the machine's ranks per node; defaults shown):\n");
        int width = WireupCosts.PARAMS.stream().mapToInt(p -> p.key().length()).max().orElse(0);
        for (ModelParam p : WireupCosts.PARAMS) {
            out.append("  ").append(pad(p.key(), width)).append("  ").append(pad(p.defaultText(), 8)).append("  ")
                    .append(p.meaning()).append('\n');
        }
    }

    /** Topology types ("machine.topology") with their sizes, and the placements. */
    private static void topologies(StringBuilder out) {
        out.append("\ntopologies (\"machine.topology\": \"type\", its sizes, \"per_hop\" and \"placement\" ")
                .append(Suggest.quotedList(Placement.REGISTRY.names())).append(", default block):\n");
        int width = TopologyTypes.REGISTRY.names().stream().mapToInt(String::length).max().orElse(0);
        for (TopologyType t : TopologyTypes.REGISTRY.all()) {
            out.append("  ").append(pad(t.name(), width)).append("  ").append(t.fieldHelp()).append('\n')
                    .append("  ").append(" ".repeat(width)).append("  ").append(t.summary()).append('\n');
        }
        out.append("routing (\"machine.topology.routing\", flow only, default minimal):\n");
        for (RoutingPolicy p : RoutingPolicy.REGISTRY.all()) {
            out.append("  ").append(pad(p.name(), width)).append("  ").append(p.summary()).append(" (").append(p.topologies())
                    .append(")\n");
        }
    }

    /** Detour distributions ("machine.noise") with their fields. */
    private static void noise(StringBuilder out) {
        out.append("\nnoise (\"machine.noise\": \"distribution\", its fields, \"rate\" such as \"1kHz\" or a period \"1ms\", ")
                .append("\"arrivals\" \"poisson\" (default) or \"periodic\"; docs/MODELS.md#noise):\n");
        for (NoiseParser.DistributionKind kind : NoiseParser.DISTRIBUTIONS.all()) {
            out.append("  ").append(pad(kind.name(), 12)).append("  ").append(String.join(", ", kind.fields())).append('\n');
        }
    }

    /** Machine presets ("machine.preset"), with what they model and where their figures come from. */
    private static void presets(StringBuilder out) {
        out.append("\npresets (\"machine\": {\"preset\": NAME, ...overrides}):\n");
        for (String name : MachinePresets.NAMES) {
            out.append("  ").append(name).append("  ").append(MachinePresets.description(name)).append('\n');
        }
    }

    /** Every layer on the class path (built-in and plug-in jars alike), with its parameters (layer_params). */
    private static void layers(StringBuilder out, Layers layers) {
        out.append("\nlayers (\"layers\" / \"layer_stacks\", upper layer first; parameters in \"layer_params\"):\n");
        if (layers.all().isEmpty()) {
            out.append("  (none on the class path)\n");
            return;
        }
        int width = layers.names().stream().mapToInt(String::length).max().orElse(0);
        for (LayerFactory f : layers.all()) {
            out.append("  ").append(pad(f.name(), width)).append("  ").append(f.description()).append('\n');
            if (!f.parameters().isEmpty()) {
                out.append("  ").append(" ".repeat(width)).append("  parameters: ")
                        .append(String.join(", ", new java.util.TreeSet<>(f.parameters()))).append('\n');
            }
        }
    }

    private static void algorithms(StringBuilder out, AlgorithmRegistry registry) {
        out.append("collectives and algorithms (* = listed first; a call that names none runs MPICH's choice):\n");
        int width = 0;
        for (CollectiveAlgorithm a : registry.all()) {
            width = Math.max(width, a.name().length());
        }
        for (Collective c : registry.collectives()) {
            out.append("  ").append(c.id()).append('\n');
            String defaultName = registry.defaultFor(c).map(CollectiveAlgorithm::name).orElse("");
            for (CollectiveAlgorithm a : registry.algorithms(c)) {
                String mark = a.name().equals(defaultName) ? "* " : "  ";
                String line = "    " + mark + pad(a.name(), width) + "  " + restrictions(a);
                out.append(line.stripTrailing()).append('\n');
                for (Parameter p : a.parameters()) {
                    out.append("        ").append(pad("", width)).append(p.name()).append(" (default ")
                            .append(p.format(p.defaultValue())).append(", ").append(p.range()).append("): ").append(p.doc()).append('\n');
                }
            }
        }
    }

    private static String restrictions(CollectiveAlgorithm a) {
        List<String> needs = new ArrayList<>();
        for (Restriction r : Restriction.values()) {
            if (a.restrictions().contains(r)) {
                needs.add(r.needs());
            }
        }
        return needs.isEmpty() ? "any rank count" : "needs " + String.join("; ", needs);
    }

    private static void networkModels(StringBuilder out, NetworkModelTypes models) {
        out.append("\nnetwork models (machine.network.model) and their parameters:\n");
        for (NetworkModelType t : models.all()) {
            out.append("  ").append(t.name()).append(": ").append(t.summary()).append('\n');
            int keyWidth = t.params().stream().mapToInt(p -> p.key().length()).max().orElse(0);
            int kindWidth = t.params().stream().mapToInt(p -> p.kind().label().length()).max().orElse(0);
            for (ModelParam p : t.params()) {
                String need = p.required() ? "required" : "optional, default " + p.kind().format(p.defaultValue());
                out.append("      ").append(pad(p.key(), keyWidth)).append("  ").append(pad(p.kind().label(), kindWidth))
                        .append("  ").append(p.meaning()).append(" (").append(need).append(")\n");
            }
        }
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
