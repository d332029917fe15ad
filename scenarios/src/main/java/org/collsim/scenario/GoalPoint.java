package org.collsim.scenario;

import java.util.List;
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
 * The replay runs outside the job runtime: it has no layers, noise or limits to apply.
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
        return GoalReplay.run(trace.schedule().copy(), parameters, null);
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
        return ResultRecord.builder()
                .scenario(scenario.name())
                .collective("trace")
                .algorithm(trace.file())
                .ranks(trace.ranks())
                .model(scenario.network().modelName())
                .seed(scenario.seed())
                .machine(machine)
                .layers(List.of())
                .program(new ProgramFields(0, 0, 0, 0, 0, 0, 0)) // what a stopped run leaves: nothing measured
                .axes(scenario.axes());
    }

    @Override
    public ResultRecord record(GoalResult r, ReplicationStats stats, LinkUsage links) {
        return identity()
                .timePs(r.maxEndPs())
                .events(r.events())
                .messages(r.messages())
                .program(new ProgramFields(r.minEndPs(), r.maxEndPs(), r.bytesSent(), 0, 0, 0, 0))
                .stats(stats)
                .links(links)
                .build();
    }
}
