package org.collsim.scenario;

import java.util.Map;
import org.collsim.mpi.run.JobSpec;
import org.collsim.replay.goal.GoalReplay;
import org.collsim.replay.goal.GoalResult;
import org.collsim.replay.goal.LogGopsParameters;
import org.collsim.report.LinkUsage;
import org.collsim.report.ProgramFields;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;

/**
 * The scenario's GOAL schedule replayed under the LogGOPS parameters of the variant's {@code loggp}
 * machine (docs/REPLAY.md), each replication on a fresh copy of the schedule read at load time.
 * The replay runs outside the job runtime (it has no layers or noise to apply) but stops at the
 * job's run limits as a job does.
 */
public record GoalPoint(Scenario scenario, TraceSpec.Goal trace, int machine) implements ScenarioPoint<GoalResult> {
    @Override
    public int ranks() {
        return trace.ranks();
    }

    @Override
    public LayerStack stack() {
        return LayerStack.EMPTY;
    }

    @Override
    public String describe() {
        return trace.describe();
    }

    @Override
    public HeapNeed heapNeed(org.collsim.mpi.coll.AlgorithmRegistry registry) {
        return trace.heapNeed();
    }

    @Override
    public GoalResult run(JobSpec spec) {
        LogGopsParameters parameters = LogGopsParameters.of(scenario.machine().loggpAlone().orElseThrow(
                () -> new IllegalStateException("a GOAL trace's machine is checked to be loggp alone when loaded")));
        return GoalReplay.run(trace.schedule().copy(), parameters, spec.limits(), null);
    }

    @Override
    public long timePs(GoalResult measured) {
        return measured.maxEndPs();
    }

    @Override
    public long events(GoalResult measured) {
        return measured.events();
    }

    @Override
    public ResultRecord.Builder identity() {
        return TracePoint.identity(scenario.name(), trace.ranks(), scenario.network().modelName(), LayerStack.EMPTY)
                .seed(scenario.seed()).machine(machine).axes(scenario.axes());
    }

    @Override
    public ResultRecord record(GoalResult r, ReplicationStats stats, LinkUsage links) {
        return measured(identity(), r, stats, links);
    }

    /**
     * The record of a GOAL schedule replayed on its own ({@code collsim replay}), as a one-point
     * scenario named {@code name} would have it on a machine of {@code model}: seed 1, machine 0, no
     * sweep axes.
     */
    public static ResultRecord record(String name, String model, GoalResult r) {
        return measured(TracePoint.identity(name, r.endPs().length, model, LayerStack.EMPTY).seed(1).machine(0)
                .axes(Map.of()), r, null, null);
    }

    private static ResultRecord measured(ResultRecord.Builder identity, GoalResult r, ReplicationStats stats, LinkUsage links) {
        return identity
                .timePs(r.maxEndPs())
                .events(r.events())
                .messages(r.messages())
                .program(new ProgramFields(r.minEndPs(), r.maxEndPs(), r.bytesSent(), 0, 0, 0, 0))
                .stats(stats)
                .links(links)
                .build();
    }
}
