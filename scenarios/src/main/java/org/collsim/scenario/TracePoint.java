package org.collsim.scenario;

import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.ProgramFields;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;

/**
 * The scenario's TI trace under one layer stack, on resolved machine {@code machine}: each rank's
 * actions as its program, one job per replication.
 */
public record TracePoint(Scenario scenario, TraceSpec.Ti trace, LayerStack stack, int machine)
        implements ScenarioPoint<ProgramRun.Result> {
    @Override
    public int ranks() {
        return trace.ranks();
    }

    @Override
    public String describe() {
        return "the trace " + trace.file() + " at " + trace.ranks() + " ranks";
    }

    @Override
    public ProgramRun.Result run(JobSpec spec) {
        return ProgramRun.run(spec, trace.trace().programs()::get);
    }

    @Override
    public long timePs(ProgramRun.Result measured) {
        return measured.timePs();
    }

    @Override
    public long events(ProgramRun.Result measured) {
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
                .layers(stack.names())
                .program(new ProgramFields(0, 0, 0, 0, 0, 0, 0)) // what a stopped run leaves: nothing measured
                .axes(scenario.axes());
    }

    @Override
    public ResultRecord record(ProgramRun.Result r, ReplicationStats stats) {
        return ProgramPoint.measured(identity(), r, trace.ranks(), stats);
    }
}
