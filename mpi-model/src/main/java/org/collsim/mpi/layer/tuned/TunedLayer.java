package org.collsim.mpi.layer.tuned;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.Set;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.CollCall;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.comm.CollFn;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.layer.Layer;
import org.collsim.mpi.sched.ScheduleBuilder;
import org.collsim.mpi.select.MpichSelector;
import org.collsim.mpi.select.SelectionQuery;

/**
 * Chooses among the algorithm library by message size and rank count as MPICH's CVAR-driven
 * selection does, through the selection engine: its decision is an MPICH selection tree
 * (tuned-cvars.json) whose thresholds are the {@link TunedThresholds}. When its choice is not in
 * the registry or cannot run the call, it falls through to the table below.
 */
public final class TunedLayer implements Layer {
    public static final String NAME = "tuned";
    static final String TREE_RESOURCE = "tuned-cvars.json";
    /** Every collective but reduce_scatter_block, for which tuned-cvars.json has no tree (MPICH's CVARs name none). */
    private static final Set<Collective> COLLECTIVES = EnumSet.complementOf(EnumSet.of(Collective.REDUCE_SCATTER_BLOCK));

    private final MpichSelector tree;
    private final AlgorithmRegistry registry;

    public TunedLayer(TunedThresholds thresholds, AlgorithmRegistry registry) {
        this.tree = MpichSelector.fromFile(NAME, TREE_RESOURCE, new ByteArrayInputStream(
                thresholds.fill(template()).getBytes(StandardCharsets.UTF_8)), registry);
        this.registry = registry;
    }

    private static String template() {
        try (InputStream in = TunedLayer.class.getResourceAsStream(TREE_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + TREE_RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Set<CollEntry> overrides() {
        return CollEntry.bothOf(COLLECTIVES);
    }

    @Override
    public CollFn function() {
        return this::build;
    }

    private void build(CollCall call, ScheduleBuilder schedule) {
        Collective c = call.entry().collective();
        CollectiveAlgorithm a = registry.find(c, choose(c, call.args())).orElse(null);
        if (a == null || AlgorithmRegistry.violation(a, call.args()).isPresent()) {
            call.fallThrough(schedule);
            return;
        }
        call.build(a, schedule);
    }

    /** The registry name the tree gives this call (the call's operation decides commutativity). */
    public String choose(Collective c, CollArgs args) {
        SelectionQuery q = SelectionQuery.of(c, args, NodeLayout.SPREAD);
        return tree.algorithmName(q).orElseThrow(() -> new IllegalArgumentException(
                "the tuned layer has no selection for " + c.id()));
    }
}
