package org.collsim.scenario;

import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.ProgramFields;
import org.collsim.report.LinkUsage;
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
        return trace.describe();
    }

    @Override
    public HeapNeed heapNeed(org.collsim.mpi.coll.AlgorithmRegistry registry) {
        return trace.heapNeed();
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
        return identity(scenario.name(), trace.ranks(), scenario.network().modelName(), stack)
                .seed(scenario.seed())
                .machine(machine)
                .axes(scenario.axes());
    }

    /**
     * A trace record's identity, TI or GOAL (results.json keeps no more of it: {@code "workload":
     * "program"}), so rerun finds it.
     */
    static ResultRecord.Builder identity(String name, int ranks, String model, LayerStack stack) {
        return ResultRecord.builder()
                .scenario(name)
                .collective("program")
                .algorithm("-")
                .ranks(ranks)
                .model(model)
                .layers(stack.names())
                .program(new ProgramFields(0, 0, 0, 0, 0, 0, 0)); // what a stopped run leaves: nothing measured
    }

    /**
     * The record of a trace replayed on its own ({@code collsim replay}), as a one-point scenario
     * named {@code name} would have it: seed 1, machine 0, no sweep axes.
     */
    public static ResultRecord record(String name, int ranks, String model, LayerStack stack, ProgramRun.Result r) {
        return ProgramPoint.measured(identity(name, ranks, model, stack).seed(1).machine(0).axes(java.util.Map.of()),
                r, ranks, null, null);
    }

    @Override
    public ResultRecord record(ProgramRun.Result r, ReplicationStats stats, LinkUsage links) {
        return ProgramPoint.measured(identity(), r, trace.ranks(), stats, links);
    }
}
