package org.collsim.mpi.select;

import java.util.OptionalLong;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.PerCallChoice;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * What a scenario with {@code "selector"} asks for: one collective served by whatever the
 * selector chooses for each call. Named after the selector; the default table builds (and the
 * {@code ran} record names) the chosen algorithm. The call's operation says whether it is
 * commutative; every collsim operation is built in.
 */
public final class SelectedAlgorithm implements CollectiveAlgorithm, PerCallChoice {
    private final Collective collective;
    private final Selector selector;

    public SelectedAlgorithm(Collective collective, Selector selector) {
        this.collective = collective;
        this.selector = selector;
    }

    @Override
    public CollectiveAlgorithm choose(CollArgs args) {
        SelectionQuery query = new SelectionQuery(collective, args.ranks(), args.count(), args.elementBytes(),
                args.op().commutative());
        return selector.select(query).map(Selection::algorithm).orElseThrow(() -> new SelectionFileException(
                "selector \"" + selector.name() + "\" has no rule for " + collective.id() + " on " + args.ranks()
                        + " ranks, " + args.bytes() + " bytes"));
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
        choose(args).build(args, rank, schedule);
    }

    @Override
    public OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return choose(args).closedFormPs(args, model);
    }
}
