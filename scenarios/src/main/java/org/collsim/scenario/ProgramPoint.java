package org.collsim.scenario;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.comm.TableStats;
import org.collsim.mpi.program.ProgramRun;
import org.collsim.mpi.run.Estimates;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.LinkUsage;
import org.collsim.report.ProgramFields;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;
import org.collsim.scenario.program.ProgramSpec;

/** The scenario's program at one rank count under one layer stack, on resolved machine {@code machine}. */
public record ProgramPoint(Scenario scenario, ProgramSpec program, int ranks, LayerStack stack, int machine)
        implements ScenarioPoint<ProgramRun.Result> {
    @Override
    public String describe() {
        return "the program at " + ranks + " ranks";
    }

    @Override
    public ProgramRun.Result run(JobSpec spec) {
        return ProgramRun.run(spec, program.program(), program.selector());
    }

    @Override
    public HeapNeed heapNeed(AlgorithmRegistry registry) {
        return HeapNeed.about(Estimates.programHeapBytes(ranks,
                program.program().variableSlots()));
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
                .collective("program")
                .algorithm("-")
                .ranks(ranks)
                .model(scenario.network().modelName())
                .seed(scenario.seed())
                .machine(machine)
                .layers(stack.names())
                .program(new ProgramFields(0, 0, 0, 0, 0, 0, 0)) // what a stopped run leaves: nothing measured
                .axes(scenario.axes());
    }

    @Override
    public ResultRecord record(ProgramRun.Result r, ReplicationStats stats, LinkUsage links) {
        return measured(identity(), r, ranks, stats, links);
    }

    /** A program run's record, of a program or a replayed trace: {@code identity} with what was measured. */
    static ResultRecord measured(ResultRecord.Builder identity, ProgramRun.Result r, int ranks, ReplicationStats stats,
                                 LinkUsage links) {
        TableStats t = r.tables();
        return identity
                .timePs(r.timePs())
                .events(r.events())
                .messages(r.messages())
                .layers(r.layers())
                .ran(Records.ran(r.ran()))
                .queues(Records.queues(r.queues(), ranks))
                .program(new ProgramFields(r.minRankDonePs(), r.timePs(), r.bytesSent(), t.allocated(), t.reused(),
                        t.freed(), t.hookCalls()))
                .stats(stats)
                .links(links)
                .build();
    }
}
