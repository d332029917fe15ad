package org.collsim.mpi.coll;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import org.collsim.engine.net.HockneyModel;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * An algorithm of one collective that runs another collective's algorithm: the same schedule,
 * on arguments mapped to that collective's meaning (alltoallw's scattered is alltoallv's;
 * reduce_scatter_block's ring is reduce_scatter's ring on the whole vector). Name, parameters,
 * restrictions and closed form are the other algorithm's, so each schedule is written once.
 * Restrictions are checked on the mapped call ({@link #restrictedArgs}): reduce_scatter's "equal
 * blocks" always holds for reduce_scatter_block, whose blocks are equal by definition.
 */
public abstract class SameSchedule implements CollectiveAlgorithm {
    private final Collective collective;
    private final CollectiveAlgorithm schedule;

    protected SameSchedule(Collective collective, CollectiveAlgorithm schedule) {
        this.collective = collective;
        this.schedule = schedule;
    }

    /** This algorithm running {@code configured}, the other algorithm with new parameter values. */
    protected abstract CollectiveAlgorithm with(CollectiveAlgorithm configured);

    /** The call of the other collective that moves this call's data: by default the same arguments. */
    protected CollArgs scheduleArgs(CollArgs args) {
        return args;
    }

    @Override
    public final Collective collective() {
        return collective;
    }

    @Override
    public final String name() {
        return schedule.name();
    }

    @Override
    public final Set<Restriction> restrictions() {
        return schedule.restrictions();
    }

    @Override
    public final List<Parameter> parameters() {
        return schedule.parameters();
    }

    @Override
    public final Map<String, Long> parameterValues() {
        return schedule.parameterValues();
    }

    @Override
    public final CollectiveAlgorithm withParameters(Map<String, Long> values) {
        return with(schedule.withParameters(values));
    }

    @Override
    public final CollArgs restrictedArgs(CollArgs args) {
        return scheduleArgs(args);
    }

    @Override
    public final void build(CollArgs args, int rank, ScheduleBuilder builder) {
        schedule.build(scheduleArgs(args), rank, builder);
    }

    @Override
    public final OptionalLong closedFormPs(CollArgs args, HockneyModel model) {
        return schedule.closedFormPs(scheduleArgs(args), model);
    }
}
