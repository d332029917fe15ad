package org.collsim.scenario;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.run.CommunicatorChurn;
import org.collsim.mpi.run.Estimates;
import org.collsim.mpi.run.Job;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.CommWorkloadFields;
import org.collsim.report.LinkUsage;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;

/**
 * The scenario's communicator workload under one layer stack, on resolved machine {@code machine}:
 * its splits create and free communicators outside virtual time (a record's time is 0), and its
 * record holds the communicators made and the table counters after MPI_Finalize.
 */
public record CommWorkloadPoint(Scenario scenario, CommWorkload workload, LayerStack stack, int machine)
        implements ScenarioPoint<Job.Result<Long>> {
    /** The record's collective: the workload's key in the scenario. */
    public static final String COLLECTIVE = CommWorkloadParser.COMM_WORKLOAD;

    @Override
    public int ranks() {
        return workload.ranks();
    }

    @Override
    public String describe() {
        return "the communicator workload (" + workload.splits() + " splits into " + workload.colors() + " colors on "
                + workload.ranks() + " ranks) under layers " + stack.describe();
    }

    @Override
    public HeapNeed heapNeed(AlgorithmRegistry registry) {
        return HeapNeed.about(Estimates.commWorkloadHeapBytes(workload.ranks()));
    }

    @Override
    public Job.Result<Long> run(JobSpec spec) {
        return CommunicatorChurn.run(spec, workload.splits(), workload.colors());
    }

    @Override
    public long timePs(Job.Result<Long> measured) {
        return 0; // no event, no virtual time: communicators are made and freed between events
    }

    @Override
    public long events(Job.Result<Long> measured) {
        return measured.events();
    }

    @Override
    public ResultRecord.Builder identity() {
        return ResultRecord.builder()
                .scenario(scenario.name())
                .collective(COLLECTIVE)
                .algorithm("-")
                .ranks(workload.ranks())
                .model(scenario.network().modelName())
                .seed(scenario.seed())
                .machine(machine)
                .layers(stack.names())
                .commWorkload(new CommWorkloadFields(workload.splits(), workload.colors(), 0)) // a stopped run made none
                .axes(scenario.axes());
    }

    @Override
    public ResultRecord record(Job.Result<Long> r, ReplicationStats stats, LinkUsage links) {
        return identity()
                .commWorkload(new CommWorkloadFields(workload.splits(), workload.colors(), r.outcome()))
                .events(r.events())
                .tables(Records.tables(r.tables()))
                .stats(stats)
                .build();
    }
}
