package org.collsim.scenario;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.collsim.mpi.layer.LayerFactory;
import org.collsim.mpi.layer.Layers;
import org.collsim.mpi.layer.hierarchical.HierarchicalLayer;
import org.collsim.scenario.json.Cursor;
import org.collsim.scenario.json.JsonText;
import org.collsim.engine.registry.Suggest;

/**
 * Parses the scenario's layer fields: {@code layers} (one stack, upper layer first) or
 * {@code layer_stacks} (a sweep over stacks), never both; {@code layer_params} (per layer,
 * checked against {@link LayerFactory#parameters()} and then by creating the layer once);
 * {@code mpi} (hook order and dispatch rule, see {@link MpiOptionsParser}). Layer names come
 * from {@link Layers}, i.e. every {@link java.util.ServiceLoader} plug-in on the class path.
 */
final class LayersParser {
    static final String LAYERS = "layers";
    static final String LAYER_STACKS = "layer_stacks";
    static final String LAYER_PARAMS = "layer_params";
    static final String MPI = "mpi";
    private static final String STACK_EXPECTED =
            "a layer stack: an array of layer names, upper layer first, such as [\"hierarchical\", \"tuned\"]";

    private final Layers layers;

    LayersParser(Layers layers) {
        this.layers = layers;
    }

    Optional<LayerSetup> parse(Cursor root, OptionalInt ranksPerNode) {
        Cursor one = root.field(LAYERS);
        Cursor many = root.field(LAYER_STACKS);
        if (one.isPresent() && many.isPresent()) {
            many.fail("either \"layers\" (one stack) or \"layer_stacks\" (a sweep over stacks)", "both");
            return Optional.empty();
        }
        Map<String, Cursor> firstUse = new LinkedHashMap<>();
        Optional<List<LayerStack>> stacks = one.isPresent() ? stack(one, firstUse).map(List::of)
                : many.isPresent() ? stackList(many, firstUse) : Optional.of(List.of(LayerStack.EMPTY));
        boolean nodesOk = checkNodes(firstUse, ranksPerNode);
        int perNode = ranksPerNode.orElse(1);
        Optional<Map<String, Map<String, String>>> params =
                new LayerParamsParser(layers, perNode).parse(root.field(LAYER_PARAMS), firstUse, stacks.isPresent());
        Optional<MpiOptionsParser.MpiOptions> mpi = MpiOptionsParser.parse(root.field(MPI));
        if (stacks.isEmpty() || !nodesOk || params.isEmpty() || mpi.isEmpty()) {
            return Optional.empty();
        }
        LayerSetup setup = new LayerSetup(stacks.get(), params.get(), perNode, mpi.get().hookOrder(), mpi.get().dispatchRule());
        return creatable(setup, firstUse, root.field(LAYER_PARAMS)) ? Optional.of(setup) : Optional.empty();
    }

    private Optional<List<LayerStack>> stackList(Cursor c, Map<String, Cursor> firstUse) {
        Optional<List<Cursor>> items = c.array("a non-empty array of layer stacks such as [[], [\"hierarchical\"]]", 1);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<LayerStack> out = new ArrayList<>();
        Map<List<String>, String> seen = new HashMap<>();
        for (Cursor item : items.get()) {
            Optional<LayerStack> stack = stack(item, firstUse);
            if (stack.isEmpty()) {
                continue;
            }
            String earlier = seen.putIfAbsent(stack.get().names(), item.path());
            if (earlier != null) {
                item.fail("each stack once", stack.get().describe() + " again (also at " + earlier + ")");
                continue;
            }
            out.add(stack.get());
        }
        return out.size() == items.get().size() ? Optional.of(out) : Optional.empty();
    }

    private Optional<LayerStack> stack(Cursor c, Map<String, Cursor> firstUse) {
        Optional<List<Cursor>> items = c.array(STACK_EXPECTED, 0);
        if (items.isEmpty()) {
            return Optional.empty();
        }
        List<LayerFactory> out = new ArrayList<>();
        for (Cursor item : items.get()) {
            Optional<LayerFactory> f = layer(item);
            if (f.isEmpty()) {
                continue;
            }
            if (out.contains(f.get())) {
                item.fail("each layer once in a stack", JsonText.quote(f.get().name()) + " again");
                continue;
            }
            out.add(f.get());
            firstUse.putIfAbsent(f.get().name(), item);
        }
        return out.size() == items.get().size() ? Optional.of(new LayerStack(out)) : Optional.empty();
    }

    private Optional<LayerFactory> layer(Cursor item) {
        String expected = "a layer: " + Suggest.quotedList(layers.names());
        Optional<String> name = item.string(expected);
        if (name.isEmpty()) {
            return Optional.empty();
        }
        Optional<LayerFactory> f = layers.find(name.get());
        if (f.isEmpty()) {
            item.fail(expected, JsonText.quote(name.get()) + Suggest.didYouMean(name.get(), layers.names()));
        }
        return f;
    }

    /** The hierarchical layer splits communicators by node, so the machine must have nodes. */
    private static boolean checkNodes(Map<String, Cursor> firstUse, OptionalInt ranksPerNode) {
        Cursor at = firstUse.get(HierarchicalLayer.NAME);
        if (at == null || ranksPerNode.isPresent()) {
            return true;
        }
        at.fail("a machine with \"" + MachineParser.RANKS_PER_NODE + "\" for layer \"" + HierarchicalLayer.NAME
                + "\" (it groups ranks by node)", "no \"" + MachineParser.RANKS_PER_NODE + "\" in the scenario's machine");
        return false;
    }

    /** Creates every named layer once with its parameters; a refusal is reported where they are given. */
    private static boolean creatable(LayerSetup setup, Map<String, Cursor> firstUse, Cursor paramsAt) {
        boolean ok = true;
        Map<String, LayerFactory> byName = new TreeMap<>();
        setup.stacks().forEach(s -> s.factories().forEach(f -> byName.putIfAbsent(f.name(), f)));
        for (LayerFactory f : byName.values()) {
            try {
                f.create(setup.contextFor(f.name()));
            } catch (IllegalArgumentException e) {
                Cursor at = setup.params().containsKey(f.name()) ? paramsAt.field(f.name()) : firstUse.get(f.name());
                LayerParamsParser.refused(at, f, e);
                ok = false;
            }
        }
        return ok;
    }
}
