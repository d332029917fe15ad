package org.collsim.scenario;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Function;
import org.collsim.engine.noise.NoiseModel;
import org.collsim.mpi.progress.DeviceModel;
import org.collsim.scenario.json.Cursor;
import org.collsim.engine.registry.Registry;
import org.collsim.topo.flow.FlowModel;
import org.collsim.topo.flow.FlowParameters;

/**
 * Parses {@code machine}: {@code network} (between nodes), optional {@code intra_node} (inside a
 * node, same models and spellings, read by the same {@link NetworkParser}), optional
 * {@code ranks_per_node}, optional {@code nic} (the MPI device, {@link NicParser}), optional
 * {@code topology} ({@link TopologyParser}), optional {@code noise} ({@link NoiseParser}), or a {@code preset} whose fields the others override.
 */
final class MachineParser {
    static final String RANKS_PER_NODE = "ranks_per_node";
    static final String NICS_PER_NODE = "nics_per_node";
    static final String INTRA_NODE = "intra_node";
    static final String NIC = "nic";
    static final String PRESET = "preset";

    private final NetworkParser networkParser;
    private final NicParser nicParser = new NicParser();
    private final TopologyParser topologyParser = new TopologyParser();
    private final NoiseParser noiseParser = new NoiseParser();

    MachineParser(NetworkParser networkParser) {
        this.networkParser = networkParser;
    }

    Optional<MachineSpec> parse(Cursor c) {
        Cursor presetAt = c.field(PRESET);
        Optional<String> preset = Optional.empty();
        if (presetAt.isPresent()) {
            preset = presetName(presetAt);
            if (preset.isEmpty()) {
                return Optional.empty();
            }
            c = c.replacedBy(MachinePresets.overlay(MachinePresets.load(preset.get()).orElseThrow(), c.node()));
        }
        if (!c.isPresent() || !c.object("a machine object with a \"network\" (or a \"preset\")", List.of("network"),
                List.of(RANKS_PER_NODE, NICS_PER_NODE, INTRA_NODE, NIC, TopologyParser.TOPOLOGY, NoiseParser.NOISE, PRESET))) {
            return Optional.empty();
        }
        Cursor nicAt = c.field(NIC);
        Optional<Optional<DeviceModel>> nic = optional(nicAt, nicParser::parse);
        if (nic.isEmpty()) {
            return Optional.empty();
        }
        Cursor networkAt = c.field("network");
        Optional<NetworkSpec> network = networkAt.isPresent() ? networkParser.parse(networkAt) : Optional.empty();
        Cursor intraAt = c.field(INTRA_NODE);
        Optional<Optional<NetworkSpec>> intra = optional(intraAt, networkParser::parse);
        Cursor perNodeAt = c.field(RANKS_PER_NODE);
        OptionalLong perNode = perNodeAt.isPresent()
                ? perNodeAt.integer("a number of ranks per node", 1, BenchmarkParser.MAX_RANKS) : OptionalLong.of(0);
        if (intraAt.isPresent() && !perNodeAt.isPresent()) {
            intraAt.fail("\"" + RANKS_PER_NODE + "\" beside \"" + INTRA_NODE + "\" (without nodes no message is intra-node)",
                    "no \"" + RANKS_PER_NODE + "\" in the machine");
            return Optional.empty();
        }
        OptionalInt nicsPerNode = nicsPerNode(c, perNodeAt.isPresent() ? OptionalLong.of(perNode.orElse(1)) : OptionalLong.empty());
        Cursor topologyAt = c.field(TopologyParser.TOPOLOGY);
        Optional<Optional<TopologySpec>> topology = optional(topologyAt, topologyParser::parse);
        Optional<Optional<NoiseModel>> noise = optional(c.field(NoiseParser.NOISE), noiseParser::parse);
        if (network.isEmpty() || intra.isEmpty() || perNode.isEmpty() || nicsPerNode == null || topology.isEmpty()
                || noise.isEmpty()) {
            return Optional.empty();
        }
        if (!flowFits(c, network.get(), intra.get(), topology.get())) {
            return Optional.empty();
        }
        OptionalInt ranksPerNode = perNodeAt.isPresent() ? OptionalInt.of((int) perNode.getAsLong()) : OptionalInt.empty();
        return Optional.of(new MachineSpec(network.get(), intra.get(), ranksPerNode, nicsPerNode, nic.get(), preset,
                topology.get(), noise.get(), ResolvedMachine.of(c.node(), network.get(), intra.get())));
    }

    /**
     * {@code nics_per_node}: 1 to ranks_per_node, 1 when absent beside ranks_per_node, empty without
     * nodes; null (reported) when invalid.
     */
    private static OptionalInt nicsPerNode(Cursor c, OptionalLong ranksPerNode) {
        Cursor at = c.field(NICS_PER_NODE);
        if (!at.isPresent()) {
            return ranksPerNode.isPresent() ? OptionalInt.of(1) : OptionalInt.empty();
        }
        if (ranksPerNode.isEmpty()) {
            at.fail("\"" + NICS_PER_NODE + "\" beside \"" + RANKS_PER_NODE + "\"", "no \"" + RANKS_PER_NODE + "\" in the machine");
            return null;
        }
        long max = ranksPerNode.getAsLong();
        OptionalLong nics = at.integer("a number of NICs per node, 1 to ranks_per_node (" + max + ")", 1, max);
        return nics.isPresent() ? OptionalInt.of((int) nics.getAsLong()) : null;
    }

    /**
     * A flow network needs a topology (torus, fat tree or dragonfly: all are routed) and prices messages
     * between nodes only; reports what is missing and returns false.
     */
    private static boolean flowFits(Cursor c, NetworkSpec network, Optional<NetworkSpec> intra,
                                    Optional<TopologySpec> topology) {
        boolean fits = true;
        if (intra.isPresent() && intra.get().model() instanceof FlowParameters) {
            c.field(INTRA_NODE).field("model").fail("\"hockney\" or \"loggp\" (flow prices messages between nodes only)",
                    "\"flow\"");
            fits = false;
        }
        if (!(network.model() instanceof FlowParameters)) {
            return fits;
        }
        Cursor topologyAt = c.field(TopologyParser.TOPOLOGY);
        if (topology.isEmpty()) {
            topologyAt.fail("a \"topology\" beside a \"flow\" network (flows are routed over its links)",
                    "no \"topology\" in the machine");
            return false;
        }
        TopologySpec t = topology.get();
        try { // the exact-share units of these bandwidths on this topology (docs/MODELS.md, flow)
            new FlowModel((FlowParameters) network.model(), t.topology(), t.routing(), new int[0], t.perHopPs());
        } catch (IllegalArgumentException e) {
            c.field("network").fail("flow bandwidths whose exact shares fit in 2^40 units", e.getMessage());
            return false;
        }
        return fits;
    }

    /** An optional field: empty on a problem, else the parsed value or empty when absent. */
    private static <T> Optional<Optional<T>> optional(Cursor at, Function<Cursor, Optional<T>> parser) {
        return at.isPresent() ? parser.apply(at).map(Optional::of) : Optional.of(Optional.empty());
    }

    private static Optional<String> presetName(Cursor at) {
        Registry<MachinePresets.Preset> presets = MachinePresets.REGISTRY;
        Optional<String> name = at.string(presets.expected());
        if (name.isPresent() && presets.find(name.get()).isEmpty()) {
            at.fail(presets.expected(), presets.found(name.get()));
            return Optional.empty();
        }
        return name;
    }
}
