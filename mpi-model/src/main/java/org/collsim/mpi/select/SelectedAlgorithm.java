package org.collsim.mpi.select;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.NodeLayout;
import org.collsim.mpi.comm.PerCallChoice;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * What a scenario with {@code "selector"} asks for: one collective served by whatever the
 * selector chooses for each call. Named after the selector; the default table builds (and the
 * {@code ran} record names) the chosen algorithm. The call's operation says whether it is
 * commutative; every collsim operation is built in. A choice is run as chosen or not at all: a
 * call no rule covers, or whose chosen algorithm cannot run it, is an error, never a quiet switch
 * to another algorithm. That is MPICH's behaviour for its selection tree: {@code MPIR_Csel_search}
 * finds no container and {@code MPIR_<Coll>_allcomm_auto} asserts one ({@code MPIR_Assert(cnt)},
 * maint/gen_coll.py); the tree's choice is called without the restriction check that hands an
 * algorithm forced by CVAR to {@code MPIR_CVAR_COLLECTIVE_FALLBACK}, and the algorithm asserts
 * (e.g. {@code MPIR_Reduce_scatter_intra_noncommutative} on a number of ranks not a power of two).
 */
public final class SelectedAlgorithm implements CollectiveAlgorithm, PerCallChoice {
    private final Collective collective;
    private final Selector selector;
    /** The last query and its answer: every rank of a call asks the same question (one walk a call, not a rank). */
    private volatile Answer last;

    private record Answer(SelectionQuery query, CollectiveAlgorithm algorithm) {
    }

    public SelectedAlgorithm(Collective collective, Selector selector) {
        this.collective = collective;
        this.selector = selector;
    }

    @Override
    public CollectiveAlgorithm choose(CollArgs args, NodeLayout layout) {
        SelectionQuery query = SelectionQuery.of(collective, args, layout);
        Answer answer = last;
        if (answer == null || !answer.query().equals(query)) {
            answer = new Answer(query, selector.select(query).map(Selection::algorithm).orElseThrow(() ->
                    new SelectionFileException("selector \"" + selector.name() + "\" has no rule for " + where(args))));
            last = answer;
        }
        CollectiveAlgorithm chosen = answer.algorithm();
        AlgorithmRegistry.violation(chosen, args).ifPresent(why -> {
            throw new SelectionFileException("selector \"" + selector.name() + "\" chooses for " + where(args)
                    + " what cannot run there: " + why);
        });
        return chosen;
    }

    private String where(CollArgs args) {
        return collective.id() + " on " + args.ranks() + " ranks, " + args.bytes() + " bytes";
    }

    @Override
    public Collective collective() {
        return collective;
    }

    @Override
    public String name() {
        return selector.name();
    }

    @Override
    public String citation() {
        return "the " + selector.name() + " selector (docs/SELECTION.md)";
    }

    @Override
    public void build(CollArgs args, int rank, ScheduleBuilder schedule) {
        // the run's table and a scenario point's estimates choose with the layout first; built directly, no layout is known
        choose(args, NodeLayout.SPREAD).build(args, rank, schedule);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return choose(args, NodeLayout.SPREAD).closedFormPs(args, model);
    }
}
