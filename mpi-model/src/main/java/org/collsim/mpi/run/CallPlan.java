package org.collsim.mpi.run;

import java.util.List;
import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.coll.CollArgs;
import org.collsim.mpi.coll.Collective;
import org.collsim.mpi.coll.CollectiveAlgorithm;
import org.collsim.mpi.comm.Ran;
import org.collsim.mpi.sched.ScheduleBuilder;

/**
 * What would serve a benchmark call, without simulating it: every rank's call is dispatched
 * through the world's table as {@link CollectiveRun} does (so the layers choose) and nothing
 * runs. Two requests with the same plan build the same schedules, because a layer reaches the
 * request only by handing the call to the table below, which the plan records.
 */
public final class CallPlan implements Workload<List<Ran>> {
    private final CollectiveAlgorithm algorithm;
    private final CollArgs args;
    private List<Ran> ran;

    private CallPlan(CollectiveAlgorithm algorithm, CollArgs args) {
        this.algorithm = algorithm;
        this.args = args;
    }

    /** What would serve the call of {@code algorithm}'s collective with {@code args} as a job on {@code spec}. */
    public static List<Ran> of(JobSpec spec, CollectiveAlgorithm algorithm, CollArgs args) {
        return Job.run(spec, new CallPlan(algorithm, args)).outcome();
    }

    @Override
    public CollectiveAlgorithm defaultFor(Collective c, AlgorithmRegistry registry) {
        return c == algorithm.collective() ? algorithm : Workload.super.defaultFor(c, registry);
    }

    @Override
    public void start(Job job) {
        ran = CollectiveRun.dispatchEveryRank(job, algorithm, args, new ScheduleBuilder(false), (schedule, r) -> {
        });
    }

    @Override
    public List<Ran> finish(Job job) {
        return ran;
    }
}
