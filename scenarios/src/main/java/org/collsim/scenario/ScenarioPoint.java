package org.collsim.scenario;

import org.collsim.mpi.coll.AlgorithmRegistry;
import org.collsim.mpi.error.CollsimException;
import org.collsim.mpi.run.Estimates;
import org.collsim.mpi.run.JobSpec;
import org.collsim.report.LinkUsage;
import org.collsim.report.ReplicationStats;
import org.collsim.report.ResultRecord;

/**
 * What becomes one record of a scenario: a workload at one rank count under one layer stack
 * (a benchmark point, the program at one rank count, a trace replay), run as one job per
 * replication by {@link ScenarioRunner}'s one replication loop.
 *
 * @param <T> what one replication measured
 */
public interface ScenarioPoint<T> {
    /** The scenario the point belongs to (a sweep's variant, with its axes). */
    Scenario scenario();

    int ranks();

    LayerStack stack();

    /** The point in messages: "allreduce/ring at 8 ranks, 65536 bytes". */
    String describe();

    /** What failed, for "simulation of ... failed"; the failure may ask for more detail. */
    default String describe(CollsimException cause) {
        return describe();
    }

    /**
     * The heap one replication needs as validation estimates it ({@link Estimates}, a trace's
     * lower bound), for the message of a run out of heap.
     */
    HeapNeed heapNeed(AlgorithmRegistry registry);

    /** One replication as a job on {@code spec}. */
    T run(JobSpec spec);

    /** The time a replication measured (its statistics are over these). */
    long timePs(T measured);

    /** The events a replication fired (they count against the point's max_events). */
    long events(T measured);

    /** The fields of the point's record that say what ran, before any measurement. */
    ResultRecord.Builder identity();

    /**
     * The record of replication 0's measurements and, for two or more replications, the times'
     * statistics; {@code links}: what replication 0's links carried, or null.
     */
    ResultRecord record(T first, ReplicationStats stats, LinkUsage links);
}
