package org.collsim.mpi.select;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollectiveAlgorithm;

/**
 * MPICH's default selection: a decision tree in MPICH's selection-file format walked as
 * {@code MPIR_Csel_search} does, its algorithm names mapped to collsim's by {@link MpichNames}.
 * The built-in tree is MPICH's own {@code maint/tuning/coll/mpir/generic.json}.
 */
public final class MpichSelector implements Selector {
    /** The built-in tree, a copy of MPICH's generic.json (see docs/SELECTION.md for the version). */
    public static final String BUILT_IN_RESOURCE = "mpich-generic.json";

    private final String name;
    private final CselNode tree;
    private final AlgorithmRegistry algorithms;

    private MpichSelector(String name, CselNode tree, AlgorithmRegistry algorithms) {
        this.name = name;
        this.tree = tree;
        this.algorithms = algorithms;
    }

    /** The {@code mpich} selector over the built-in tree (read once: every job's default asks for it). */
    public static MpichSelector builtIn(AlgorithmRegistry algorithms) {
        return new MpichSelector("mpich", BuiltInTree.TREE, algorithms);
    }

    /** The built-in tree, read when first used. */
    private static final class BuiltInTree {
        static final CselNode TREE = read();

        private static CselNode read() {
            try (InputStream in = MpichSelector.class.getResourceAsStream(BUILT_IN_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + BUILT_IN_RESOURCE);
                }
                return CselReader.read(BUILT_IN_RESOURCE, in);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    /** A selector over a user's MPICH selection file ({@code MPIR_CVAR_COLL_SELECTION_TUNING_JSON_FILE}). */
    public static MpichSelector fromFile(String name, String source, InputStream in, AlgorithmRegistry algorithms) {
        return new MpichSelector(name, CselReader.read(source, in), algorithms);
    }

    @Override
    public String name() {
        return name;
    }

    /**
     * @throws SelectionFileException when the tree names an MPICH algorithm collsim cannot map
     */
    @Override
    public Optional<Selection> select(SelectionQuery query) {
        return tree.choose(query).map(mpichName -> resolve(query, mpichName));
    }

    /**
     * The name of the collsim algorithm the tree picks for {@code query} (registered or not), or
     * empty when no key matches or the MPICH algorithm has no collsim counterpart.
     */
    public Optional<String> algorithmName(SelectionQuery query) {
        return tree.choose(query).flatMap(MpichNames::target).map(MpichNames.Target::algorithm);
    }

    /** MPICH's name for the collsim algorithm labelled {@code label} ("binomial"), when MPICH has it. */
    public static Optional<String> mpichName(org.collsim.mpi.coll.Collective c, String label) {
        return MpichNames.mpichName(c, label);
    }

    private Selection resolve(SelectionQuery query, String mpichName) {
        MpichNames.Target target = MpichNames.target(mpichName).orElseThrow(() -> new SelectionFileException(
                "selector \"" + name + "\" chose MPICH algorithm \"" + mpichName + "\" for " + query.collective().id()
                        + ", which collsim does not map to one of its algorithms"));
        CollectiveAlgorithm algorithm = algorithms.find(query.collective(), target.algorithm())
                .orElseThrow(() -> new SelectionFileException("selector \"" + name + "\": MPICH algorithm \""
                        + mpichName + "\" maps to " + query.collective().id() + " \"" + target.algorithm()
                        + "\", which is not registered"));
        return new Selection(algorithm, mpichName, target.substitute());
    }
}
