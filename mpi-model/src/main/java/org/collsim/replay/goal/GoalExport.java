package org.collsim.replay.goal;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.CollEntry;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.Workload;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * The workload that writes a benchmark call's schedules as GOAL instead of running them: inside a
 * {@link Job}, each rank's schedule is dispatched through the world's table exactly as
 * {@link org.collsim.mpi.run.CollectiveRun} dispatches it (layers and algorithm choices apply) and
 * handed to a {@link GoalWriter}, one rank at a time, so only one schedule is held.
 */
public final class GoalExport implements Workload<Integer> {
    private final CollectiveAlgorithm algorithm;
    private final CollArgs args;
    private final GoalWriter writer;

    public GoalExport(CollectiveAlgorithm algorithm, CollArgs args, GoalWriter writer) {
        AlgorithmRegistry.violation(algorithm, args).ifPresent(msg -> {
            throw new IllegalArgumentException(msg);
        });
        this.algorithm = algorithm;
        this.args = args;
        this.writer = writer;
    }

    @Override
    public CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        return c == algorithm.collective() ? algorithm : Workload.super.defaultFor(c, registry);
    }

    @Override
    public void start(Job job) {
        CollEntry entry = CollEntry.blocking(algorithm.collective());
        ScheduleBuilder builder = new ScheduleBuilder(false);
        for (int r = 0; r < args.ranks(); r++) {
            builder.reset();
            job.comms().dispatch(job.world(), entry, r, args, builder);
            writer.rank(builder.build());
        }
    }

    /** The number of rank blocks written. */
    @Override
    public Integer finish(Job job) {
        return args.ranks();
    }
}
