package org.collsim.mpi.select;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.coll.Restriction;
import org.collsim.mpi.comm.NodeLayout;

/**
 * Open MPI's {@code coll/tuned} selection. The built-in {@code ompi} selector holds the fixed
 * decision rules of ompi/mca/coll/tuned/coll_tuned_decision_fixed.c as data (ompi-fixed.json, in
 * Open MPI's JSON rules format) and measures a call as those functions do; a user's rules file
 * ({@code coll_tuned_dynamic_rules_filename}, JSON or classic) is measured as
 * coll_tuned_decision_dynamic.c does and falls back to the fixed rules where it has no rule, as
 * Open MPI does. Open MPI's algorithm names become collsim's through {@link OmpiNames}.
 */
public final class OmpiSelector implements Selector {
    /** The built-in fixed rules (see docs/SELECTION.md for the version they come from). */
    public static final String BUILT_IN_RESOURCE = "ompi-fixed.json";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String name;
    private final OmpiRules rules;
    private final OmpiSelector fixed;
    private final AlgorithmRegistry algorithms;

    private OmpiSelector(String name, OmpiRules rules, OmpiSelector fixed, AlgorithmRegistry algorithms) {
        this.name = name;
        this.rules = rules;
        this.fixed = fixed;
        this.algorithms = algorithms;
    }

    /** The {@code ompi} selector: Open MPI's fixed decision rules. */
    public static OmpiSelector builtIn(AlgorithmRegistry algorithms) {
        try (InputStream in = OmpiSelector.class.getResourceAsStream(BUILT_IN_RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("missing resource " + BUILT_IN_RESOURCE);
            }
            return new OmpiSelector("ompi", read(BUILT_IN_RESOURCE, in), null, algorithms);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A user's Open MPI rules file, over the fixed rules where it has no rule. */
    public static OmpiSelector fromFile(String name, String source, InputStream in, AlgorithmRegistry algorithms) {
        return new OmpiSelector(name, read(source, in), builtIn(algorithms), algorithms);
    }

    /** Open MPI's rules in {@code in}: JSON when it starts with "{" (Open MPI tries JSON first), else classic. */
    static OmpiRules read(String source, InputStream in) {
        String text;
        try {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw SelectionFileException.cannotRead(source, e);
        }
        if (!text.strip().startsWith("{")) {
            return OmpiClassicRules.read(source, text);
        }
        try {
            return OmpiJsonRules.read(source, JSON.readTree(text));
        } catch (JsonProcessingException e) {
            throw SelectionFileException.notJson(source, e);
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Optional<Selection> select(SelectionQuery query) {
        Optional<OmpiNames.Target> basic = OmpiNames.basic(query.collective());
        if (basic.isPresent()) {
            return Optional.of(selection(query.collective(), basic.get(), "basic_linear"));
        }
        Optional<OmpiRules.CommRule> comm = rules.commRule(query.collective(), query.ranks(), query.commutative(),
                query.layout());
        if (fixed != null && comm.isEmpty()) {
            return fixed.select(query); // no rule for this communicator: the fixed function Open MPI installed for it
        }
        Optional<Selection> own = comm.flatMap(r -> r.message(bytes(query)))
                .filter(rule -> !rule.algorithm().equals("ignore")).map(rule -> resolve(query, rule.algorithm()));
        // a file's rule without a choice here: Open MPI's _dec_dynamic calls _intra_dec_fixed, never the disjoint one
        return own.isPresent() || fixed == null ? own : fixed.select(query.withLayout(NodeLayout.SPREAD));
    }

    /**
     * The size Open MPI compares: the fixed decisions use type size x count (the whole buffer for
     * bcast, reduce and allreduce, the block per rank or destination for allgather, gather, scatter
     * and alltoall, the whole vector for reduce_scatter); the dynamic ones multiply the blocks of
     * allgather, gather, scatter and alltoall by the communicator size, and scan and exscan use
     * type size x communicator size; barrier moves nothing. Both measure allgatherv by the total
     * over the communicator size and alltoallv not at all (the fixed decision looks at the
     * communicator size only, a rules file's first rule counts).
     */
    private long bytes(SelectionQuery q) {
        return switch (q.collective()) {
            case ALLGATHERV -> q.avgMsgBytes() / q.ranks();
            case ALLTOALLV, BARRIER -> 0;
            case ALLGATHER, GATHER, SCATTER, ALLTOALL -> fixed == null ? q.avgMsgBytes() : q.avgMsgBytes() * q.ranks();
            case SCAN, EXSCAN -> fixed == null ? q.avgMsgBytes() : (long) q.elementBytes() * q.ranks();
            case BCAST, REDUCE, ALLREDUCE, REDUCE_SCATTER -> q.avgMsgBytes();
            case GATHERV, SCATTERV, ALLTOALLW, REDUCE_SCATTER_BLOCK -> throw new SelectionFileException(
                    "the " + name + " selector has no rules for " + q.collective().id());
        };
    }

    /** Open MPI's algorithm number for the collsim algorithm labelled {@code label}, when Open MPI has it. */
    public static Optional<Integer> ompiNumber(Collective c, String label) {
        return OmpiNames.ompiNumber(c, label);
    }

    /** Open MPI's collective id of {@code c} in rules files, when Open MPI's tuned component selects for it. */
    public static Optional<Integer> ompiCollectiveId(Collective c) {
        return OmpiNames.algorithms(c).isEmpty() ? Optional.empty() : Optional.of(OmpiNames.id(c));
    }

    private Selection resolve(SelectionQuery query, String ompiName) {
        Collective c = query.collective();
        for (OmpiNames.Target t : OmpiNames.targets(c, ompiName)) {
            CollectiveAlgorithm a = registered(c, t, ompiName);
            boolean powerOfTwo = t.powerOfTwoOnly() || a.restrictions().contains(Restriction.POWER_OF_TWO_RANKS);
            boolean even = a.restrictions().contains(Restriction.EVEN_RANKS);
            if ((!powerOfTwo || query.ranksArePowerOfTwo()) && (!even || query.ranks() % 2 == 0)) {
                return selection(c, t, ompiName);
            }
        }
        throw new SelectionFileException("selector \"" + name + "\" chose Open MPI " + c.id() + " algorithm \""
                + ompiName + "\", which collsim does not map to one of its algorithms");
    }

    private Selection selection(Collective c, OmpiNames.Target t, String ompiName) {
        CollectiveAlgorithm a = registered(c, t, ompiName);
        return new Selection(t.parameters().isEmpty() ? a : a.withParameters(t.parameters()), ompiName, t.substitute());
    }

    private CollectiveAlgorithm registered(Collective c, OmpiNames.Target t, String ompiName) {
        return algorithms.find(c, t.algorithm()).orElseThrow(() -> new SelectionFileException(
                "selector \"" + name + "\": Open MPI algorithm \"" + ompiName + "\" maps to " + c.id() + " \""
                        + t.algorithm() + "\", which is not registered"));
    }
}
