package org.collsim.mpi.select;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.collsim.engine.registry.Registry;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.NodeLayout;

/**
 * The registry of built-in selectors, the names a scenario's {@code "selector"} accepts, and the
 * default: a collective call that names no algorithm, and that no layer serves, runs what
 * {@link #DEFAULT} ({@code mpich}) chooses for it, as MPICH's {@code MPIR_<Coll>_impl} does with
 * its algorithm CVAR at {@code auto}.
 */
public final class Selectors {
    /** The selector behind every call that names no algorithm. */
    public static final String DEFAULT = "mpich";

    /** The defaults of the registry last asked for (almost always the built-in one). */
    private static volatile Defaults last;

    private record Defaults(AlgorithmRegistry registry, Map<Collective, CollectiveAlgorithm> byCollective) {
    }

    private Selectors() {
    }

    public static Registry<Selector> builtIn(AlgorithmRegistry algorithms) {
        return Registry.of("selector", List.of(MpichSelector.builtIn(algorithms), OmpiSelector.builtIn(algorithms)));
    }

    /**
     * What a call of {@code c} that names no algorithm runs with {@code registry}'s algorithms: the
     * {@code mpich} selector's choice per call ({@link SelectedAlgorithm}, named "mpich"); null
     * when the registry has no algorithm of {@code c}.
     */
    public static CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        Defaults d = last;
        if (d == null || d.registry() != registry) {
            Map<Collective, CollectiveAlgorithm> all = new EnumMap<>(Collective.class);
            MpichSelector mpich = MpichSelector.builtIn(registry);
            for (Collective k : registry.collectives()) {
                all.put(k, new SelectedAlgorithm(k, mpich));
            }
            d = new Defaults(registry, all);
            last = d;
        }
        return d.byCollective().get(c);
    }

    /**
     * The algorithm MPICH's selection runs for a call of {@code c} with {@code args} (what a
     * forced algorithm falls back to, {@link org.collsim.mpi.coll.Fallback}).
     *
     * @throws IllegalArgumentException when the tree has no registered algorithm for the call
     */
    public static CollectiveAlgorithm choiceFor(Collective c, CollArgs args, AlgorithmRegistry registry) {
        try {
            return ((SelectedAlgorithm) defaultFor(c, registry)).choose(args, NodeLayout.SPREAD);
        } catch (SelectionFileException e) {
            throw new IllegalArgumentException(e.getMessage(), e);
        }
    }
}
